import XCTest
import UIKit
import UIKitTesting

/// Block animation facts iOS code leans on: model values change at once, layout inside a block
/// animates, and the animation context is visible while the block runs.
@MainActor
final class AnimationBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testHiddenChangesAtOnceInsideABlock() async {
        // UIKit: isHidden is not animatable; it takes effect immediately even inside an animation block.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { view.isHidden = true }
        XCTAssertTrue(view.isHidden)
        XCTAssertTrue(view.layer.isHidden)
        XCTAssertNil(view.layer.animation(forKey: "hidden"))
    }

    func testInheritedDurationIsVisibleOnlyInsideTheBlock() async {
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        var inside: TimeInterval = -1
        UIView.animate(withDuration: 0.7) { inside = UIView.inheritedAnimationDuration }
        XCTAssertEqual(inside, 0.7)
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
    }

    func testLayoutIfNeededInsideABlockAnimatesTheNewFrames() async {
        // UIKit: frames set by a layout pass run inside an animation block are animated.
        let (window, _) = makeWindow()
        let parent = UIView(frame: window.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        let constraintFree = ChildMover(child: child)
        parent.addSubview(constraintFree)
        constraintFree.target = CGRect(x: 100, y: 0, width: 50, height: 50)
        constraintFree.setNeedsLayout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            constraintFree.layoutIfNeeded()
        }, completion: nil)
        XCTAssertEqual(child.frame.origin.x, 100, "the model is final at once")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(child.layer.presentation()?.position.x ?? 0, 75, accuracy: 0.5, "halfway along")
    }

    func testAnimationsDisabledApplyAtOnceAndStillComplete() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        XCTAssertNil(view.layer.animationKeys())
        ManualClock.runLoopTurn()
        ManualClock.advance(by: 1.1)
        XCTAssertEqual(finished, true)
    }

    func testAZeroDurationCompletionWaitsForTheNextTurn() async {
        // UIKit: with a duration of 0 the completion runs at the start of the next run loop cycle.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        XCTAssertNil(finished, "not called synchronously")
        ManualClock.runLoopTurn()
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.alpha, 0.5)
    }

    func testTransitionFromViewToViewSwapsThemInTheHierarchy() async {
        // UIKit: transition(from:to:duration:options:completion:) removes fromView and adds toView
        // in its place; with .showHideTransitionViews it hides fromView instead.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let from = UIView(), to = UIView()
        container.addSubview(from)
        var done: Bool?
        UIView.transition(from: from, to: to, duration: 0.2, options: [], completion: { done = $0 })
        ManualClock.runLoopTurn()
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(done, true)
        XCTAssertNil(from.superview)
        XCTAssertTrue(to.superview === container)
        let other = UIView()
        other.isHidden = true
        container.addSubview(other)
        UIView.transition(from: to, to: other, duration: 0, options: .showHideTransitionViews, completion: nil)
        ManualClock.runLoopTurn()
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(to.superview === container)
        XCTAssertTrue(to.isHidden)
        XCTAssertFalse(other.isHidden)
    }
}

/// Moves a sibling view during its own layout pass (a stand-in for constraint-driven layout).
@MainActor
private final class ChildMover: UIView {
    let child: UIView
    var target: CGRect = .zero
    init(child: UIView) {
        self.child = child
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        child.frame = target
    }
}
