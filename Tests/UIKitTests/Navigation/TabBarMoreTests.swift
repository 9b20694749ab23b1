import XCTest
import UIKit
import UIKitTesting

/// The More tab of `UITabBarController` (UIKit documentation of `UITabBarController`,
/// `moreNavigationController`, `selectedIndex` and `selectedViewController`).
@MainActor
final class TabBarMoreTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func controllers(_ count: Int, log: NavigationLog? = nil) -> [UIViewController] {
        (0..<count).map { index in
            let name = "T\(index)"
            return log.map { LoggingController(name, log: $0, title: name) } ?? {
                let controller = UIViewController()
                controller.title = name
                return controller
            }()
        }
    }

    /// The More list's table (the More navigation controller's root).
    private func moreList(_ tabs: UITabBarController) -> UITableViewController? {
        tabs.moreNavigationController.viewControllers.first as? UITableViewController
    }

    func testSixControllersShowTheFirstFourAndMore() async {
        // UIKit (UITabBarController): with six or more view controllers the bar shows the
        // first four items plus the standard More item; More is never in viewControllers.
        let tabs = UITabBarController()
        let children = controllers(6)
        tabs.viewControllers = children
        let window = NavigationFixtures.window(root: tabs)
        let more = tabs.moreNavigationController
        XCTAssertEqual(tabs.tabBar.items?.count, 5)
        XCTAssertEqual(tabs.tabBar.items?.prefix(4).map(\.title), ["T0", "T1", "T2", "T3"])
        XCTAssertTrue(tabs.tabBar.items?.last === more.tabBarItem)
        XCTAssertEqual(more.tabBarItem.title, "More")
        XCTAssertEqual(tabs.viewControllers?.count, 6)
        XCTAssertFalse(tabs.viewControllers?.contains { $0 === more } ?? true, "UIKit: not in viewControllers")
        XCTAssertNotNil(NavigationFixtures.button("More", in: tabs.tabBar))
        XCTAssertNil(NavigationFixtures.button("T4", in: tabs.tabBar), "the fifth tab is listed by More")
        withExtendedLifetime(window) {}
    }

    func testFiveControllersAfterSixDropTheMoreItem() async {
        // UIKit: up to five view controllers each get a tab of their own.
        let tabs = UITabBarController()
        let children = controllers(6)
        tabs.viewControllers = children
        tabs.viewControllers = Array(children.prefix(5))
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["T0", "T1", "T2", "T3", "T4"])
        XCTAssertFalse(tabs.tabBar.items?.contains { $0 === tabs.moreNavigationController.tabBarItem } ?? true)
    }

    func testSelectingTheMoreNavigationControllerShowsTheListOfTheOthers() async {
        // UIKit (selectedIndex): while the More navigation controller is selected,
        // selectedIndex is NSNotFound; (selectedViewController) it can be selected in code.
        let tabs = UITabBarController()
        tabs.viewControllers = controllers(7)
        let window = NavigationFixtures.window(root: tabs)
        let more = tabs.moreNavigationController
        tabs.selectedViewController = more
        XCTAssertTrue(tabs.selectedViewController === more)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertTrue(tabs.tabBar.selectedItem === more.tabBarItem)
        XCTAssertTrue(more.parent === tabs)
        XCTAssertTrue(more.view.isDescendant(of: tabs.view), "the More navigation controller is on screen")
        XCTAssertEqual(more.viewControllers.count, 1, "just the list")
        // The list: one row per remaining controller, with its tab bar item's title.
        guard let list = moreList(tabs) else { return XCTFail("no More list") }
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
        let cell = list.tableView(list.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(cell.textLabel?.text, "T5")
        XCTAssertEqual(list.navigationItem.title, "More")
        withExtendedLifetime(window) {}
    }

    func testSelectingAListedIndexInCodeShowsItInsideMore() async {
        // UIKit (selectedIndex): setting it selects the view controller at that index of
        // viewControllers; one past the fourth shows in the More navigation controller.
        let tabs = UITabBarController()
        let children = controllers(6)
        tabs.viewControllers = children
        let window = NavigationFixtures.window(root: tabs)
        let more = tabs.moreNavigationController
        tabs.selectedIndex = 5
        XCTAssertEqual(tabs.selectedIndex, 5)
        XCTAssertTrue(tabs.selectedViewController === children[5])
        XCTAssertTrue(children[5].navigationController === more)
        XCTAssertTrue(children[5].tabBarController === tabs)
        XCTAssertEqual(more.viewControllers.count, 2)
        XCTAssertTrue(more.topViewController === children[5])
        XCTAssertTrue(tabs.tabBar.selectedItem === more.tabBarItem, "the More item is highlighted")
        XCTAssertTrue(children[5].view.isDescendant(of: tabs.view))
        // selectedViewController works the same way.
        tabs.selectedViewController = children[4]
        XCTAssertEqual(tabs.selectedIndex, 4)
        XCTAssertTrue(more.topViewController === children[4])
        XCTAssertEqual(more.viewControllers.count, 2, "one listed controller at a time")
        withExtendedLifetime(window) {}
    }

    func testSelectingOneOfTheFirstFourLeavesMoreAndKeepsTheListedControllerATab() async {
        let tabs = UITabBarController()
        let children = controllers(6)
        tabs.viewControllers = children
        let window = NavigationFixtures.window(root: tabs)
        tabs.selectedIndex = 5
        tabs.selectedIndex = 1
        XCTAssertTrue(tabs.selectedViewController === children[1])
        XCTAssertTrue(tabs.tabBar.selectedItem === children[1].tabBarItem)
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 1)
        XCTAssertTrue(children[5].parent === tabs)
        XCTAssertEqual(tabs.viewControllers?.count, 6)
        XCTAssertFalse(tabs.moreNavigationController.view.isDescendant(of: tabs.view))
        withExtendedLifetime(window) {}
    }

    func testTappingMoreAsksTheDelegateWithTheMoreNavigationController() async {
        // UIKit (UITabBarControllerDelegate): the More tab is asked about and reported as the
        // More navigation controller; refusing keeps the selection.
        let log = NavigationLog()
        let tabs = UITabBarController()
        tabs.viewControllers = controllers(6, log: log)
        tabs.delegate = log
        let window = NavigationFixtures.window(root: tabs)
        let input = InputSimulator(window: window)
        guard let moreButton = NavigationFixtures.button("More", in: tabs.tabBar) else { return XCTFail("no More tab") }
        log.allowsSelection = false
        let refused = log.during { input.tap(moreButton) }
        XCTAssertEqual(refused.filter { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") }, ["shouldSelect UINavigationController"])
        XCTAssertEqual(tabs.selectedIndex, 0)
        log.allowsSelection = true
        let entries = log.during { input.tap(moreButton) }
        XCTAssertEqual(entries.filter { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") },
                       ["shouldSelect UINavigationController", "didSelect UINavigationController"])
        XCTAssertTrue(tabs.selectedViewController === tabs.moreNavigationController)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertTrue(entries.contains("T0.viewDidDisappear(false)"))
    }

    func testChoosingARowPushesItAndGoingBackSelectsTheListAgain() async {
        let log = NavigationLog()
        let tabs = UITabBarController()
        let children = controllers(6, log: log)
        tabs.viewControllers = children
        let window = NavigationFixtures.window(root: tabs)
        let more = tabs.moreNavigationController
        tabs.selectedViewController = more
        guard let list = moreList(tabs) else { return XCTFail("no More list") }
        let entries = log.during { list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0)) }
        XCTAssertEqual(tabs.selectedIndex, 5, "UIKit: the listed controller's index in viewControllers")
        XCTAssertTrue(tabs.selectedViewController === children[5])
        XCTAssertTrue(more.topViewController === children[5])
        XCTAssertTrue(entries.contains("T5.viewDidAppear(false)"))
        // Back to the list: More is the selection again.
        more.popViewController(animated: false)
        XCTAssertTrue(tabs.selectedViewController === more)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertEqual(tabs.viewControllers?.count, 6, "still a tab")
        withExtendedLifetime(window) {}
    }

    func testAListedNavigationControllerLendsItsStackToMore() async {
        // UIKit: a navigation controller shown from More does not nest its bar in More's; its
        // view controllers show on the More navigation controller and go back afterwards.
        let tabs = UITabBarController()
        var children = controllers(5)
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem.title = "Nav"
        children.append(navigation)
        tabs.viewControllers = children
        let window = NavigationFixtures.window(root: tabs)
        let more = tabs.moreNavigationController
        tabs.selectedIndex = 5
        XCTAssertTrue(tabs.selectedViewController === navigation)
        XCTAssertEqual(more.viewControllers.count, 2)
        XCTAssertTrue(more.topViewController === root)
        XCTAssertTrue(root.navigationController === more)
        tabs.selectedIndex = 0
        XCTAssertEqual(navigation.viewControllers, [root], "the stack is given back")
        XCTAssertEqual(more.viewControllers.count, 1)
        withExtendedLifetime(window) {}
    }

    func testTabsConfigurationsKeepEveryTab() async {
        // Ours: More applies to viewControllers configurations; iOS 18 tabs show as before.
        let tabs = UITabBarController(tabs: (0..<6).map { index in
            UITab(title: "Tab \(index)", image: nil, identifier: "tab\(index)") { _ in UIViewController() }
        })
        XCTAssertEqual(tabs.tabBar.items?.count, 6)
    }

    func testAPadInRegularWidthShowsEightTabsBeforeMore() async {
        // UIKit (Open Radar 22878083, iPad multitasking): a regular-width bar held eight tabs,
        // More showing from the ninth; a compact width goes back to four and More.
        let tabs = UITabBarController()
        tabs.traitOverrides.userInterfaceIdiom = .pad
        tabs.traitOverrides.horizontalSizeClass = .regular
        tabs.viewControllers = controllers(8)
        XCTAssertEqual(tabs.tabBar.items?.count, 8)
        XCTAssertFalse(tabs.tabBar.items?.contains { $0 === tabs.moreNavigationController.tabBarItem } ?? true)
        tabs.viewControllers = controllers(9)
        XCTAssertEqual(tabs.tabBar.items?.count, 8)
        XCTAssertEqual(tabs.tabBar.items?.prefix(7).map(\.title), ["T0", "T1", "T2", "T3", "T4", "T5", "T6"])
        XCTAssertTrue(tabs.tabBar.items?.last === tabs.moreNavigationController.tabBarItem)
        // Selected at full width, the seventh tab moves into More when the width turns compact.
        tabs.selectedIndex = 6
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.viewControllers?[6].tabBarItem)
        tabs.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        XCTAssertEqual(tabs.tabBar.items?.count, 5)
        XCTAssertEqual(tabs.selectedIndex, 6)
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        XCTAssertTrue(tabs.moreNavigationController.topViewController === tabs.viewControllers?[6])
    }
}
