import XCTest
@_spi(Rendering) import FrameworkTestSupport
@_spi(Rendering) @_spi(Platform) import UIKit
@_spi(Rendering) import CoreGraphics
import UIKitTesting

/// A view that fills what it is asked to redraw and records the calls.
final class DrawingView: UIView {
    var rects: [CGRect] = []
    var sawCurrentContext = false
    var color = UIColor.red

    override func draw(_ rect: CGRect) {
        rects.append(rect)
        sawCurrentContext = UIGraphicsGetCurrentContext() != nil
        color.setFill()
        UIBezierPath(rect: rect).fill()
    }
}

/// Fills itself red, or draws only a blue mark in its corner.
final class CornerMarkView: UIView {
    var fillsEverything = true
    override func draw(_ rect: CGRect) {
        if fillsEverything {
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
}

/// Overrides `draw(_:)` but calls `super` first (UIKit: fine for direct UIView subclasses).
final class SuperCallingView: UIView {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.green.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}

/// A plain subclass that does not draw.
final class PlainSubclassView: UIView {}

/// Overrides draw(_:), calls super, and paints only in some states.
final class SometimesPaintingView: UIView {
    var paints = false
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        if paints {
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }
}

/// The seed's BlueView and BlueLayer (UIView page, "Changing the CALayer"), in Swift: the
/// view asks for a BlueLayer and overrides draw(_:) to do nothing; the layer draws blue.
final class BlueView: UIView {
    override class var layerClass: AnyClass { BlueLayer.self }

    override func draw(_ rect: CGRect) {
        // Do nothing, the layer does all the drawing.
    }
}

final class BlueLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(bounds)
    }
}

@MainActor
final class UIViewDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testDrawIsCalledOnceWithTheBoundsInACurrentContext() async {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        CATransaction.flush()
        XCTAssertEqual(view.rects, [CGRect(x: 0, y: 0, width: 40, height: 30)], "UIKit draws a drawing view when it first displays")
        XCTAssertTrue(view.sawCurrentContext)
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the context is popped afterwards")
        CATransaction.flush()
        XCTAssertEqual(view.rects.count, 1, "not drawn again until it needs display")
        let image = view.layer.contents as? CGImage
        XCTAssertEqual(image?.width, Int(40 * view.contentScaleFactor))
        XCTAssertEqual(image?.pixel(5, 5), .red)
    }

    func testSetNeedsDisplayInRectPassesTheInvalidRect() async {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        CATransaction.flush()
        view.setNeedsDisplay(CGRect(x: 10, y: 20, width: 30, height: 5))
        view.setNeedsDisplay(CGRect(x: 10, y: 60, width: 30, height: 5))
        CATransaction.flush()
        XCTAssertEqual(view.rects.last, CGRect(x: 10, y: 20, width: 30, height: 45), "the union of the invalid rects")
        view.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual(view.rects.last, view.bounds)
    }

    func testViewsThatDoNotOverrideDrawAreNotDrawnAndHaveNoBackingStore() async {
        let plain = PlainSubclassView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        plain.backgroundColor = .red
        CATransaction.flush()
        XCTAssertNil(plain.layer.contents)
        XCTAssertEqual(plain.layer.backingStoreByteCount, 0)
        // A second view of the class is known not to draw: no display at all.
        let second = PlainSubclassView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(second.layer.needsDisplay())
        XCTAssertFalse(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer.needsDisplay())
    }

    func testExplicitDisplayOfANonDrawingViewKeepsNoBackingStore() async {
        let view = PlainSubclassView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        CATransaction.flush()
        view.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertNil(view.layer.contents)
        XCTAssertEqual(view.layer.backingStoreByteCount, 0)
    }

    func testAViewThatPaintsOnlyLaterIsStillDrawnWhenAsked() async {
        let view = SometimesPaintingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        XCTAssertNil(view.layer.contents, "nothing painted the first time")
        view.paints = true
        view.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual((view.layer.contents as? CGImage)?.pixel(2, 2), .red)
    }

    func testAnOverrideThatCallsSuperStillDraws() async {
        let view = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        XCTAssertEqual((view.layer.contents as? CGImage)?.pixel(2, 2), .green)
        XCTAssertTrue(SuperCallingView(frame: .zero).layer.needsDisplay(), "the class is known to draw")
    }

    func testClearsContextBeforeDrawing() async {
        let view = CornerMarkView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentScaleFactor = 1
        CATransaction.flush()
        XCTAssertEqual((view.layer.contents as? CGImage)?.pixel(10, 10), .red)
        view.fillsEverything = false
        view.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual((view.layer.contents as? CGImage)?.pixel(10, 10), .clear,
                       "UIKit clears the area to redraw before draw(_:) by default")
        XCTAssertEqual((view.layer.contents as? CGImage)?.pixel(2, 2), .blue)

        view.fillsEverything = true
        view.setNeedsDisplay()
        CATransaction.flush()
        view.clearsContextBeforeDrawing = false
        view.fillsEverything = false
        view.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual((view.layer.contents as? CGImage)?.pixel(10, 10), .red,
                       "without clearing, the previous pixels stay under the new drawing")
    }

    func testRedrawContentModeRedrawsOnResizeAndScalingModesReuseContents() async {
        let redraw = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        redraw.contentMode = .redraw
        let stretch = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        CATransaction.flush()
        redraw.bounds.size = CGSize(width: 40, height: 20)
        stretch.bounds.size = CGSize(width: 40, height: 20)
        CATransaction.flush()
        XCTAssertEqual(redraw.rects.count, 2, "UIKit: .redraw redisplays when the bounds change")
        XCTAssertEqual(redraw.rects.last, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(stretch.rects.count, 1, ".scaleToFill stretches the existing contents")
        XCTAssertEqual(stretch.layer.contentsGravity, .resize)
    }

    func testContentScaleFactorSetsTheBackingStoreResolution() async {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.contentScaleFactor = 3
        CATransaction.flush()
        XCTAssertEqual((view.layer.contents as? CGImage)?.width, 30)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inWindow = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(inWindow)
        XCTAssertEqual(inWindow.contentScaleFactor, window.screen.scale, "UIKit: the screen's scale by default")
    }

    func testZeroSizeViewIsDrawnOnceSized() async {
        let view = DrawingView(frame: .zero)
        CATransaction.flush()
        XCTAssertTrue(view.rects.isEmpty)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        XCTAssertEqual(view.rects.count, 1)
    }

    func testSeedBlueViewShowsBlue() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let blue = BlueView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        XCTAssertTrue(blue.layer is BlueLayer, "layerClass chooses the layer")
        window.addSubview(blue)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let image = Snapshot.frameBufferImage(of: window)!
        let scale = Int(window.screen.scale)
        XCTAssertEqual(image.pixel(30 * scale, 30 * scale), .blue)
        XCTAssertEqual(image.pixel(5 * scale, 5 * scale), .clear)
    }

    func testBackgroundClipsToBoundsAndMaskView() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.backgroundColor = .white
        let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        clipper.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: -10, y: -10, width: 40, height: 40))
        overflow.backgroundColor = .red
        clipper.addSubview(overflow)
        container.addSubview(clipper)
        let masked = UIView(frame: CGRect(x: 0, y: 30, width: 40, height: 10))
        masked.backgroundColor = .blue
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        maskView.backgroundColor = .black
        masked.mask = maskView
        container.addSubview(masked)
        let image = Snapshot.image(of: container)
        XCTAssertEqual(image.pixel(15, 15), .red)
        XCTAssertEqual(image.pixel(5, 5), .white, "clipsToBounds cuts the subview")
        XCTAssertEqual(image.pixel(5, 35), .blue, "inside the mask view")
        XCTAssertEqual(image.pixel(30, 35), .white, "outside the mask view")
    }

    func testDrawHierarchyAndSnapshotView() async {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 10))
        view.backgroundColor = .red
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        let image = renderer.image { _ in
            XCTAssertTrue(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
        }
        XCTAssertEqual(image.pixel(Int(39 * image.scale), Int(19 * image.scale)), .red, "scaled to fill the rect")
        XCTAssertFalse(view.drawHierarchy(in: .zero, afterScreenUpdates: false), "no current context")
        let snapshot = view.snapshotView(afterScreenUpdates: true)
        XCTAssertEqual(snapshot?.bounds.size, CGSize(width: 20, height: 10))
        XCTAssertNotNil(snapshot?.layer.contents)
    }
}
