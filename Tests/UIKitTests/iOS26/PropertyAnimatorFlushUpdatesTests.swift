import XCTest
import Observation
import UIKit
import UIKitTesting

@Observable
final class FlushedModel {
    var width: CGFloat = 10
}

/// iOS 26 `UIViewPropertyAnimator.flushUpdates`, and the flushes where animations are
/// disabled and enabled again inside a flushing block.
@MainActor
final class PropertyAnimatorFlushUpdatesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    /// A view whose child's width follows the model's, read in `layoutSubviews()` (tracked).
    final class Sized: UIView {
        let model: FlushedModel
        let child = UIView()
        init(model: FlushedModel) {
            self.model = model
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            addSubview(child)
        }
        required init?(coder: NSCoder) { fatalError("unused") }
        override func layoutSubviews() {
            super.layoutSubviews()
            child.frame = CGRect(x: 0, y: 0, width: model.width, height: 10)
        }
    }

    private func shown(_ model: FlushedModel) -> (Sized, UIWindow) {
        let view = Sized(model: model)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        window.addSubview(view)
        ManualClock.runLoopTurn()
        return (view, window)
    }

    func testAFlushingAnimatorAppliesPendingUpdatesFirstThenAnimatesTheBlocksChanges() async {
        let model = FlushedModel()
        let (view, window) = shown(model)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        XCTAssertFalse(animator.flushUpdates, "off by default")
        animator.flushUpdates = true
        model.width = 30   // pending before the block: applied without animation
        animator.addAnimations {
            XCTAssertEqual(view.child.frame.width, 30, "pending layout flushed before the block")
            XCTAssertTrue(view.child.layer.animationKeys()?.isEmpty ?? true, "…without animation")
            model.width = 80
        }
        animator.startAnimation()
        XCTAssertEqual(view.child.frame.width, 80, "the block's model change laid out at the block's end")
        XCTAssertFalse(view.child.layer.animationKeys()?.isEmpty ?? true, "and animated by the animator")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.child.layer.presentation()?.frame.width ?? 0, 55, accuracy: 1, "halfway along the timeline")
        ManualClock.advance(by: 1)
        XCTAssertEqual(animator.state, .inactive)
        _ = window
    }

    func testAnAnimatorWithoutFlushUpdatesLeavesTheChangeToTheNextLayout() async {
        let model = FlushedModel()
        let (view, window) = shown(model)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { model.width = 80 }
        animator.startAnimation()
        XCTAssertEqual(view.child.frame.width, 10, "not laid out inside the block")
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.child.frame.width, 80)
        XCTAssertTrue(view.child.layer.animationKeys()?.isEmpty ?? true, "laid out later, unanimated")
        _ = window
    }

    func testRunningPropertyAnimatorTakesFlushUpdatesFromItsOptions() async {
        let model = FlushedModel()
        let (view, window) = shown(model)
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.flushUpdates]) {
            model.width = 50
        }
        XCTAssertTrue(animator.flushUpdates)
        XCTAssertEqual(view.child.frame.width, 50)
        XCTAssertFalse(view.child.layer.animationKeys()?.isEmpty ?? true)
        _ = window
    }

    func testUpdatesPendingWhenAnimationsAreDisabledInAFlushingBlockKeepTheirAnimation() async {
        let model = FlushedModel()
        let (view, window) = shown(model)
        UIView.animate(withDuration: 1, delay: 0, options: [.flushUpdates], animations: {
            model.width = 60   // made with animations on: flushed animated when they are disabled
            UIView.performWithoutAnimation {
                XCTAssertEqual(view.child.frame.width, 60, "flushed before animations were disabled")
                XCTAssertFalse(view.child.layer.animationKeys()?.isEmpty ?? true, "…and animated")
                view.child.layer.removeAllAnimations()
                model.width = 20   // made with animations off: flushed unanimated when re-enabled
            }
            XCTAssertEqual(view.child.frame.width, 20, "flushed before animations were enabled again")
            XCTAssertTrue(view.child.layer.animationKeys()?.isEmpty ?? true, "…without animation")
        }, completion: nil)
        _ = window
    }
}
