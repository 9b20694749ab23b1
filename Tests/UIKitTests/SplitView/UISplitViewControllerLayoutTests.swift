import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class UISplitViewControllerLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeDouble() -> (UISplitViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = SplitFixtures.titled("List")
        let secondary = SplitFixtures.titled("Detail")
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    func testLandscapeIPadTilesA320PointPrimaryBesideTheSecondary() async {
        let (split, primary, secondary) = makeDouble()
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        XCTAssertEqual(split.traitCollection.horizontalSizeClass, .regular)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(split.splitBehavior, .tile)
        XCTAssertEqual(split.primaryColumnWidth, 320, "UIKit: the primary column is 320 points wide by default")
        let primaryContainer = try? XCTUnwrap(primary.navigationController)
        let secondaryContainer = try? XCTUnwrap(secondary.navigationController)
        XCTAssertEqual(primaryContainer?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertEqual(secondaryContainer?.view.frame, CGRect(x: 320, y: 0, width: 704, height: 768))
        XCTAssertTrue(primary.view.window === window, "both columns are on screen")
        XCTAssertTrue(secondary.view.window === window)
    }

    func testWidthFractionIsClampedToTheMaximumWidth() async {
        let (split, primary, _) = makeDouble()
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        split.preferredPrimaryColumnWidthFraction = 0.5
        window.layoutIfNeeded()
        XCTAssertEqual(split.primaryColumnWidth, 320, "UIKit: the automatic maximum keeps a fraction at 320 points")
        split.maximumPrimaryColumnWidth = 600
        window.layoutIfNeeded()
        XCTAssertEqual(split.primaryColumnWidth, 512)
        XCTAssertEqual(primary.navigationController?.view.frame.width, 512)
        split.preferredPrimaryColumnWidth = 400
        window.layoutIfNeeded()
        XCTAssertEqual(split.primaryColumnWidth, 400, "a width in points wins over the fraction")
        split.minimumPrimaryColumnWidth = 450
        window.layoutIfNeeded()
        XCTAssertEqual(split.primaryColumnWidth, 450)
    }

    func testTrailingPrimaryEdgeMirrorsTheColumns() async {
        let (split, primary, secondary) = makeDouble()
        split.primaryEdge = .trailing
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        XCTAssertEqual(primary.navigationController?.view.frame, CGRect(x: 704, y: 0, width: 320, height: 768))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 704, height: 768))
        withExtendedLifetime(window) {}
    }

    func testPortraitShowsTheSecondaryAndShowingThePrimaryLaysItOver() async {
        let (split, primary, secondary) = makeDouble()
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.padPortrait, root: split)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertNil(primary.viewIfLoaded?.window, "the hidden primary is not on screen")
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 768, height: 1024))
        recorder.calls.removeAll()
        split.show(.primary)
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        XCTAssertEqual(recorder.calls, ["willChangeTo 3", "willShow primary"])
        XCTAssertEqual(primary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 1024))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 768, height: 1024), "over: the secondary keeps the width")
        // UIKit: a tap beside the overlay hides it.
        recorder.calls.removeAll()
        InputSimulator(window: window).tap(at: CGPoint(x: 600, y: 500))
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(recorder.calls, ["willChangeTo 1", "willHide primary"])
        ManualClock.advance(by: 1)
        XCTAssertNil(primary.view.window, "and leaves when the animation ends")
    }

    func testTripleColumnDisplacesTheSecondaryInLandscape() async {
        let split = UISplitViewController(style: .tripleColumn)
        let primary = SplitFixtures.titled("Mailboxes")
        let supplementary = SplitFixtures.titled("Inbox")
        let secondary = SplitFixtures.titled("Message")
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(supplementary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 704, height: 768))
        XCTAssertNil(primary.viewIfLoaded?.window)
        split.show(.primary)
        XCTAssertEqual(split.displayMode, .twoDisplaceSecondary)
        XCTAssertEqual(primary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertEqual(supplementary.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 320, height: 768))
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 640, y: 0, width: 704, height: 768),
                       "UIKit: displacing pushes the secondary partly off screen at its width")
        split.hide(.supplementary)
        XCTAssertEqual(split.displayMode, .secondaryOnly, "UIKit: hiding the supplementary hides the primary too")
        // A tiled preference reads as displacing while the split behavior displaces.
        split.preferredSplitBehavior = .tile
        split.preferredDisplayMode = .twoOverSecondary
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .twoBesideSecondary)
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 640, y: 0, width: 384, height: 768))
    }

    func testDisplayModeButtonTogglesThePrimary() async {
        let (split, primary, secondary) = makeDouble()
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        secondary.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        window.layoutIfNeeded()
        guard let navigation = secondary.navigationController,
              let button = NavigationFixtures.button("Toggle Sidebar", in: navigation.navigationBar) else {
            return XCTFail("no display mode button")
        }
        InputSimulator(window: window).tap(button)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        ManualClock.advance(by: 1)
        XCTAssertNil(primary.view.window)
        XCTAssertEqual(navigation.view.frame, CGRect(x: 0, y: 0, width: 1024, height: 768))
        split.show(.primary)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertTrue(primary.view.window === window)
    }
}
