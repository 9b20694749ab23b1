import XCTest
import UIKit
import UIKitTesting

/// A progress layer as iOS rings declare one (`@NSManaged var progress: CGFloat`, written the
/// porting table's way), drawing what `draw(in:)` sees of its own progress.
private final class SelfDrawingProgressLayer: CALayer {
    var drawn: [CGFloat] = []
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override func draw(in ctx: CGContext) {
        drawn.append(progress)
    }
}

/// MKRingProgressView's layer: `display()` reads `presentation()?.progress`, and the
/// action for `progress` is the one for `opacity` with its key path changed.
private final class PresentationReadingLayer: CALayer {
    var displayed: [Double] = []
    var progress: Double {
        get { value(forKey: "progress") as? Double ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override func action(forKey event: String) -> (any CAAction)? {
        guard event == "progress", let opacity = super.action(forKey: "opacity") as? CABasicAnimation else {
            return super.action(forKey: event)
        }
        let animation = opacity.copy() as! CABasicAnimation
        animation.keyPath = event
        animation.fromValue = (presentation() ?? model()).value(forKey: event)
        animation.toValue = nil
        return animation
    }
    override func display() {
        displayed.append(presentation()?.progress ?? -1)
    }
}

private final class PresentationReadingView: UIView {
    override class var layerClass: AnyClass { PresentationReadingLayer.self }
}

/// Core Animation animates keys a layer subclass adds as it animates its own properties.
@MainActor
final class CustomKeyAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func linearAnimation(from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    func testAnExplicitAnimationOfACustomKeyShowsInThePresentationLayer() async {
        let layer = SelfDrawingProgressLayer()
        layer.progress = 0
        layer.add(linearAnimation(from: CGFloat(0), to: CGFloat(1)), forKey: "ring")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()?.progress ?? -1, 0.5, accuracy: 0.02, "half way through")
        XCTAssertEqual(layer.progress, 0, "the model keeps its value")
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(layer.presentation()?.progress ?? -1, 0, accuracy: 1e-9, "removed at the end: the model value again")
    }

    func testSettingACustomKeyRunsItsActionFromTheValueShownBefore() async {
        let layer = SelfDrawingProgressLayer()
        layer.progress = 0.2
        layer.actions = ["progress": linearAnimation(from: nil, to: nil)]
        layer.progress = 1
        XCTAssertNotNil(layer.animation(forKey: "progress"), "the action ran for the custom key")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()?.progress ?? -1, 0.6, accuracy: 0.02, "from 0.2 to 1")
        XCTAssertEqual(layer.progress, 1)
    }

    func testAnAnimatedKeyThatNeedsDisplayRedrawsEveryFrameWithTheAnimatedValue() async {
        let layer = SelfDrawingProgressLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.progress = 1
        layer.displayIfNeeded()
        layer.drawn.removeAll()
        layer.add(linearAnimation(from: CGFloat(0), to: CGFloat(1)), forKey: "ring")
        ManualClock.advance(by: 0.5)
        XCTAssertGreaterThan(layer.drawn.count, 5, "drawn frame after frame")
        XCTAssertTrue(layer.drawn.contains { abs($0 - 0.5) < 0.05 }, "draw(in:) saw the animated value: \(layer.drawn)")
        XCTAssertTrue(layer.drawn.allSatisfy { $0 <= 0.55 }, "never the model's 1 while it runs: \(layer.drawn)")
        XCTAssertEqual(layer.progress, 1, "the model value is put back after drawing")
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(layer.drawn.last, 1, "drawn once more at the model value when it ends")
    }

    func testAViewAnimationBlockAnimatesAnMKRingStyleProgressLayer() async {
        let view = PresentationReadingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let layer = view.layer as! PresentationReadingLayer
        layer.progress = 0
        layer.displayIfNeeded()
        layer.displayed.removeAll()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { layer.progress = 0.8 }, completion: nil)
        ManualClock.advance(by: 0.5)
        XCTAssertTrue(layer.displayed.contains { abs($0 - 0.4) < 0.05 }, "display() read the animated value: \(layer.displayed)")
        XCTAssertEqual(layer.value(forKey: "progress") as? Double, 0.8, "the stored value keeps its type")
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(layer.displayed.last ?? -1, 0.8, accuracy: 1e-9)
    }

    func testADisplayOverrideThatDoesNotCallSuperIsDisplayedAgainOnTheNextRequest() async {
        let layer = PresentationReadingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay(), "the request is settled by displayIfNeeded()")
        layer.progress = 0.3
        layer.displayIfNeeded()
        XCTAssertEqual(layer.displayed, [0, 0.3], "displayed again for the next change")
    }

    func testMAXFLOATIsTheLargestFiniteFloat() async {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.repeatCount = MAXFLOAT
        XCTAssertEqual(pulse.repeatCount, Float.greatestFiniteMagnitude)
    }
}
