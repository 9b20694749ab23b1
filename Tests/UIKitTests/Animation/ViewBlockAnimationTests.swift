import XCTest
import UIKit
import UIKitTesting

/// UIView's block animations on screen: the layer's presentation moves while the model has
/// the new values at once.
@MainActor
final class ViewBlockAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func box() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    func testTheLayerActionIsNSNullOutsideBlocksAndAnAnimationInside() async {
        let view = box()
        XCTAssertTrue(view.action(for: view.layer, forKey: "position") is NSNull, "UIKit: no implicit animations for views")
        var inside: (any CAAction)?
        var contents: (any CAAction)?
        UIView.animate(withDuration: 0.4) {
            inside = view.action(for: view.layer, forKey: "opacity")
            contents = view.action(for: view.layer, forKey: "contents")
        }
        let animation = inside as? CABasicAnimation
        XCTAssertNotNil(animation)
        XCTAssertEqual(animation?.duration, 0.4)
        XCTAssertEqual(animation?.fillMode, .both)
        XCTAssertTrue(contents is NSNull, "UIKit does not animate contents in blocks")
        view.center = CGPoint(x: 50, y: 50)
        XCTAssertNil(view.layer.animationKeys(), "outside a block: no animation")
    }

    func testPresentationMovesHalfwayThroughALinearAnimation() async {
        let view = box()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 110, y: 10)
            view.alpha = 0
        }, completion: nil)
        XCTAssertEqual(view.center, CGPoint(x: 110, y: 10), "the model changes at once")
        XCTAssertEqual(view.alpha, 0)
        ManualClock.advance(by: 0.5)
        let shown = view.layer.presentation()
        XCTAssertEqual(shown?.position.x ?? 0, 60, accuracy: 0.01)
        XCTAssertEqual(shown?.position.y ?? 0, 10, accuracy: 0.01)
        XCTAssertEqual(shown?.opacity ?? 0, 0.5, accuracy: 0.01)
        ManualClock.advance(by: 0.6)
        XCTAssertNil(view.layer.animationKeys(), "removed when finished")
        XCTAssertEqual(view.layer.presentation()?.position, CGPoint(x: 110, y: 10))
    }

    func testTheDefaultCurveEasesInAndOut() async {
        let view = box()
        UIView.animate(withDuration: 1) { view.center.x += 100 }
        ManualClock.advance(by: 0.25)
        let quarter = view.layer.presentation()!.position.x - 10
        XCTAssertLessThan(quarter, 25, "slow at first")
        XCTAssertGreaterThan(quarter, 5)
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(view.layer.presentation()!.position.x - 10, 50, accuracy: 0.5, "symmetric: halfway at half time")
    }

    func testCurveOptions() async {
        let easeIn = box(), easeOut = box()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { easeIn.center.x += 100 }, completion: nil)
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: { easeOut.center.x += 100 }, completion: nil)
        ManualClock.advance(by: 0.5)
        XCTAssertLessThan(easeIn.layer.presentation()!.position.x - 10, 40)
        XCTAssertGreaterThan(easeOut.layer.presentation()!.position.x - 10, 60)
    }

    func testFrameAnimatesPositionAndBoundsSize() async {
        let view = box()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        }, completion: nil)
        ManualClock.advance(by: 0.5)
        let shown = view.layer.presentation()!
        XCTAssertEqual(shown.bounds.width, 70, accuracy: 0.01)
        XCTAssertEqual(shown.bounds.height, 40, accuracy: 0.01)
        XCTAssertEqual(shown.frame.minX, 0, accuracy: 0.01)
    }

    func testDelayShowsTheOldValueUntilTheAnimationStarts() async {
        let view = box()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 }) { finished = $0 }
        ManualClock.advance(by: 0.4)
        XCTAssertEqual(view.layer.presentation()!.opacity, 1, accuracy: 0.001)
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
        XCTAssertNil(finished)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(finished, true, "completion when the animation ends: delay + duration")
    }

    func testCompletionRunsExactlyAtTheEnd() async {
        let view = box()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.2 }) { finished = $0 }
        ManualClock.advance(by: 0.2999)
        XCTAssertNil(finished)
        ManualClock.advance(by: 0.0002)
        XCTAssertEqual(finished, true)
    }

    func testABlockThatAnimatesNothingCompletesOnTheNextTurn() async {
        let view = box()
        var finished: Bool?
        UIView.animate(withDuration: 2, animations: { view.alpha = 1 }) { finished = $0 }
        XCTAssertNil(finished, "never inside the call")
        ManualClock.runLoopTurn()
        XCTAssertEqual(finished, true, "UIKit: an unchanged value animates nothing; the completion comes at once")
        var zero: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0 }) { zero = $0 }
        XCTAssertNil(view.layer.animationKeys(), "a zero duration changes at once")
        ManualClock.runLoopTurn()
        XCTAssertEqual(zero, true)
    }

    func testRemovingTheAnimationsCompletesUnfinished() async {
        let view = box()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished = $0 }
        ManualClock.advance(by: 0.3)
        view.layer.removeAllAnimations()
        XCTAssertEqual(finished, false)
        XCTAssertEqual(view.layer.presentation()?.opacity, 0, "the model shows")
    }

    func testANewAnimationOfANonAdditivePropertyReplacesTheOldOneFromWhereItIs() async {
        let view = box()
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { first = $0 }
        ManualClock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }) { second = $0 }
        XCTAssertEqual(first, false, "replaced: the first completion hears it did not finish")
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01, "starts from the value on screen")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.75, accuracy: 0.01)
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(second, true)
    }

    func testGeometryAnimationsAddUpAndBothFinish() async {
        let view = box()
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 110 }) { first = $0 }
        ManualClock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 10 }) { second = $0 }
        XCTAssertEqual(view.layer.animationKeys(), ["position", "position-2"], "UIKit (iOS 8+): additive, both run")
        XCTAssertEqual(view.layer.presentation()!.position.x, 60, accuracy: 0.01, "no jump")
        ManualClock.advance(by: 0.25)
        // First: 10 + (110 − 10)… as an offset −100 → 0 at 0.75: −25; second: +100 → 0 at 0.25: +75.
        XCTAssertEqual(view.layer.presentation()!.position.x, 10 - 25 + 75, accuracy: 0.01)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(first, true, "UIKit: an additive animation is not interrupted by the next")
        XCTAssertNil(second)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(second, true)
        XCTAssertEqual(view.layer.presentation()!.position.x, 10)
    }

    func testBeginFromCurrentStateStartsAnAbsoluteAnimationAtTheShownValue() async {
        let view = box()
        view.backgroundColor = .black
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layer.cornerRadius = 10 }, completion: nil)
        ManualClock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            view.layer.cornerRadius = 0
        }, completion: nil)
        XCTAssertEqual(view.layer.presentation()!.cornerRadius, 5, accuracy: 0.01)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.cornerRadius, 2.5, accuracy: 0.01)
    }

    func testNestedBlocksInheritDurationAndCurveUnlessOverridden() async {
        let outer = box(), inherits = box(), overrides = box()
        var innerDuration: TimeInterval = 0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            outer.alpha = 0
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: {
                innerDuration = UIView.inheritedAnimationDuration
                inherits.alpha = 0
            })
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                           animations: { overrides.alpha = 0 })
        }, completion: nil)
        XCTAssertEqual(innerDuration, 1, "UIKit: a nested block takes the outer duration")
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(overrides.layer.presentation()!.opacity, 0.5, accuracy: 0.01, "its own 0.2 s, linear")
        ManualClock.advance(by: 0.4)
        XCTAssertEqual(inherits.layer.presentation()!.opacity, 0.5, accuracy: 0.01, "the outer 1 s, linear")
        XCTAssertEqual(outer.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
    }

    func testPerformWithoutAnimationAndDisabledAnimationsChangeAtOnce() async {
        let view = box()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.center.x = 100 }
        }) { finished = $0 }
        XCTAssertNil(view.layer.animationKeys())
        ManualClock.runLoopTurn()
        XCTAssertEqual(finished, true)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.layer.presentation()?.opacity, 0.5)
    }

    func testRepeatAndAutoreverse() async {
        let view = box()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: {
            view.alpha = 0
        }) { finished = $0 }
        ManualClock.advance(by: 1.5)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01, "on the way back")
        ManualClock.advance(by: 10.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.75, accuracy: 0.01, "forever")
        XCTAssertNil(finished)
        view.layer.removeAllAnimations()
        XCTAssertEqual(finished, false)
    }

    func testSpringSettlesWithinItsDurationAndOvershootsWhenUnderdamped() async {
        let view = box()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 110 }) { finished = $0 }
        var maximum: CGFloat = 0
        for _ in 0..<60 {
            ManualClock.advance(by: 1.0 / 60)
            maximum = max(maximum, view.layer.presentation()!.position.x)
        }
        XCTAssertGreaterThan(maximum, 115, "a low damping ratio overshoots")
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.layer.presentation()!.position.x, 110)
        var action: (any CAAction)?
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { action = view.action(for: view.layer, forKey: "position") }, completion: nil)
        XCTAssertTrue(action is CASpringAnimation, "a spring block's action is a spring animation")
        let spring = SpringCheck.animation(on: view) {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 2, options: [],
                           animations: { view.center.x = 10 })
        }
        XCTAssertEqual(spring?.mass, 1, "UIKit: mass 1")
        if let spring {
            let ratio = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
            XCTAssertEqual(ratio, 1, accuracy: 1e-6)
            XCTAssertEqual(spring.initialVelocity, 2)
        }
    }

    func testLayoutSubviewsOptionAnimatesTheLayout() async {
        final class Container: UIView {
            let child = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        container.addSubview(container.child)
        container.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
            container.bounds.size.width = 200
        }, completion: nil)
        XCTAssertEqual(container.child.frame.width, 100, "laid out inside the block")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(container.child.layer.presentation()!.bounds.width, 75, accuracy: 0.01, "and animated")
    }

    func testFrameBufferShowsTheAnimationMidway() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        view.backgroundColor = .black
        window.addSubview(view)
        ManualClock.runLoopTurn()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame.origin.x = 30
            view.backgroundColor = .red
        }, completion: nil)
        ManualClock.advance(by: 0.5)
        let scale = Int(window.screen.scale)
        let midway = Snapshot.frameBufferImage(of: window)!
        XCTAssertEqual(midway.pixel(2 * scale, 10 * scale), .white, "it has left its old place")
        let moving = midway.pixel(20 * scale, 10 * scale)
        XCTAssertTrue(moving.isClose(to: Pixel(128, 0, 0, 255), tolerance: 3), "halfway there, half red: \(moving)")
        XCTAssertEqual(midway.pixel(35 * scale, 10 * scale), .white, "not there yet")
        ManualClock.advance(by: 0.6)
        let done = Snapshot.frameBufferImage(of: window)!
        XCTAssertEqual(done.pixel(35 * scale, 10 * scale), .red)
        XCTAssertEqual(done.pixel(20 * scale, 10 * scale), .white)
    }

    func testModifyAnimationsRepeatsTheChangesInside() async {
        let view = box()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
        }) { finished = $0 }
        ManualClock.advance(by: 1.5)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01, "running back")
        ManualClock.advance(by: 2.4)
        XCTAssertNil(finished, "two cycles there and back: 4 seconds")
        ManualClock.advance(by: 0.2)
        XCTAssertEqual(finished, true)
    }

    func testSpringDurationAndBounce() async {
        let view = box()
        var finished: Bool?
        UIView.animate(springDuration: 0.5, bounce: 0.4, animations: { view.center.x = 110 }) { finished = $0 }
        var maximum: CGFloat = 0
        for _ in 0..<30 {
            ManualClock.advance(by: 1.0 / 60)
            maximum = max(maximum, view.layer.presentation()!.position.x)
        }
        XCTAssertGreaterThan(maximum, 110, "a bounce overshoots")
        ManualClock.advance(by: 5)
        XCTAssertEqual(finished, true)
    }

    func testDeleteSystemAnimationFadesAndRemovesTheViews() async {
        let parent = UIView(), view = box()
        parent.addSubview(view)
        var finished: Bool?
        UIView.perform(.delete, on: [view], options: .curveLinear, animations: nil) { finished = $0 }
        XCTAssertTrue(view.superview === parent, "removed when the animation ends")
        ManualClock.advance(by: 0.15)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
        ManualClock.advance(by: 0.2)
        XCTAssertEqual(finished, true)
        XCTAssertNil(view.superview)
    }

    func testAnimatedViewsIgnoreTouchesUnlessTheBlockAllowsThem() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let other = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        window.addSubview(view)
        window.addSubview(other)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { other.alpha = 0.5 }, completion: nil)
        XCTAssertTrue(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === window, "UIKit: the animated view ignores touches")
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === other, "allowed by the block")
        ManualClock.advance(by: 1.1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === view, "touchable again when done")
    }

    func testAnIdleAppStopsTicking() async {
        let view = box()
        UIView.animate(withDuration: 0.5) { view.alpha = 0 }
        XCTAssertTrue(ManualClock.hasPendingTimers)
        ManualClock.advance(by: 0.6)
        XCTAssertFalse(ManualClock.hasPendingTimers, "no animation runs: nothing ticks")
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        animator.fractionComplete = 0.5
        ManualClock.runLoopTurn()
        XCTAssertFalse(ManualClock.hasPendingTimers, "a paused animator shows its state without ticking")
        animator.stopAnimation(true)
    }
}

/// The spring animation a block adds to a view's layer.
@MainActor
enum SpringCheck {
    static func animation(on view: UIView, _ block: () -> Void) -> CASpringAnimation? {
        let before = Set(view.layer.animationKeys() ?? [])
        block()
        let key = (view.layer.animationKeys() ?? []).first { !before.contains($0) }
        return key.flatMap { view.layer.animation(forKey: $0) as? CASpringAnimation }
    }
}
