import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// XCTest's predicate waits move the app's manual clock: an element that appears when a 0.3 s
/// animation ends is found without waiting 0.3 s, let alone the 5 s timeout, of real time.
@MainActor
final class PredicateExpectationWaitTests: UITestCase {
    /// Starts a 0.3 s animation that shows a label named "Appeared" when it ends.
    private func showLabelAfterAnimation() {
        let label = UILabel(frame: CGRect(x: 20, y: 700, width: 200, height: 30))
        label.text = "Appeared"
        screen.panel.alpha = 1
        UIView.animate(withDuration: 0.3, animations: { self.screen.panel.alpha = 0.5 }, completion: { _ in
            self.screen.view.addSubview(label)
        })
    }

    private func appearedExpectation() -> XCTNSPredicateExpectation {
        XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: app.staticTexts["Appeared"])
    }

    /// XCTWaiter's synchronous wait (not available in async code).
    private func waitSynchronously(for expectations: [XCTestExpectation], timeout: TimeInterval) -> XCTWaiter.Result {
        XCTWaiter().wait(for: expectations, timeout: timeout)
    }

    func testXCTWaiterFindsAnElementAnAnimationAdds() async throws {
        showLabelAfterAnimation()
        let start = ManualClock.now
        let began = Date()
        XCTAssertFalse(app.staticTexts["Appeared"].exists)
        let result = waitSynchronously(for: [appearedExpectation()], timeout: 5)
        XCTAssertEqual(result, .completed)
        XCTAssertLessThan(Date().timeIntervalSince(began), 2, "real time: polls, not the animation or the timeout")
        XCTAssertGreaterThanOrEqual(ManualClock.now - start, 0.299, "manual time passed for the animation to end")
        XCTAssertLessThan(ManualClock.now - start, 1.5)
        XCTAssertTrue(app.staticTexts["Appeared"].exists)
    }

    func testExpectationForEvaluatedWithAwaitedWithFulfillment() async throws {
        showLabelAfterAnimation()
        let began = Date()
        let handled = expectation(for: NSPredicate(format: "exists == 1"), evaluatedWith: app.staticTexts["Appeared"], handler: nil)
        // The waiting thread polls; the evaluation runs on the main thread.
        await fulfillment(of: [handled], timeout: 5)
        XCTAssertLessThan(Date().timeIntervalSince(began), 2)
        XCTAssertTrue(app.staticTexts["Appeared"].exists)
    }

    func testAWaitThatTimesOutReportsTimedOut() async throws {
        let result = waitSynchronously(for: [appearedExpectation()], timeout: 0.3)
        XCTAssertEqual(result, .timedOut)
    }

    func testPredicatesOnSnapshotsInQueriesLeaveTheClockAlone() async throws {
        let start = ManualClock.now
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label == 'Save'")).count, 1)
        XCTAssertEqual(ManualClock.now, start)
    }
}
