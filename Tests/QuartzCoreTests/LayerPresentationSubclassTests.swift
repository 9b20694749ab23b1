import XCTest
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore

/// A layer subclass written as on iOS: its own initializers, a stored property that its
/// `init(layer:)` copies into presentation copies.
final class GaugeLayer: CALayer {
    var level: CGFloat = 0
    var copiedFrom: CALayer?

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? GaugeLayer {
            level = other.level
            copiedFrom = other
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A subclass that declares no initializer inherits all of CALayer's.
final class PlainSubclassLayer: CALayer {
    var marker = 7
}

/// A subclass of a Core Animation subclass.
final class OutlineLayer: CAShapeLayer {
    var outlineName = ""

    override init(layer: Any) {
        super.init(layer: layer)
        outlineName = (layer as? OutlineLayer)?.outlineName ?? ""
    }

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
final class LayerPresentationSubclassTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    private func fade(_ layer: CALayer) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: "fade")
        FrameworkScheduler.shared.advance(by: 0.5)
    }

    /// Core Animation: the presentation layer is made with `init(layer:)` of the layer's own
    /// class, so a subclass's override copies its properties and `presentation()` is `Self`.
    func testPresentationOfASubclassRunsItsInitWithLayer() async {
        let gauge = GaugeLayer()
        gauge.level = 0.8
        gauge.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        fade(gauge)
        let shown: GaugeLayer? = gauge.presentation()
        XCTAssertNotNil(shown)
        XCTAssertFalse(shown === gauge, "a copy while an animation runs")
        XCTAssertEqual(shown?.level, 0.8, "the subclass's init(layer:) copied its property")
        XCTAssertTrue(shown?.copiedFrom === gauge, "init(layer:) received the model layer")
        XCTAssertEqual(Double(shown?.opacity ?? -1), 0.5, accuracy: 0.01, "animated values applied")
        XCTAssertEqual(shown?.bounds.size, CGSize(width: 10, height: 10), "CALayer's properties copied")
        XCTAssertTrue(shown?.model() === gauge)
    }

    func testSubclassWithoutInitializersInheritsInitWithLayer() async {
        let layer = PlainSubclassLayer()
        layer.marker = 3
        fade(layer)
        let shown = layer.presentation()
        XCTAssertTrue(type(of: shown!) == PlainSubclassLayer.self)
        XCTAssertEqual(shown?.marker, 7, "inherited init(layer:) copies CALayer's properties only")
        XCTAssertEqual(Double(shown?.opacity ?? -1), 0.5, accuracy: 0.01)
    }

    func testSubclassOfShapeLayerKeepsBothLevelsOfProperties() async {
        let outline = OutlineLayer()
        outline.outlineName = "ring"
        outline.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        outline.lineWidth = 3
        fade(outline)
        let shown = outline.presentation()
        XCTAssertEqual(shown?.outlineName, "ring")
        XCTAssertEqual(shown?.lineWidth, 3, "CAShapeLayer's init(layer:) ran too")
        XCTAssertEqual(shown?.path?.boundingBox, CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    func testBuiltInSubclassesPresentTheirOwnType() async {
        let text = CATextLayer()
        text.string = "Hi"
        fade(text)
        XCTAssertEqual(text.presentation()?.string as? String, "Hi")
        let gradient = CAGradientLayer()
        gradient.colors = [CGColor.black, CGColor.white]
        fade(gradient)
        XCTAssertEqual(gradient.presentation()?.colors?.count, 2)
    }

    /// The copy holds no hidden reference: model and copy go away when released.
    func testPresentationCopiesAreReleased() async {
        weak var weakModel: GaugeLayer?
        weak var weakCopy: GaugeLayer?
        do {
            let gauge = GaugeLayer()
            weakModel = gauge
            fade(gauge)
            let shown = gauge.presentation()
            weakCopy = shown
            shown?.copiedFrom = nil
            gauge.removeAllAnimations()
        }
        XCTAssertNil(weakCopy)
        XCTAssertNil(weakModel)
    }

    /// The factory that `UIView.layerClass` uses runs the subclass's `init()` override.
    func testFactoryMakesTheDynamicClassThroughItsInit() async {
        let made = LayerFactory.make(GaugeLayer.self as CALayer.Type)
        XCTAssertTrue(made is GaugeLayer)
        let plain = LayerFactory.make(PlainSubclassLayer.self as CALayer.Type) as? PlainSubclassLayer
        XCTAssertEqual(plain?.marker, 7, "the subclass's stored properties are initialized")
    }
}
