import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UITabBarControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func makeTabs(_ log: NavigationLog) -> (UITabBarController, LoggingController, LoggingController) {
        let first = LoggingController("A", log: log, title: "Inbox")
        let second = LoggingController("B", log: log, title: "Sent")
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second], animated: false)
        return (tabs, first, second)
    }

    func testTabsAreChildrenAndTheFirstIsSelected() async {
        let log = NavigationLog()
        let (tabs, first, second) = makeTabs(log)
        XCTAssertEqual(tabs.viewControllers, [first, second])
        XCTAssertEqual(tabs.children, [first, second])
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === first)
        XCTAssertTrue(second.tabBarController === tabs)
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Inbox", "Sent"], "each tab's item takes its controller's title")
        XCTAssertTrue(tabs.tabBar.selectedItem === first.tabBarItem)
        XCTAssertEqual(log.entries, ["A.willMove(parent)", "B.willMove(parent)", "A.didMove(parent)", "B.didMove(parent)"])
        XCTAssertEqual(UITabBarController().selectedIndex, NSNotFound, "no tabs, no selection")
    }

    func testBarIs49PointsAboveTheHomeIndicatorAndTheChildSafeAreaEndsAtIt() async {
        let log = NavigationLog()
        let (tabs, first, _) = makeTabs(log)
        let window = NavigationFixtures.window(root: tabs)
        // UIKit (iPhone): 49 points plus the bottom safe area, which the bar's background covers.
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 761, width: 390, height: 83))
        XCTAssertEqual(first.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(first.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        // Items share the width; each is an accessibility button, the selected one selected.
        guard let inbox = NavigationFixtures.button("Inbox", in: tabs.tabBar),
              let sent = NavigationFixtures.button("Sent", in: tabs.tabBar) else { return XCTFail("no tab buttons") }
        XCTAssertEqual(inbox.frame, CGRect(x: 0, y: 0, width: 195, height: 49))
        XCTAssertEqual(sent.frame, CGRect(x: 195, y: 0, width: 195, height: 49))
        XCTAssertTrue(inbox.accessibilityTraits.contains(.selected))
        XCTAssertFalse(sent.accessibilityTraits.contains(.selected))
        withExtendedLifetime(window) {}
    }

    func testTappingATabSwitchesInUIKitsOrderAndAsksTheDelegate() async {
        let log = NavigationLog()
        let (tabs, first, second) = makeTabs(log)
        tabs.delegate = log
        let window = NavigationFixtures.window(root: tabs)
        let input = InputSimulator(window: window)
        guard let sentButton = NavigationFixtures.button("Sent", in: tabs.tabBar) else { return XCTFail("no Sent tab") }
        let entries = log.during { input.tap(sentButton) }
        XCTAssertEqual(entries, ["shouldSelect B", "B.viewDidLoad", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
                                 "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "didSelect B"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertNil(first.view.superview)
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(second.view.safeAreaInsets.bottom, 83)
        log.allowsSelection = false
        guard let inboxButton = NavigationFixtures.button("Inbox", in: tabs.tabBar) else { return XCTFail("no Inbox tab") }
        let refused = log.during { input.tap(inboxButton) }
        XCTAssertEqual(refused, ["shouldSelect A"], "the delegate may refuse")
        XCTAssertEqual(tabs.selectedIndex, 1)
    }

    func testSelectingInCodeDoesNotAskTheDelegate() async {
        let log = NavigationLog()
        let (tabs, _, second) = makeTabs(log)
        tabs.delegate = log
        let window = NavigationFixtures.window(root: tabs)
        let entries = log.during { tabs.selectedViewController = second }
        XCTAssertEqual(entries, ["B.viewDidLoad", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
                                 "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        XCTAssertTrue(tabs.tabBar.selectedItem === second.tabBarItem)
        tabs.selectedIndex = 7
        XCTAssertEqual(tabs.selectedIndex, 1, "an index out of range is ignored")
        withExtendedLifetime(window) {}
    }

    func testTappingTheSelectedTabPopsItsNavigationControllerToTheRoot() async {
        let root = UIViewController()
        root.title = "Home"
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = NavigationFixtures.window(root: tabs)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        // The navigation bar sits under the status bar, the tab bar's height is in the child's safe area.
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(detail.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        guard let home = NavigationFixtures.button("Home", in: tabs.tabBar) else {
            return XCTFail("UIKit: the root's title is the navigation controller's tab title")
        }
        InputSimulator(window: window).tap(home)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(navigation.viewControllers, [root])
    }

    func testHidesBottomBarWhenPushed() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = NavigationFixtures.window(root: tabs)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34, "the tab bar's room is given back")
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 83)
    }

    func testItemsBadgesAndSystemItems() async {
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        XCTAssertEqual(item.title, "Favorites")
        XCTAssertEqual(item.tag, 3)
        XCTAssertNotNil(item.image)
        XCTAssertEqual(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 0).title, "Most Viewed")
        let controller = UIViewController()
        controller.tabBarItem = item
        item.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        let window = NavigationFixtures.window(root: tabs)
        guard let button = NavigationFixtures.button("Favorites", in: tabs.tabBar) else { return XCTFail("no tab") }
        XCTAssertEqual(button.accessibilityValue, "3", "the badge is read as the value")
        let badge = NavigationFixtures.views(UILabel.self, in: button).first { $0.text == "3" }
        XCTAssertNotNil(badge)
        XCTAssertEqual(badge?.isHidden, false)
        XCTAssertEqual(badge?.frame.height, 18)
        item.badgeValue = nil
        window.layoutIfNeeded()
        XCTAssertEqual(badge?.isHidden, true)
        XCTAssertEqual(tabs.tabBar.items?.first?.tag, 3)
    }

    func testScrollEdgeMakesTheTabBarTransparentAndTheStandardAppearanceShowsOtherwise() async {
        let table = UIViewController()
        let scroll = UIScrollView()
        table.view = scroll
        scroll.contentSize = CGSize(width: 390, height: 3000)
        let tabs = UITabBarController()
        tabs.viewControllers = [table]
        let standard = UITabBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemYellow
        tabs.tabBar.standardAppearance = standard
        let window = NavigationFixtures.window(root: tabs)
        func background() -> UIColor? {
            tabs.tabBar.layoutIfNeeded()
            return NavigationFixtures.views(UIView.self, in: tabs.tabBar).compactMap(\.backgroundColor).first { $0 == .systemYellow }
        }
        XCTAssertEqual(background(), .systemYellow, "content below the bar: the standard appearance")
        scroll.contentOffset.y = scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height
        XCTAssertNil(background(), "UIKit: at the bottom edge, the standard appearance with a transparent background")
        withExtendedLifetime(window) {}
    }
}
