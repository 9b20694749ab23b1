import XCTest
import UIKit

/// Nonisolated iOS helper code compiled in Swift 5 language mode, run and checked. (A synchronous
/// test method of a nonisolated test class runs on the main thread.)
final class Swift5ModeHelperTests: XCTestCase {
    func testLayerFactoryConfiguresShapeTextAndGradientLayers() {
        let factory = LayerFactory(lineWidth: 6)
        let ring = factory.makeRing(in: CGRect(x: 0, y: 0, width: 60, height: 60), color: .red)
        XCTAssertEqual(ring.lineWidth, 6)
        XCTAssertEqual(ring.strokeEnd, 0)
        XCTAssertEqual(ring.lineCap, .round)
        XCTAssertEqual(ring.strokeColor, UIColor.red.cgColor)
        XCTAssertEqual(ring.path?.boundingBox.width ?? 0, 54, accuracy: 0.001)

        let gradient = factory.makeBackground([.red, .blue])
        XCTAssertEqual(gradient.colors?.count, 2)
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 1, y: 1))
        XCTAssertTrue(gradient.masksToBounds)

        let label = factory.makeLabel("42%", fontSize: 14)
        XCTAssertEqual(label.string as? String, "42%")
        XCTAssertEqual(label.contentsScale, UIScreen.main.scale)
        XCTAssertGreaterThan(label.frame.width, 0, "the text layer measured its text")
        XCTAssertGreaterThan(label.frame.height, 0)
    }

    func testIndicatorAssemblesTheTreeAndItsAnimation() {
        let indicator = LayerFactory().makeIndicator(size: CGSize(width: 80, height: 80), progress: 0.42)
        XCTAssertEqual(indicator.sublayers?.count, 2)
        let ring = indicator.sublayers?.first as? CAShapeLayer
        let animation = ring?.animation(forKey: "progress") as? CABasicAnimation
        XCTAssertEqual(animation?.keyPath, "strokeEnd")
        XCTAssertEqual(animation?.toValue as? CGFloat, 0.42)
        XCTAssertEqual(animation?.duration, 0.3)
        XCTAssertEqual((indicator.sublayers?.last as? CATextLayer)?.string as? String, "42%")
        XCTAssertFalse(CATransaction.disableActions(), "the helper's transaction was committed")
    }

    func testGeometryHelpers() {
        let fitted = Geometry.aspectFit(CGSize(width: 200, height: 100), in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(fitted, CGRect(x: 0, y: 25, width: 100, height: 50))
        XCTAssertEqual(Geometry.pixelAligned(CGRect(x: 0.3, y: 0.26, width: 10.1, height: 5), scale: 2),
                       CGRect(x: 0.5, y: 0.5, width: 10, height: 5))
        let layer = CALayer()
        layer.transform = Geometry.rotation(degrees: 90)
        XCTAssertEqual(layer.transform.m12, 1, accuracy: 1e-9)
        XCTAssertEqual(currentScreenScale(), UIScreen.main.scale)
    }

    func testTextMeasurerMeasuresAttributedText() {
        let measurer = TextMeasurer(font: .systemFont(ofSize: 17), color: .black)
        let one = measurer.singleLineSize(of: "Hello")
        XCTAssertGreaterThan(one.width, 20)
        XCTAssertGreaterThan(one.height, 15)
        let short = measurer.height(of: "Hello", width: 300)
        let long = measurer.height(of: String(repeating: "Hello world ", count: 20), width: 100)
        XCTAssertGreaterThan(long, short * 3, "long text wraps into several lines")
        XCTAssertEqual(measurer.attributed("x").attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .black)
    }

    func testPlainDelegatesHearTheLayerAndItsAnimations() {
        let observer = LayerObserver()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.delegate = observer
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(observer.drawnRects, [CGRect(x: 0, y: 0, width: 8, height: 8)])
        XCTAssertNotNil(layer.contents)

        let animation = CABasicAnimation(keyPath: "opacity")
        animation.delegate = observer
        layer.add(animation, forKey: "fade")
        layer.removeAllAnimations()
        XCTAssertEqual(observer.stops, [false], "removed before it finished")
    }

    func testCustomLayerWithItsOwnInitializers() {
        let pulse = PulseLayer()
        XCTAssertEqual(pulse.backgroundColor, UIColor.systemRed.cgColor)
        pulse.pulseColor = .blue
        XCTAssertEqual(PulseLayer(layer: pulse).pulseColor, .blue)
    }

    func testViewFactoryFromNonisolatedCode() {
        let badge = BadgeFactory().makeBadge(7)
        XCTAssertEqual(badge.text, "7")
        XCTAssertGreaterThan(badge.bounds.width, 0)
    }

    func testConfettiFactoryConfiguresAndStopsItsEmitter() {
        let pixel = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!.makeImage()!
        let factory = ConfettiFactory()
        let emitter = factory.makeEmitter(width: 320, colors: [.red, .blue], image: pixel)
        XCTAssertEqual(emitter.emitterShape, .line)
        XCTAssertEqual(emitter.emitterCells?.count, 2)
        XCTAssertEqual(emitter.emitterCells?.first?.birthRate, 3)
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.confetti1.velocity") as? CGFloat, 175)
        factory.stop(emitter)
        XCTAssertEqual(emitter.emitterCells?.map(\.birthRate), [0, 0])
    }

    func testTheLabelLinkTapRecipeFindsTheTappedCharacter() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        label.attributedText = NSAttributedString(string: "Read the terms", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let prefix = NSAttributedString(string: "Read the ", attributes: [.font: UIFont.systemFont(ofSize: 17)]).size()
        let used = NSAttributedString(string: "Read the terms", attributes: [.font: UIFont.systemFont(ofSize: 17)]).size()
        // The recipe centres the text in the label: the "t" of "terms" is at the prefix's width from there.
        let x = (300 - used.width) / 2 + prefix.width + 1
        XCTAssertEqual(LabelLinkTapping.characterIndex(in: label, at: CGPoint(x: x, y: 30)), 9)
        let storage = NSTextStorage(string: "one\ntwo")
        let manager = OutlineLayoutManager()
        storage.addLayoutManager(manager)
        manager.addTextContainer(NSTextContainer(size: CGSize(width: 100, height: 100)))
        _ = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
            manager.drawBackground(forGlyphRange: NSRange(location: 0, length: 7), at: .zero)
        }
        XCTAssertEqual(manager.outlinedLines, 2)
    }
}

private final class SheetController: UIViewController, SheetMetrics {}

extension Swift5ModeHelperTests {
    func testLegacyLayoutGuideLengthReadsFromNonisolatedCode() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let sheet = SheetController()
        window.rootViewController = sheet
        window.makeKeyAndVisible()
        XCTAssertEqual(sheet.sheetTopOffset, sheet.topLayoutGuide.length + 21 + sheet.bottomLayoutGuide.length)
    }
}
