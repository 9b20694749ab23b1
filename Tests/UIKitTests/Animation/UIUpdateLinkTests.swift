import XCTest
import QuartzCore
import UIKit
import UIKitTesting

/// iOS 18's `UIUpdateLink` on the framework clock.
@MainActor
final class UIUpdateLinkTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func windowWithView() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.makeKeyAndVisible()
        return (window, view)
    }

    func testAnEnabledLinkRunsItsActionsAtEveryFrameWithTheFrameTimes() async {
        let (window, view) = windowWithView()
        var times: [TimeInterval] = []
        var deadlines: [TimeInterval] = []
        let link = UIUpdateLink(view: view) { _, info in
            times.append(info.modelTime)
            deadlines.append(info.completionDeadlineTime)
        }
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(times, [], "UIKit: a link does nothing until enabled")
        link.isEnabled = true
        ManualClock.advance(by: 0.5)
        let rate = Double(window.screen.maximumFramesPerSecond)
        XCTAssertEqual(Double(times.count), 0.5 * rate, accuracy: 1, "one update per display frame")
        for (time, deadline) in zip(times, deadlines) {
            XCTAssertEqual(deadline - time, 1 / rate, accuracy: 1e-9, "the deadline is the next frame")
        }
        link.isEnabled = false
        let count = times.count
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(times.count, count, "a disabled link stops")
        withExtendedLifetime(window) {}
    }

    func testTheLinkIsActiveOnlyWhileItsViewIsInAVisibleWindow() async {
        let (window, view) = windowWithView()
        var updates = 0
        let link = UIUpdateLink(view: view)
        link.addAction { _, _ in updates += 1 }
        link.isEnabled = true
        ManualClock.advance(by: 0.1)
        XCTAssertGreaterThan(updates, 0)
        view.removeFromSuperview()
        let count = updates
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(updates, count, "no updates once the view leaves the window")
        window.addSubview(view)
        ManualClock.advance(by: 0.1)
        XCTAssertGreaterThan(updates, count, "updates again back in the window")
        withExtendedLifetime((window, link)) {}
    }

    func testActionsRunInPhaseOrderAndLowLatencyPhasesOnlyWhenWanted() async {
        let (window, view) = windowWithView()
        var log: [String] = []
        let link = UIUpdateLink(view: view)
        link.addAction(to: .afterUpdateComplete) { _, _ in log.append("complete") }
        link.addAction(to: .beforeLowLatencyEventDispatch) { _, info in
            log.append("lowLatency \(info.isPerformingLowLatencyPhases)")
        }
        link.addAction { _, info in log.append("default \(info.isPerformingLowLatencyPhases)") }
        link.addAction(to: .afterUpdateScheduled) { link, _ in
            log.append("scheduled \(link.currentUpdateInfo() != nil)")
        }
        link.isEnabled = true
        ManualClock.advance(by: 1 / Double(window.screen.maximumFramesPerSecond) + 1e-6)
        XCTAssertEqual(log, ["scheduled true", "default false", "complete"])
        XCTAssertNil(link.currentUpdateInfo(), "nil outside an update")
        log.removeAll()
        link.wantsLowLatencyEventDispatch = true
        ManualClock.advance(by: 1 / Double(window.screen.maximumFramesPerSecond))
        XCTAssertEqual(log, ["scheduled true", "default false", "lowLatency true", "complete"])
        withExtendedLifetime(window) {}
    }

    func testPreferredFrameRateRangeSpacesTheUpdates() async throws {
        let (window, _) = windowWithView()
        let scene = try XCTUnwrap(window.windowScene)
        var times: [TimeInterval] = []
        let link = UIUpdateLink(windowScene: scene) { _, info in times.append(info.modelTime) }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
        link.isEnabled = true
        ManualClock.advance(by: 1)
        XCTAssertEqual(Double(times.count), 30, accuracy: 1, "about 30 updates a second")
        XCTAssertFalse(link.requiresContinuousUpdates)
        XCTAssertFalse(link.wantsImmediatePresentation)
        withExtendedLifetime((window, link)) {}
    }
}
