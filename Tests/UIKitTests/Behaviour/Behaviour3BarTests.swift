import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class Behaviour3TabDelegateLog: NSObject, UITabBarControllerDelegate {
    var shouldSelect: [UIViewController] = []
    var didSelect: [UIViewController] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        shouldSelect.append(viewController)
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        didSelect.append(viewController)
    }
}

/// Third round: navigation items and bars, toolbars and tab bar controllers.
@MainActor
final class Behaviour3BarTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func show(_ root: UIViewController) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        ManualClock.runLoopTurn()
        window.layoutIfNeeded()
    }

    private func controllers(_ count: Int) -> [UIViewController] {
        (0..<count).map { index in
            let controller = UIViewController()
            controller.title = "Tab \(index)"
            return controller
        }
    }

    // MARK: UINavigationItem / UINavigationBar

    func testNavigationItemDefaults() async {
        // UIKit (UINavigationItem): no back bar button item, back button title, prompt or title
        // view; hidesBackButton and leftItemsSupplementBackButton are false.
        let item = UINavigationItem(title: "Inbox")
        XCTAssertEqual(item.title, "Inbox")
        XCTAssertNil(item.backBarButtonItem)
        XCTAssertNil(item.backButtonTitle)
        XCTAssertNil(item.prompt)
        XCTAssertNil(item.titleView)
        XCTAssertFalse(item.hidesBackButton)
        XCTAssertFalse(item.leftItemsSupplementBackButton)
        XCTAssertEqual(item.largeTitleDisplayMode, .automatic)
        XCTAssertNil(item.leftBarButtonItems)
        XCTAssertNil(item.rightBarButtonItem)
    }

    func testLeftBarButtonItemIsTheFirstOfTheLeftItems() async {
        // UIKit (leftBarButtonItems / leftBarButtonItem): the single-item property reads and
        // writes the first of the array.
        let item = UINavigationItem()
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let add = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        item.leftBarButtonItems = [edit, add]
        XCTAssertTrue(item.leftBarButtonItem === edit)
        item.leftBarButtonItem = add
        XCTAssertEqual(item.leftBarButtonItems?.count, 1)
        XCTAssertTrue(item.leftBarButtonItems?.first === add)
    }

    func testTheBackItemIsTheOneBelowTheTop() async {
        // UIKit (UINavigationBar.backItem): nil with one item; otherwise the item just below
        // the top item.
        let bar = UINavigationBar()
        let first = UINavigationItem(title: "First")
        let second = UINavigationItem(title: "Second")
        bar.pushItem(first, animated: false)
        XCTAssertNil(bar.backItem)
        XCTAssertTrue(bar.topItem === first)
        bar.pushItem(second, animated: false)
        XCTAssertTrue(bar.backItem === first)
        XCTAssertTrue(bar.topItem === second)
        XCTAssertTrue(bar.popItem(animated: false) === second)
        XCTAssertNil(bar.backItem)
    }

    func testNavigationControllerBarItemsFollowTheStack() async {
        // UIKit: a navigation controller's bar holds its controllers' navigation items, so the
        // back item is the previous controller's item.
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        ManualClock.runLoopTurn()
        XCTAssertTrue(navigation.navigationBar.topItem === detail.navigationItem)
        XCTAssertTrue(navigation.navigationBar.backItem === root.navigationItem)
    }

    func testLargeTitlesAreOffByDefaultAndTheBarIs44PointsTall() async {
        // UIKit: prefersLargeTitles is false by default; the standard navigation bar is 44 pt
        // tall on an iPhone in portrait.
        let navigation = UINavigationController(rootViewController: UIViewController())
        XCTAssertFalse(navigation.navigationBar.prefersLargeTitles)
        show(navigation)
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    }

    // MARK: UIToolbar

    func testToolbarItems() async {
        // UIKit (UIToolbar.items): nil by default; setItems(_:animated:) replaces them.
        let toolbar = UIToolbar()
        XCTAssertNil(toolbar.items)
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        toolbar.setItems([space, share], animated: true)
        XCTAssertEqual(toolbar.items?.count, 2)
        XCTAssertTrue(toolbar.items?.last === share)
    }

    // MARK: UITabBarController

    func testTheFirstControllerIsSelectedOnceControllersAreSet() async {
        // UIKit (selectedIndex / selectedViewController): setting viewControllers selects the
        // first one; setting selectedIndex moves selectedViewController.
        let tabs = UITabBarController()
        let children = controllers(3)
        tabs.viewControllers = children
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === children[0])
        tabs.selectedIndex = 2
        XCTAssertTrue(tabs.selectedViewController === children[2])
        tabs.selectedViewController = children[1]
        XCTAssertEqual(tabs.selectedIndex, 1)
    }

    func testFiveTabsNeedNoMoreController() async {
        // UIKit: up to five controllers each get a tab of their own.
        let tabs = UITabBarController()
        tabs.viewControllers = controllers(5)
        show(tabs)
        XCTAssertEqual(tabs.tabBar.items?.count, 5)
        XCTAssertFalse(tabs.tabBar.items?.contains { $0 === tabs.moreNavigationController.tabBarItem } ?? true)
    }

    func testProgrammaticSelectionDoesNotAskTheDelegate() async {
        // UIKit (tabBarController(_:shouldSelect:) / (_:didSelect:)): called in response to the
        // user tapping a tab, not when code changes the selection.
        let tabs = UITabBarController()
        let log = Behaviour3TabDelegateLog()
        tabs.delegate = log
        tabs.viewControllers = controllers(3)
        show(tabs)
        tabs.selectedIndex = 1
        tabs.selectedViewController = tabs.viewControllers?[2]
        XCTAssertEqual(log.shouldSelect.count, 0)
        XCTAssertEqual(log.didSelect.count, 0)
    }

    func testTabBarItemBadgeValue() async {
        // UIKit (UITabBarItem.badgeValue): nil by default (no badge); set text reads back.
        let controller = UIViewController()
        XCTAssertNil(controller.tabBarItem.badgeValue)
        controller.tabBarItem.badgeValue = "3"
        XCTAssertEqual(controller.tabBarItem.badgeValue, "3")
        controller.tabBarItem.badgeValue = nil
        XCTAssertNil(controller.tabBarItem.badgeValue)
    }
}
