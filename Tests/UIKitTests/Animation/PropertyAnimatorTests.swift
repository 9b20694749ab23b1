import XCTest
import UIKit
import UIKitTesting

/// UIViewPropertyAnimator driving real animations: what the layer shows as the animator
/// runs, pauses, scrubs, reverses, stops and finishes.
@MainActor
final class PropertyAnimatorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func box() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    private func shownX(_ view: UIView) -> CGFloat {
        view.layer.presentation()!.position.x
    }

    func testRunningAnimatorMovesTheLayerAndCompletesAtTheEnd() async {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        XCTAssertEqual(view.center.x, 110, "the model changes when the animator starts")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(shownX(view), 60, accuracy: 0.01)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-6)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(position, .end)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertNil(view.layer.animationKeys(), "the animations are gone")
        XCTAssertEqual(shownX(view), 110)
    }

    func testBareInitIsAZeroDurationAnimatorWhoseAnimationsApplyWhenStarted() async {
        let view = box()
        let animator = UIViewPropertyAnimator()
        XCTAssertEqual(animator.duration, 0)
        XCTAssertEqual(animator.state, .inactive)
        var position: UIViewAnimatingPosition?
        animator.addAnimations { view.center.x = 80 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        XCTAssertEqual(view.center.x, 80, "the model changes when it starts")
        ManualClock.advance(by: 0.01)
        XCTAssertEqual(position, .end, "no duration: it ends at once")
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(shownX(view), 80)
    }

    func testPausedAnimatorHoldsItsState() async {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        ManualClock.advance(by: 0.25)
        animator.pauseAnimation()
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.state, .active)
        ManualClock.advance(by: 3)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.75, accuracy: 0.01)
        XCTAssertFalse(ManualClock.hasPendingTimers, "paused: nothing ticks")
        animator.startAnimation()
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.25, accuracy: 0.01, "resumes where it was")
    }

    func testScrubbingShowsTheInterpolatedStateLinearly() async {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 110 }
        animator.fractionComplete = 0.3
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(view.center.x, 110)
        XCTAssertEqual(shownX(view), 40, accuracy: 0.01, "UIKit: scrubs linearly by default")
        animator.fractionComplete = 0.8
        XCTAssertEqual(shownX(view), 90, accuracy: 0.01)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        XCTAssertLessThan(shownX(view), 50, "with the ease-in curve")
    }

    func testScrubbedFrameBufferShowsTheInterpolatedState() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        view.backgroundColor = .black
        window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.frame.origin.x = 30 }
        animator.fractionComplete = 0.5
        let scale = Int(window.screen.scale)
        let image = Snapshot.frameBufferImage(of: window)!
        XCTAssertEqual(image.pixel(20 * scale, 10 * scale), .black, "drawn halfway")
        XCTAssertEqual(image.pixel(2 * scale, 10 * scale), .white)
        XCTAssertEqual(image.pixel(35 * scale, 10 * scale), .white)
        animator.stopAnimation(true)
    }

    func testContinuingAfterScrubbingGoesOnFromTheShownValue() async {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 110 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertTrue(animator.isRunning)
        ManualClock.runLoopTurn()
        XCTAssertEqual(shownX(view), 60, accuracy: 0.5, "no jump when the curve takes over")
        ManualClock.advance(by: 0.49)
        XCTAssertNil(position)
        ManualClock.advance(by: 0.02)
        XCTAssertEqual(position, .end, "the rest of the duration")
    }

    func testReversingRunsBackToTheStartAndRestoresTheModel() async {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        ManualClock.advance(by: 0.6)
        animator.isReversed = true
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(shownX(view), 40, accuracy: 0.01, "heading back")
        XCTAssertEqual(animator.fractionComplete, 0.7, accuracy: 1e-6, "UIKit: counted from the end once reversed")
        ManualClock.advance(by: 0.31)
        XCTAssertEqual(position, .start)
        XCTAssertEqual(view.center.x, 10, "UIKit: ending at the start puts the start values back")
        XCTAssertEqual(shownX(view), 10)
    }

    func testPausesOnCompletionKeepsTheAnimatorActive() async {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        ManualClock.advance(by: 1)
        XCTAssertNil(position, "UIKit: no completion while it pauses on completion")
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0, accuracy: 0.001)
        animator.isReversed = true
        animator.startAnimation()
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
    }

    func testStopWithoutFinishingKeepsWhatIsShown() async {
        let view = box()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        ManualClock.advance(by: 0.4)
        animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.alpha, 0.6, accuracy: 0.01, "the model takes the shown value")
        XCTAssertNil(view.layer.animationKeys())
        ManualClock.advance(by: 1)
        XCTAssertNil(position, "no completion")
    }

    func testStopThenFinishAtAPosition() async {
        let view = box()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        ManualClock.advance(by: 0.4)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.alpha, 0.6, accuracy: 0.01)
        animator.finishAnimation(at: .end)
        XCTAssertEqual(position, .end)
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testAnimationsAddedWhileRunningTakeTheRestOfTheTime() async {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.startAnimation()
        ManualClock.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.layer.presentation()!.opacity, 1, accuracy: 0.01, "starts from where it is")
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01, "over the remaining half second")
    }

    func testDelayFactorAndStartDelay() async {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation(afterDelay: 1)
        ManualClock.advance(by: 1.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 1, accuracy: 0.001, "waits for the delay, then half the duration")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
    }

    func testSpringAndCubicTimingParameters() async {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        XCTAssertEqual(cubic.timingCurveType, .cubic)
        XCTAssertEqual(UICubicTimingParameters().animationCurve, .easeInOut)
        let view = box()
        let linear = UIViewPropertyAnimator(duration: 1, timingParameters: cubic)
        linear.addAnimations { view.center.x = 110 }
        linear.startAnimation()
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(shownX(view), 60, accuracy: 0.01)
        ManualClock.advance(by: 0.6)

        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        XCTAssertEqual(spring.timingCurveType, .spring)
        let springy = UIViewPropertyAnimator(duration: 99, timingParameters: spring)
        XCTAssertLessThan(springy.duration, 5, "UIKit: a physical spring lasts until it settles")
        XCTAssertGreaterThan(springy.duration, 0.5)
        springy.addAnimations { view.center.x = 10 }
        var maximum: CGFloat = 0
        springy.startAnimation()
        for _ in 0..<120 {
            ManualClock.advance(by: 1.0 / 60)
            maximum = max(maximum, 110 - shownX(view))
        }
        XCTAssertGreaterThan(maximum, 100, "a damping ratio of 0.5 overshoots")
    }

    func testRunningPropertyAnimatorUsesTheCurveOption() async {
        let view = box()
        var position: UIViewAnimatingPosition?
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0
        }) { position = $0 }
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(position, .end, "the running animator keeps itself alive")
    }

    func testKeyframesInsideAnAnimatorScrubWithIt() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 110 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y = 110 }
            })
        }
        animator.fractionComplete = 0.25
        XCTAssertEqual(view.layer.presentation()!.position.x, 60, accuracy: 0.01)
        XCTAssertEqual(view.layer.presentation()!.position.y, 10, accuracy: 0.01)
        animator.fractionComplete = 0.75
        XCTAssertEqual(view.layer.presentation()!.position.x, 110, accuracy: 0.01)
        XCTAssertEqual(view.layer.presentation()!.position.y, 60, accuracy: 0.01)
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        ManualClock.advance(by: 0.8)
        XCTAssertEqual(position, .start)
        XCTAssertEqual(view.center, CGPoint(x: 10, y: 10), "back at the start values")
    }

    func testDurationFactorSetsTheRemainingTime() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.25)
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.25, accuracy: 0.01, "half the rest in a quarter second")
        ManualClock.advance(by: 0.26)
        XCTAssertEqual(position, .end, "0.25 × 2 s for the rest")
    }
}
