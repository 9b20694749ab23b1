import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Records the will/did column calls of a split view controller's delegate (iOS 26 adds
/// `didShow`/`didHide`).
@MainActor
private final class ColumnNoticeRecorder: NSObject, UISplitViewControllerDelegate {
    var calls: [String] = []
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        calls.append("willShow \(column)")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        calls.append("willHide \(column)")
    }
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {
        calls.append("didShow \(column)")
    }
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {
        calls.append("didHide \(column)")
    }
}

/// iOS 26 split view controller: the delegate's `didShow`/`didHide` after a column's
/// transition, and the inspector presented as a sheet while collapsed.
@MainActor
final class InspectorColumnTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeSplit() -> (UISplitViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(SplitFixtures.titled("List"), for: .primary)
        split.setViewController(SplitFixtures.titled("Detail"), for: .secondary)
        let inspector = SplitFixtures.titled("Inspector")
        split.setViewController(inspector, for: .inspector)
        return (split, inspector)
    }

    func testTheInspectorsDidShowAndDidHideComeAfterItsSlide() async throws {
        let (split, _) = makeSplit()
        let recorder = ColumnNoticeRecorder()
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        split.show(.inspector)
        XCTAssertEqual(recorder.calls, ["willShow inspector"], "did comes when the slide ends")
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.calls, ["willShow inspector", "didShow inspector"])
        split.hide(.inspector)
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.calls, ["willShow inspector", "didShow inspector", "willHide inspector", "didHide inspector"])
        _ = window
    }

    func testDisplayModeChangesTellDidHideAndDidShow() async throws {
        let (split, _) = makeSplit()
        let recorder = ColumnNoticeRecorder()
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        XCTAssertTrue(split.isShowing(.primary))
        split.hide(.primary)
        XCTAssertEqual(recorder.calls, ["willHide primary"])
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.calls, ["willHide primary", "didHide primary"])
        split.show(.primary)
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.calls.suffix(2), ["willShow primary", "didShow primary"])
        _ = window
    }

    func testACollapsedSplitViewControllerPresentsTheInspectorAsASheet() async throws {
        let (split, inspector) = makeSplit()
        let recorder = ColumnNoticeRecorder()
        let window = SplitFixtures.window(SplitFixtures.phone, root: split)
        split.delegate = recorder
        XCTAssertTrue(split.isCollapsed)
        let container = try XCTUnwrap(inspector.navigationController)
        split.show(.inspector)
        XCTAssertTrue(split.presentedViewController === container, "iOS 26: a sheet when collapsed")
        XCTAssertEqual(recorder.calls, ["willShow inspector"])
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.calls, ["willShow inspector", "didShow inspector"])
        XCTAssertTrue(split.isShowing(.inspector))
        XCTAssertTrue(inspector.view.window === window)
        XCTAssertTrue(split.isShowing(.secondary), "the secondary stays on top underneath")

        split.hide(.inspector)
        ManualClock.advance(by: 1)
        XCTAssertNil(split.presentedViewController)
        XCTAssertEqual(recorder.calls.suffix(2), ["willHide inspector", "didHide inspector"])
        XCTAssertFalse(split.isShowing(.inspector))
        XCTAssertTrue(container.parent === split, "back among the split view controller's children")
        XCTAssertTrue(split.viewController(for: .inspector) === inspector)

        // Shown again, then expanding puts the inspector back in its column.
        split.show(.inspector)
        ManualClock.advance(by: 1)
        window.frame = CGRect(x: 0, y: 0, width: 926, height: 428)
        window.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertNil(split.presentedViewController)
        XCTAssertTrue(split.isShowing(.inspector))
        XCTAssertTrue(inspector.view.window === window)
        XCTAssertTrue(container.view.superview === split.view, "a column again")
        XCTAssertEqual(container.view.frame.width, 320)
        XCTAssertEqual(container.view.frame.maxX, split.view.bounds.maxX, accuracy: 0.5, "at the trailing edge")
    }
}
