import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class UISplitViewControllerColumnTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    func testColumnStyleWrapsColumnsInNavigationControllersAndReturnsTheOriginals() async {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = SplitFixtures.titled("List")
        let secondary = SplitFixtures.titled("Detail")
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        XCTAssertEqual(split.style, .doubleColumn)
        XCTAssertTrue(split.viewController(for: .primary) === primary, "UIKit returns the view controller set, not its wrapper")
        XCTAssertTrue(split.viewController(for: .secondary) === secondary)
        XCTAssertNil(split.viewController(for: .supplementary))
        XCTAssertEqual(split.children.count, 2)
        let wrapper = split.children.first as? UINavigationController
        XCTAssertNotNil(wrapper, "UIKit: a column that is not a navigation controller is wrapped in one")
        XCTAssertEqual(wrapper?.viewControllers, [primary])
        XCTAssertTrue(primary.navigationController === wrapper)
        XCTAssertTrue(primary.splitViewController === split)
        XCTAssertTrue(secondary.splitViewController === split)
        // A navigation controller is taken as it is; the compact column always is.
        let navigation = UINavigationController(rootViewController: SplitFixtures.titled("Other"))
        split.setViewController(navigation, for: .secondary)
        XCTAssertTrue(split.viewController(for: .secondary) === navigation)
        XCTAssertTrue(split.children.contains { $0 === navigation })
        XCTAssertFalse(split.children.contains { $0 === secondary.navigationController }, "the replaced column leaves")
        let compact = SplitFixtures.titled("Compact")
        split.setViewController(compact, for: .compact)
        XCTAssertTrue(compact.parent === split)
        XCTAssertNil(compact.navigationController)
    }

    func testBadColumnsAreIgnoredWithAMessage() async {
        let double = UISplitViewController(style: .doubleColumn)
        let classic = UISplitViewController()
        let log = LogCapture.capture {
            double.setViewController(UIViewController(), for: .supplementary)
            double.setViewController(UITabBarController(), for: .primary)
            classic.setViewController(UIViewController(), for: .primary)
        }
        XCTAssertNil(double.viewController(for: .supplementary), "only the triple-column style has a supplementary column")
        XCTAssertNil(double.viewController(for: .primary), "UIKit: a tab bar controller cannot be the primary column")
        XCTAssertEqual(classic.style, .unspecified)
        XCTAssertNil(classic.viewController(for: .primary), "a classic split view controller has no columns")
        XCTAssertTrue(log.contains("UISplitViewController.setViewController(_:for:)"))
    }

    func testDefaultsAndDeprecatedDisplayModeNames() async {
        let split = UISplitViewController(style: .tripleColumn)
        XCTAssertEqual(split.preferredDisplayMode, .automatic)
        XCTAssertEqual(split.preferredSplitBehavior, .automatic)
        XCTAssertEqual(split.primaryEdge, .leading)
        XCTAssertEqual(split.primaryBackgroundStyle, .none)
        XCTAssertEqual(split.displayModeButtonVisibility, .automatic)
        XCTAssertTrue(split.presentsWithGesture)
        XCTAssertFalse(split.showsSecondaryOnlyButton)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.preferredPrimaryColumnWidthFraction, UISplitViewController.automaticDimension)
        XCTAssertEqual(split.maximumPrimaryColumnWidth, UISplitViewController.automaticDimension)
        XCTAssertEqual(UISplitViewController.DisplayMode.allVisible, .oneBesideSecondary)
        XCTAssertEqual(UISplitViewController.DisplayMode.primaryHidden, .secondaryOnly)
        XCTAssertEqual(UISplitViewController.DisplayMode.primaryOverlay, .oneOverSecondary)
        XCTAssertEqual(UISplitViewController.DisplayMode.twoDisplaceSecondary.rawValue, 6)
    }

    func testClassicViewControllersAreThePrimaryAndTheSecondary() async {
        let split = UISplitViewController()
        let primary = UINavigationController(rootViewController: SplitFixtures.titled("List"))
        let secondary = SplitFixtures.titled("Detail")
        split.viewControllers = [primary, secondary]
        XCTAssertEqual(split.viewControllers, [primary, secondary])
        XCTAssertEqual(split.children, [primary, secondary])
        XCTAssertNil(secondary.navigationController, "the classic interface does not wrap")
        XCTAssertTrue(secondary.splitViewController === split)
    }
}
