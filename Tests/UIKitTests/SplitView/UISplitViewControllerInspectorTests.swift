import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// The iOS 26 inspector column: hidden by default, a trailing column beside the secondary
/// once shown, with its own widths.
@MainActor
final class UISplitViewControllerInspectorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeSplit() -> (UISplitViewController, UIViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = SplitFixtures.titled("List")
        let secondary = SplitFixtures.titled("Detail")
        let inspector = SplitFixtures.titled("Inspector")
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.setViewController(inspector, for: .inspector)
        return (split, primary, secondary, inspector)
    }

    func testTheInspectorIsHiddenUntilShownThenTrailsTheSecondary() async throws {
        XCTAssertEqual(UISplitViewController.Column.inspector.rawValue, 4)
        let (split, primary, secondary, inspector) = makeSplit()
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        XCTAssertTrue(split.viewController(for: .inspector) === inspector)
        XCTAssertNotNil(inspector.navigationController, "wrapped in a navigation controller like the other columns")
        XCTAssertFalse(split.isShowing(.inspector), "UIKit: hidden by default")
        XCTAssertNil(inspector.viewIfLoaded?.window)
        XCTAssertTrue(split.isShowing(.primary))
        XCTAssertTrue(split.isShowing(.secondary))
        split.show(.inspector)
        XCTAssertEqual(recorder.calls, ["willShow inspector"])
        XCTAssertTrue(split.isShowing(.inspector))
        XCTAssertEqual(split.displayMode, .oneBesideSecondary, "the display mode is unchanged")
        XCTAssertEqual(split.inspectorColumnWidth, 320)
        let inspectorView = try XCTUnwrap(inspector.navigationController?.view)
        XCTAssertTrue(inspectorView.window === window)
        XCTAssertEqual(inspectorView.frame, CGRect(x: 704, y: 0, width: 320, height: 768))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 384, height: 768))
        XCTAssertEqual(primary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertEqual(inspectorView.layer.presentation()?.frame.minX ?? 0, 1024, accuracy: 0.5, "slides in from the trailing edge")
        ManualClock.advance(by: 1)
        split.hide(.inspector)
        XCTAssertEqual(recorder.calls, ["willShow inspector", "willHide inspector"])
        XCTAssertFalse(split.isShowing(.inspector))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 704, height: 768))
        XCTAssertEqual(inspectorView.frame.minX, 1024, "slides out by the trailing edge")
        ManualClock.advance(by: 1)
        XCTAssertNil(inspectorView.window)
    }

    func testInspectorWidthsFollowThePreferredAndLimitWidths() async throws {
        let (split, _, secondary, inspector) = makeSplit()
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        split.preferredInspectorColumnWidthFraction = 0.4
        XCTAssertEqual(split.inspectorColumnWidth, 320, "a fraction is clamped by the automatic maximum")
        split.maximumInspectorColumnWidth = 500
        XCTAssertEqual(split.inspectorColumnWidth, 410)
        split.preferredInspectorColumnWidth = 250
        XCTAssertEqual(split.inspectorColumnWidth, 250, "points win over the fraction")
        split.minimumInspectorColumnWidth = 280
        XCTAssertEqual(split.inspectorColumnWidth, 280)
        split.show(.inspector)
        ManualClock.advance(by: 1)
        window.layoutIfNeeded()
        XCTAssertEqual(inspector.navigationController?.view.frame, CGRect(x: 744, y: 0, width: 280, height: 768))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 424, height: 768))
    }

    func testAClassicSplitViewControllerHasNoInspector() async {
        let split = UISplitViewController()
        split.viewControllers = [SplitFixtures.titled("A"), SplitFixtures.titled("B")]
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        defer { withExtendedLifetime(window) {} }
        split.show(.inspector)
        XCTAssertFalse(split.isShowing(.inspector))
        XCTAssertEqual(split.inspectorColumnWidth, 0)
    }
}
