import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// A delegate that fills what it is asked to draw and records the calls.
final class FillingDelegate: CALayerDelegate {
    var color = red
    var draws: [CGRect] = []

    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws.append(ctx.boundingBoxOfClipPath)
        ctx.setFillColor(color)
        ctx.fill(layer.bounds)
    }
}

/// The seed's BlueLayer: a layer subclass that draws itself.
final class BlueLayer: CALayer {
    var drawCount = 0
    override func draw(in ctx: CGContext) {
        drawCount += 1
        ctx.setFillColor(blue)
        ctx.fill(bounds)
    }
}

/// `display()`, `draw(in:)`, backing stores and `render(in:)`.
@MainActor
final class LayerDisplayTests: XCTestCase {
    func testDisplayDrawsADelegatesContentIntoABackingStoreOfBoundsTimesScale() async {
        let delegate = FillingDelegate()
        let a = CALayer()
        a.delegate = delegate
        a.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        a.contentsScale = 2
        a.setNeedsDisplay()
        XCTAssertNil(a.contents, "nothing is drawn before the display pass")
        CATransaction.flush()
        XCTAssertEqual(delegate.draws, [CGRect(x: 0, y: 0, width: 30, height: 20)])
        let image = a.contents as? CGImage
        XCTAssertEqual(image?.width, 60)
        XCTAssertEqual(image?.height, 40)
        XCTAssertEqual(image?.pixel(30, 20), .red)
        XCTAssertFalse(a.needsDisplay())
        CATransaction.flush()
        XCTAssertEqual(delegate.draws.count, 1, "displayed only when needed")
    }

    func testDisplayIfNeededAndNeedsDisplay() async {
        let delegate = FillingDelegate()
        let a = CALayer()
        a.delegate = delegate
        a.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.displayIfNeeded()
        XCTAssertTrue(delegate.draws.isEmpty)
        a.setNeedsDisplay()
        XCTAssertTrue(a.needsDisplay())
        a.displayIfNeeded()
        XCTAssertEqual(delegate.draws.count, 1)
    }

    func testSetNeedsDisplayInRectRedrawsOnlyThatRectAndKeepsTheRest() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 100, height: 100))
        let delegate = FillingDelegate()
        let a = CALayer()
        a.delegate = delegate
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(a)
        a.setNeedsDisplay()
        CATransaction.flush()
        delegate.color = blue
        a.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20))
        CATransaction.flush()
        XCTAssertEqual(delegate.draws.last, CGRect(x: 10, y: 10, width: 20, height: 20), "the clip is the invalid rect")
        XCTAssertEqual(buffer.pixel(20, 20), .blue)
        XCTAssertEqual(buffer.pixel(50, 50), .red, "pixels outside the rect are kept")
        let damage = buffer.damagedRects.reduce(CGRect.null) { $0.union($1) }
        XCTAssertTrue(damage.contains(CGRect(x: 10, y: 10, width: 20, height: 20)))
        XCTAssertLessThanOrEqual(damage.width, 24, "only the redrawn rect is repainted: \(damage)")
    }

    func testLayerSubclassDrawsItselfAsTheSeedsBlueLayer() async {
        let (root, buffer) = makeCompositedRoot(self)
        let blueLayer = BlueLayer()
        blueLayer.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        root.addSublayer(blueLayer)
        blueLayer.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual(blueLayer.drawCount, 1)
        XCTAssertEqual(buffer.pixel(25, 25), .blue)
    }

    func testLayerThatDrawsNothingKeepsNoBackingStore() async {
        let a = CALayer()
        a.bounds = CGRect(x: 0, y: 0, width: 500, height: 500)
        a.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertNil(a.contents)
        XCTAssertEqual(a.backingStoreByteCount, 0)
    }

    func testZeroSizeLayerDrawsOnceItHasASize() async {
        let delegate = FillingDelegate()
        let a = CALayer()
        a.delegate = delegate
        a.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertTrue(delegate.draws.isEmpty, "an empty layer is not drawn")
        a.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        XCTAssertEqual(delegate.draws.count, 1)
        XCTAssertNotNil(a.contents)
    }

    func testHugeLayerBacksOnlyItsVisiblePartWithinTheLimit() async {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 200, height: 100), scale: 2)
        let delegate = FillingDelegate()
        let huge = CALayer()
        huge.delegate = delegate
        huge.contentsScale = 2
        huge.frame = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        root.addSublayer(huge)
        huge.setNeedsDisplay()
        let log = LogCapture.capture {
            CATransaction.flush()
            CATransaction.flush()
        }
        XCTAssertTrue(log.contains("backing store limit"), "\(log.lines)")
        let limit = CALayer.maximumBackingStoreSide
        XCTAssertGreaterThan(huge.backingStoreByteCount, 0)
        XCTAssertLessThanOrEqual(huge.backingStoreByteCount, limit * limit * 4, "no gigabytes")
        XCTAssertEqual(buffer.pixel(300, 150), .red, "the visible part is drawn")
    }

    func testContentsScaleSizesTheBackingStore() async {
        let layer = BlueLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 5)
        layer.contentsScale = 3
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual((layer.contents as? CGImage)?.width, 30)
        XCTAssertEqual((layer.contents as? CGImage)?.height, 15)
    }

    func testRenderInContextDrawsTheTreeInTheLayersSpace() async {
        let parent = layer(CGRect(x: 500, y: 500, width: 40, height: 40), red)
        parent.addSublayer(layer(CGRect(x: 20, y: 20, width: 20, height: 20), blue))
        let context = CGContext(size: CGSize(width: 40, height: 40), scale: 1)!
        parent.render(in: context)
        let image = context.makeImage()!
        XCTAssertEqual(image.pixel(5, 5), .red, "the layer's own position is not applied")
        XCTAssertEqual(image.pixel(30, 30), .blue)
    }

    func testRenderInPDFContextKeepsVectors() async {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let pdf = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil)!
        pdf.beginPDFPage(nil)
        let a = layer(CGRect(x: 0, y: 0, width: 50, height: 50), red)
        a.cornerRadius = 10
        a.render(in: pdf)
        pdf.endPDFPage()
        pdf.closePDF()
        let text = String(decoding: data as Data, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF"))
        XCTAssertFalse(text.contains("/Subtype /Image"), "a rounded background is a path, not an image")
    }

    func testGroupOpacityInPDFStaysVector() async {
        // A translucent layer with a sublayer composites as a group; in a PDF the group is a
        // transparency group of paths, not a rasterized image.
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let pdf = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil)!
        pdf.beginPDFPage(nil)
        let a = layer(CGRect(x: 0, y: 0, width: 50, height: 50), red)
        a.opacity = 0.5
        a.addSublayer(layer(CGRect(x: 10, y: 10, width: 20, height: 20), blue))
        a.render(in: pdf)
        pdf.endPDFPage()
        pdf.closePDF()
        let text = String(decoding: data as Data, as: UTF8.self)
        XCTAssertFalse(text.contains("/Subtype /Image"), "the group is not rasterized")
        XCTAssertTrue(text.contains("/Group"), "the layer is a PDF transparency group")
    }

    func testGroupOpacityRendersAtScaleTwoInsideAClip() async {
        // render(in:) into a UIKit-style context at scale 2, clipped: the group lands exactly
        // where its layer is.
        let context = CGContext(size: CGSize(width: 40, height: 40), scale: 2)!
        context.clip(to: CGRect(x: 5, y: 5, width: 30, height: 30))
        let a = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        a.opacity = 0.5
        a.addSublayer(layer(CGRect(x: 20, y: 0, width: 20, height: 40), blue))
        a.render(in: context)
        let image = context.makeImage()!
        XCTAssertTrue(image.pixel(20, 40).isClose(to: Pixel(128, 0, 0, 128)), "\(image.pixel(20, 40))")
        XCTAssertTrue(image.pixel(60, 40).isClose(to: Pixel(0, 0, 128, 128)), "\(image.pixel(60, 40))")
        XCTAssertEqual(image.pixel(4, 4), .clear, "outside the clip")
        XCTAssertEqual(image.pixel(75, 75), .clear, "outside the clip")
    }

    func testContentsGravityPlacesTheImage() async {
        let (root, buffer) = makeCompositedRoot(self)
        let image = makeImage(width: 20, height: 10, color: red)
        let a = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.contents = image
        a.contentsGravity = .center
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 50), .red)
        XCTAssertEqual(buffer.pixel(35, 50), .clear)
        // Core Animation names vertical gravities for a y-up space: `.top` is at the maximum y.
        a.contentsGravity = .top
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 95), .red)
        XCTAssertEqual(buffer.pixel(50, 5), .clear)
        a.contentsGravity = .resizeAspect
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(50, 30), .red)
        XCTAssertEqual(buffer.pixel(50, 20), .clear, "aspect fit leaves bands")
        a.contentsScale = 2
        a.contentsGravity = .topLeft
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(9, 97), .red, "at scale 2 the image is 10 × 5 points")
        XCTAssertEqual(buffer.pixel(11, 97), .clear)
    }

    func testContentsRectShowsPartOfTheImage() async {
        let (root, buffer) = makeCompositedRoot(self)
        let context = CGContext(size: CGSize(width: 20, height: 10), scale: 1)!
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setFillColor(blue)
        context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        let a = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.contents = context.makeImage()
        a.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(5, 50), .blue, "only the right half, stretched")
        XCTAssertEqual(buffer.pixel(95, 50), .blue)
    }

    func testContentsCenterStretchesOnlyTheMiddle() async {
        let (root, buffer) = makeCompositedRoot(self)
        // A 30 × 30 image: a 10-point red frame around a blue middle.
        let context = CGContext(size: CGSize(width: 30, height: 30), scale: 1)!
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        context.setFillColor(blue)
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        let a = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.contents = context.makeImage()
        a.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        root.addSublayer(a)
        CATransaction.flush()
        XCTAssertEqual(buffer.pixel(5, 5), .red, "corners keep their size")
        XCTAssertEqual(buffer.pixel(15, 15), .blue, "the middle starts after 10 points")
        XCTAssertEqual(buffer.pixel(85, 50), .blue)
        XCTAssertEqual(buffer.pixel(95, 50), .red)
    }

    private func makeImage(width: Int, height: Int, color: CGColor) -> CGImage {
        let context = CGContext(size: CGSize(width: width, height: height), scale: 1)!
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage()!
    }
}
