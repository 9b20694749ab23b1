import XCTest
import UIKit
import UIKitTesting

/// Popped controllers, their items and the bars' buttons are freed (no cycles through the
/// bars, the items or the actions).
@MainActor
final class NavigationLifetimeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testAPoppedControllerAndItsItemsAreFreed() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = NavigationFixtures.window(root: navigation)
        weak var weakController: UIViewController?
        weak var weakItem: UIBarButtonItem?
        do {
            let controller = UIViewController()
            let item = UIBarButtonItem(title: "Save", primaryAction: UIAction { [weak controller] _ in _ = controller })
            controller.navigationItem.rightBarButtonItem = item
            controller.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
            navigation.setToolbarHidden(false, animated: false)
            navigation.pushViewController(controller, animated: true)
            ManualClock.advance(by: 0.5)
            window.layoutIfNeeded()
            weakController = controller
            weakItem = item
            navigation.popViewController(animated: true)
            ManualClock.advance(by: 0.5)
            window.layoutIfNeeded()
        }
        XCTAssertNil(weakController)
        XCTAssertNil(weakItem)
        XCTAssertEqual(navigation.navigationBar.items?.count, 1)
    }

    func testANavigationControllerWithItsStackIsFreed() async {
        weak var weakNavigation: UINavigationController?
        weak var weakTabs: UITabBarController?
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(UIViewController(), animated: false)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            let window = NavigationFixtures.window(root: tabs)
            window.isHidden = true
            window.rootViewController = nil
            weakNavigation = navigation
            weakTabs = tabs
        }
        ManualClock.runLoopTurn()
        XCTAssertNil(weakNavigation)
        XCTAssertNil(weakTabs)
    }
}
