import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewAnimationTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testChangesApplyToTheModelAtOnceAndCompletionRunsAfterTheDuration() async {
        ManualClock.install()
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { done in finished = done }
        XCTAssertEqual(view.alpha, 0, "UIKit: the model value changes immediately")
        ManualClock.advance(by: 0.2)
        XCTAssertNil(finished)
        ManualClock.advance(by: 0.2)
        XCTAssertEqual(finished, true)
    }

    func testDelayAddsToTheCompletionTime() async {
        ManualClock.install()
        var done = false
        let view = UIView()
        UIView.animate(withDuration: 0.2, delay: 0.5, options: [.curveEaseOut], animations: { view.alpha = 0 }) { _ in done = true }
        ManualClock.advance(by: 0.6)
        XCTAssertFalse(done)
        ManualClock.advance(by: 0.2)
        XCTAssertTrue(done)
    }

    func testPerformWithoutAnimationAndInheritedDuration() async {
        ManualClock.install()
        var inside: TimeInterval = -1
        UIView.animate(withDuration: 0.4) { inside = UIView.inheritedAnimationDuration }
        XCTAssertEqual(inside, 0.4)
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        var withoutAnimation: TimeInterval = -1
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 0.4) { withoutAnimation = UIView.inheritedAnimationDuration }
        }
        XCTAssertEqual(withoutAnimation, 0)
        XCTAssertTrue(UIView.areAnimationsEnabled)
    }

    func testTransitionReplacesTheView() async {
        ManualClock.install()
        let parent = UIView(), old = UIView(), new = UIView()
        parent.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.2, options: .transitionCrossDissolve)
        XCTAssertNil(old.superview)
        XCTAssertTrue(new.superview === parent)
    }

    func testPropertyAnimatorTimelineAndCompletion() async {
        ManualClock.install()
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.alpha, 0.5)
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
        animator.pauseAnimation()
        ManualClock.advance(by: 5)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9, "paused")
        XCTAssertNil(position)
        animator.startAnimation()
        ManualClock.advance(by: 0.75)
        XCTAssertEqual(position, .end)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testStoppingAnAnimatorAndFinishingAtAPosition() async {
        ManualClock.install()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [], animations: {}) { position = $0 }
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        animator.finishAnimation(at: .current)
        XCTAssertEqual(position, .current)
        ManualClock.advance(by: 2)
        XCTAssertEqual(position, .current, "a stopped animator does not complete again")
    }
}
