import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Display mode changes animate (UIKit): `show(_:)`/`hide(_:)` always, a `preferredDisplayMode`
/// change when made in an animation block; the frames are the final ones at once, the
/// presentation moves between.
@MainActor
final class UISplitViewControllerAnimationTests: XCTestCase {
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

    private func shownFrame(_ view: UIView) -> CGRect {
        view.layer.presentation()?.frame ?? view.frame
    }

    func testHidingThePrimarySlidesItOutWhileTheSecondaryWidens() async throws {
        let (split, primary, secondary) = makeDouble()
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        let primaryView = try XCTUnwrap(primary.navigationController?.view)
        let secondaryView = try XCTUnwrap(secondary.navigationController?.view)
        split.hide(.primary)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(secondaryView.frame, CGRect(x: 0, y: 0, width: 1024, height: 768), "the model frame is the final one")
        XCTAssertEqual(primaryView.frame, CGRect(x: -320, y: 0, width: 320, height: 768), "the primary goes past the leading edge")
        XCTAssertEqual(shownFrame(secondaryView).minX, 320, accuracy: 0.5, "on screen it starts where it was")
        XCTAssertEqual(shownFrame(primaryView).minX, 0, accuracy: 0.5)
        ManualClock.advance(by: 0.15)
        let midSecondary = shownFrame(secondaryView).minX
        let midPrimary = shownFrame(primaryView).minX
        XCTAssertTrue(midSecondary > 1 && midSecondary < 319, "the secondary moves over time (\(midSecondary))")
        XCTAssertTrue(midPrimary < -1 && midPrimary > -319, "the primary slides out over time (\(midPrimary))")
        XCTAssertTrue(primaryView.window === window, "still on screen while it slides")
        ManualClock.advance(by: 1)
        XCTAssertEqual(shownFrame(secondaryView), CGRect(x: 0, y: 0, width: 1024, height: 768))
        XCTAssertNil(primaryView.window, "gone once the animation ends")
    }

    func testShowingThePrimaryOverTheSecondarySlidesItInFromTheLeadingEdge() async throws {
        let (split, primary, secondary) = makeDouble()
        let window = SplitFixtures.window(SplitFixtures.padPortrait, root: split)
        XCTAssertNil(primary.viewIfLoaded?.window)
        split.show(.primary)
        let primaryView = try XCTUnwrap(primary.navigationController?.view)
        XCTAssertTrue(primaryView.window === window)
        XCTAssertEqual(primaryView.frame, CGRect(x: 0, y: 0, width: 320, height: 1024))
        XCTAssertEqual(shownFrame(primaryView).minX, -320, accuracy: 0.5, "it starts off screen")
        ManualClock.advance(by: 0.15)
        let mid = shownFrame(primaryView).minX
        XCTAssertTrue(mid > -319 && mid < -1, "slides in (\(mid))")
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 768, height: 1024), "over: the secondary stays")
        ManualClock.advance(by: 1)
        XCTAssertEqual(shownFrame(primaryView), CGRect(x: 0, y: 0, width: 320, height: 1024))
    }

    func testATrailingPrimarySlidesOutToTheTrailingEdge() async throws {
        let (split, primary, _) = makeDouble()
        split.primaryEdge = .trailing
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        defer { withExtendedLifetime(window) {} }
        let primaryView = try XCTUnwrap(primary.navigationController?.view)
        XCTAssertEqual(primaryView.frame, CGRect(x: 704, y: 0, width: 320, height: 768))
        split.hide(.primary)
        XCTAssertEqual(primaryView.frame, CGRect(x: 1024, y: 0, width: 320, height: 768))
        ManualClock.advance(by: 1)
        XCTAssertNil(primaryView.window)
    }

    func testAPreferredDisplayModeChangeAnimatesOnlyInAnAnimationBlock() async throws {
        let (split, primary, secondary) = makeDouble()
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        let primaryView = try XCTUnwrap(primary.navigationController?.view)
        let secondaryView = try XCTUnwrap(secondary.navigationController?.view)
        // Outside a block: the next layout moves the columns at once.
        split.preferredDisplayMode = .secondaryOnly
        window.layoutIfNeeded()
        XCTAssertNil(primaryView.window, "not animated: the primary leaves at once")
        XCTAssertEqual(shownFrame(secondaryView), CGRect(x: 0, y: 0, width: 1024, height: 768))
        // In a block: the columns animate with it.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            split.preferredDisplayMode = .oneBesideSecondary
        }, completion: nil)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertTrue(primaryView.window === window)
        XCTAssertEqual(primaryView.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertEqual(secondaryView.frame, CGRect(x: 320, y: 0, width: 704, height: 768))
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(shownFrame(primaryView).minX, -160, accuracy: 1, "halfway in, at the block's linear pace")
        XCTAssertEqual(shownFrame(secondaryView).minX, 160, accuracy: 1)
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(shownFrame(primaryView), CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertEqual(shownFrame(secondaryView), CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    func testShowingAgainWhileSlidingOutKeepsTheColumn() async throws {
        let (split, primary, _) = makeDouble()
        let window = SplitFixtures.window(SplitFixtures.padLandscape, root: split)
        let primaryView = try XCTUnwrap(primary.navigationController?.view)
        split.hide(.primary)
        ManualClock.advance(by: 0.1)
        split.show(.primary)
        ManualClock.advance(by: 1)
        XCTAssertTrue(primaryView.window === window, "the first animation's end does not remove it")
        XCTAssertEqual(primaryView.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
    }
}
