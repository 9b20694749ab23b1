import XCTest
import UIKit
import UIKitTesting

/// Counts the reports a `@Sendable` change handler receives (on the main thread here).
private final class ReportCounter: @unchecked Sendable {
    var count = 0
}

/// Foundation's `removeObserver(_:forKeyPath:)` with an observation as the observer, as code
/// written for iOS 10 removes the observations it made (WSTagsField's `deinit`).
@MainActor
final class KeyValueObserverRemovalTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testRemovingAnObservationStopsItsReports() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let reports = ReportCounter()
        let observation = view.observe(\.layer.bounds, options: [.old, .new]) { _, _ in reports.count += 1 }
        view.frame.size.width = 140
        XCTAssertEqual(reports.count, 1, "a bounds change reaches the layer-bounds observation")

        view.removeObserver(observation, forKeyPath: "layer.bounds")
        view.frame.size.width = 180
        XCTAssertEqual(reports.count, 1, "a removed observation hears nothing")
        observation.invalidate()
    }

    func testTheContextFormRemovesTooAndOtherObservationsGoOn() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        let removed = ReportCounter(), kept = ReportCounter()
        let first = scrollView.observe(\.contentOffset) { _, _ in removed.count += 1 }
        let second = scrollView.observe(\.contentOffset) { _, _ in kept.count += 1 }
        scrollView.removeObserver(first, forKeyPath: "contentOffset", context: nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        XCTAssertEqual(removed.count, 0)
        XCTAssertEqual(kept.count, 1, "only the removed observation stops")
        second.invalidate()
    }
}
