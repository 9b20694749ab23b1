import XCTest
import UIKit

/// iOS helper code as Swift 6 mode requires it, run and checked: Core Animation code is
/// nonisolated (and runs off the main actor), UIKit code is main-actor isolated.
@MainActor
final class Swift6ModeHelperTests: XCTestCase {
    func testDynamicsCodeSetsUpItsAnimator() async {
        let controller = DropViewController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.animator.behaviors.count, 2)
        XCTAssertEqual(controller.animator.behaviors.first?.childBehaviors.count, 2)
        XCTAssertTrue(controller.animator.isRunning, "the box starts falling")
        XCTAssertEqual((controller.animator.behaviors.last as? UICollisionBehavior)?.boundaryIdentifiers?.count, 1)
    }

    func testLayerFactoryConfiguresShapeTextAndGradientLayers() async {
        let factory = LayerFactory(lineWidth: 6)
        let ring = factory.makeRing(in: CGRect(x: 0, y: 0, width: 60, height: 60), color: .red)
        XCTAssertEqual(ring.lineWidth, 6)
        XCTAssertEqual(ring.strokeColor, UIColor.red.cgColor)
        XCTAssertEqual(ring.path?.boundingBox.width ?? 0, 54, accuracy: 0.001)
        let label = factory.makeLabel("42%", fontSize: 14, scale: currentScreenScale())
        XCTAssertEqual(label.contentsScale, UIScreen.main.scale)
        XCTAssertEqual(currentScreenScaleAssumingMainThread(), UIScreen.main.scale)
        XCTAssertGreaterThan(label.frame.width, 0)
        let gradient = factory.makeBackground([.red, .blue])
        XCTAssertEqual(gradient.colors?.count, 2)
        XCTAssertEqual(Geometry.aspectFit(CGSize(width: 200, height: 100), in: CGRect(x: 0, y: 0, width: 100, height: 100)),
                       CGRect(x: 0, y: 25, width: 100, height: 50))
    }

    func testLayerCodeRunsOffTheMainActor() async {
        struct Summary: Sendable {
            var sublayerCount: Int
            var animationKeyPath: String?
            var labelWidth: CGFloat
            var onMainThread: Bool
            var textHeight: CGFloat
        }
        let summary = await Task.detached { () -> Summary in
            let indicator = LayerFactory().makeIndicator(size: CGSize(width: 80, height: 80), progress: 0.5, scale: 2)
            let ring = indicator.sublayers?.first
            let label = indicator.sublayers?.last
            let rotated = CALayer()
            rotated.transform = Geometry.rotation(degrees: 45)
            return Summary(sublayerCount: indicator.sublayers?.count ?? 0,
                           animationKeyPath: (ring?.animation(forKey: "progress") as? CABasicAnimation)?.keyPath,
                           labelWidth: label?.bounds.width ?? 0,
                           onMainThread: Thread.isMainThread,
                           textHeight: TextMeasurer().height(of: "Hello world", width: 200))
        }.value
        XCTAssertFalse(summary.onMainThread)
        XCTAssertEqual(summary.sublayerCount, 2)
        XCTAssertEqual(summary.animationKeyPath, "strokeEnd")
        XCTAssertGreaterThan(summary.labelWidth, 0, "text layers measure off the main thread")
        XCTAssertGreaterThan(summary.textHeight, 10)
    }

    func testTextMeasurerMeasuresAttributedText() async {
        let measurer = TextMeasurer(font: .systemFont(ofSize: 17), color: .black)
        XCTAssertGreaterThan(measurer.singleLineSize(of: "Hello").width, 20)
        let short = measurer.height(of: "Hello", width: 300)
        let long = measurer.height(of: String(repeating: "Hello world ", count: 20), width: 100)
        XCTAssertGreaterThan(long, short * 3)
    }

    func testPlainDelegateHearsTheLayerAndItsAnimations() async {
        let observer = LayerObserver()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.delegate = observer
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(observer.drawnRects, [CGRect(x: 0, y: 0, width: 8, height: 8)])
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.delegate = observer
        layer.add(animation, forKey: "fade")
        layer.removeAnimation(forKey: "fade")
        XCTAssertEqual(observer.stops, [false])
    }

    func testViewsAsAnimationDelegatesWithNonisolatedOrPreconcurrencyWitnesses() async {
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        spinner.spin()
        spinner.layer.removeAllAnimations()
        XCTAssertEqual(spinner.stops, [false])

        let pulse = PulseView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.delegate = pulse
        pulse.layer.add(animation, forKey: "pulse")
        pulse.layer.removeAllAnimations()
        XCTAssertEqual(pulse.stops, [false])
    }

    func testViewOverridesOfTheLayerDelegateMethodsAreCalled() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        CATransaction.flush()
        XCTAssertTrue(view.events.contains("layoutSublayers(of:)"), "\(view.events)")
        XCTAssertTrue(view.events.contains("layoutSubviews"), "super.layoutSublayers(of:) lays out the view")
        XCTAssertTrue(view.events.contains("draw(_:in:)"), "\(view.events)")
        XCTAssertTrue(view.events.contains("draw(_:)"), "super.draw(_:in:) calls draw(_:)")
        view.alpha = 0.5
        XCTAssertTrue(view.events.contains("action opacity"), "\(view.events)")
    }

    func testLayerSubclassOverridesRunForAView() async {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let layer = badge.layer as! BadgeLayer
        XCTAssertTrue(layer.ranOwnInit, "the view made its layer with the subclass's override init()")
        let before = layer.boundsChanges
        badge.frame = CGRect(x: 0, y: 0, width: 40, height: 24)
        XCTAssertEqual(layer.boundsChanges, before + 1)
        badge.layoutIfNeeded()
        XCTAssertEqual(layer.cornerRadius, 12)
        layer.badgeColor = .green
        XCTAssertEqual(BadgeLayer(layer: layer).badgeColor, .green, "init(layer:) copies the subclass's state")
    }

    func testAnimationSubclassWithItsOwnInitializerIsCopiedThroughIt() async {
        let animation = TaggedAnimation(keyPath: "opacity")
        XCTAssertEqual(animation.tag, "made")
        let layer = CALayer()
        layer.add(animation, forKey: "tagged")
        XCTAssertEqual((layer.animation(forKey: "tagged") as? TaggedAnimation)?.tag, "made",
                       "the layer's copy is of the subclass, made with its init()")
    }

    func testAnimationSubclassWithADesignatedInitializerOfItsOwnIsAddedAsItsClass() async {
        let layer = CALayer()
        layer.add(PulseAnimation(strength: 3), forKey: "pulse")
        let added = layer.animation(forKey: "pulse")
        XCTAssertTrue(added is PulseAnimation, "the copy the layer keeps is of the subclass")
        XCTAssertEqual((added as? CABasicAnimation)?.keyPath, "transform.scale")
    }

    func testCommonViewAndControlOverridesCompileAndBehave() async {
        let view = CommonOverridesView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(view.frame.size, CGSize(width: 10, height: 10))
        XCTAssertTrue(view.isAccessibilityElement)
        let control = CommonOverridesControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        control.isSelected = true
        XCTAssertTrue(control.isSelected)
    }

    func testConfettiFactoryConfiguresAndStopsItsEmitter() async {
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

    func testTheLabelLinkTapRecipeFindsTheTappedCharacter() async {
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
