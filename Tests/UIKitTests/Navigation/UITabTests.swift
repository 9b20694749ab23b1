import XCTest
import UIKit
import UIKitTesting

/// Records the iOS 18 tab delegate calls and the view controller ones.
@MainActor
final class TabDelegateLog: UITabBarControllerDelegate {
    let log: NavigationLog
    var allowsSelection = true
    var displayed: [String: [UIViewController]] = [:]

    init(_ log: NavigationLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        log.add("shouldSelectTab \(tab.identifier)")
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        log.add("didSelectTab \(selectedTab.identifier) from \(previousTab?.identifier ?? "nil")")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.add("shouldSelect")
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("didSelect")
    }

    func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
                          proposedViewControllers: [UIViewController]) -> [UIViewController] {
        displayed[tab.identifier] ?? proposedViewControllers
    }
}

@MainActor
final class UITabTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func makeTabs(_ log: NavigationLog) -> (UITabBarController, UITab, UITab) {
        let inbox = UITab(title: "Inbox", image: UIImage(systemName: "tray"), identifier: "inbox") { _ in
            LoggingController("A", log: log)
        }
        let sent = UITab(title: "Sent", image: nil, identifier: "sent") { _ in LoggingController("B", log: log) }
        let controller = UITabBarController(tabs: [inbox, sent])
        return (controller, inbox, sent)
    }

    func testTabsMakeTheChildrenAndTheBarShowsTheTabs() async {
        let log = NavigationLog()
        let (controller, inbox, sent) = makeTabs(log)
        XCTAssertEqual(controller.tabs, [inbox, sent])
        guard let first = inbox.viewController, let second = sent.viewController else { return XCTFail("no view controllers") }
        XCTAssertEqual(controller.viewControllers, [first, second], "UIKit: viewControllers lists the tabs' view controllers")
        XCTAssertTrue(inbox.viewController === first, "the provider runs once")
        XCTAssertTrue(first.tab === inbox)
        XCTAssertTrue(inbox.tabBarController === controller)
        XCTAssertTrue(controller.selectedTab === inbox)
        XCTAssertEqual(controller.selectedIndex, 0)
        XCTAssertTrue(controller.tab(forIdentifier: "sent") === sent)
        XCTAssertNil(controller.tab(forIdentifier: "drafts"))
        // The bar shows each tab's title, image and badge (not the view controller's title).
        XCTAssertEqual(controller.tabBar.items?.map(\.title), ["Inbox", "Sent"])
        XCTAssertTrue(controller.tabBar.items?.first?.image === inbox.image)
        sent.badgeValue = "4"
        sent.title = "Outbox"
        XCTAssertEqual(controller.tabBar.items?.last?.badgeValue, "4")
        XCTAssertEqual(controller.tabBar.items?.last?.title, "Outbox")
        second.title = "B's own title"
        XCTAssertEqual(controller.tabBar.items?.last?.title, "Outbox", "the tab's title stays the item's")
        XCTAssertEqual(controller.mode, .automatic)
        XCTAssertFalse(controller.sidebar.isHidden)
        XCTAssertEqual(controller.sidebar.preferredLayout, .automatic)
    }

    func testTappingATabAsksAndTellsTheDelegateWithTabsInUIKitsOrder() async {
        let log = NavigationLog()
        let (controller, inbox, _) = makeTabs(log)
        let delegate = TabDelegateLog(log)
        controller.delegate = delegate
        let window = NavigationFixtures.window(root: controller)
        let input = InputSimulator(window: window)
        guard let sentButton = NavigationFixtures.button("Sent", in: controller.tabBar) else { return XCTFail("no Sent tab") }
        let entries = log.during { input.tap(sentButton) }
        XCTAssertEqual(entries, ["shouldSelectTab sent", "shouldSelect", "B.viewDidLoad", "B.viewWillAppear(false)",
                                 "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                                 "didSelectTab sent from inbox", "didSelect"],
                       "with tabs, each tab method is followed by its view controller one")
        XCTAssertEqual(controller.selectedTab?.identifier, "sent")
        XCTAssertEqual(controller.selectedIndex, 1)
        delegate.allowsSelection = false
        guard let inboxButton = NavigationFixtures.button("Inbox", in: controller.tabBar) else { return XCTFail("no Inbox tab") }
        XCTAssertEqual(log.during { input.tap(inboxButton) }, ["shouldSelectTab inbox"], "the delegate may refuse the tab")
        XCTAssertEqual(controller.selectedTab?.identifier, "sent")
        // A disabled tab (iOS 18.4) is not selected by a tap, and the delegate is not asked.
        delegate.allowsSelection = true
        inbox.isEnabled = false
        window.layoutIfNeeded()
        XCTAssertEqual(log.during { input.tap(inboxButton) }, [])
        XCTAssertEqual(controller.selectedTab?.identifier, "sent")
    }

    func testSelectingInCodeSwitchesWithoutTheDelegate() async {
        let log = NavigationLog()
        let (controller, _, sent) = makeTabs(log)
        controller.delegate = TabDelegateLog(log)
        let window = NavigationFixtures.window(root: controller)
        let entries = log.during { controller.selectedTab = sent }
        XCTAssertEqual(entries, ["B.viewDidLoad", "B.viewWillAppear(false)", "A.viewWillDisappear(false)",
                                 "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        XCTAssertTrue(controller.selectedViewController === sent.viewController)
        XCTAssertTrue(controller.tabBar.selectedItem === sent.viewController?.tabBarItem)
        controller.selectedIndex = 0
        XCTAssertEqual(controller.selectedTab?.identifier, "inbox", "selectedIndex and selectedTab agree")
        let stranger = UITab(title: "Elsewhere", image: nil, identifier: "elsewhere") { _ in UIViewController() }
        controller.selectedTab = stranger
        XCTAssertEqual(controller.selectedTab?.identifier, "inbox", "a tab of no tab bar controller is ignored")
        withExtendedLifetime(window) {}
    }

    func testSettingTabsKeepsTheSelectedTabAndViewControllersLeaveTheTabs() async {
        let log = NavigationLog()
        let (controller, inbox, sent) = makeTabs(log)
        controller.selectedTab = sent
        let drafts = UITab(title: "Drafts", image: nil, identifier: "drafts") { _ in UIViewController() }
        controller.setTabs([drafts, inbox, sent], animated: false)
        XCTAssertTrue(controller.selectedTab === sent)
        XCTAssertEqual(controller.selectedIndex, 2)
        controller.tabs = [drafts]
        XCTAssertNil(sent.tabBarController, "a removed tab has no tab bar controller")
        XCTAssertTrue(controller.selectedTab === drafts)
        let plain = UIViewController()
        controller.viewControllers = [plain]
        XCTAssertEqual(controller.tabs, [], "ours: a view controller configuration replaces the tabs")
        XCTAssertNil(controller.selectedTab)
        XCTAssertTrue(controller.selectedViewController === plain)
        XCTAssertNil(drafts.tabBarController)
    }

    func testOnlyTabsThatAppearByDefaultAreInTheBar() async {
        let make = { (identifier: String) in UITab(title: identifier, image: nil, identifier: identifier) { _ in UIViewController() } }
        let home = make("home"), hidden = make("hidden"), sidebarOnly = make("sidebarOnly"), optional = make("optional"), pinned = make("pinned")
        hidden.isHidden = true
        sidebarOnly.preferredPlacement = .sidebarOnly
        optional.preferredPlacement = .optional
        pinned.preferredPlacement = .pinned
        let controller = UITabBarController(tabs: [home, hidden, sidebarOnly, optional, pinned])
        XCTAssertEqual(controller.tabBar.items?.map(\.title), ["home", "pinned"])
        XCTAssertEqual(controller.viewControllers?.count, 2)
        XCTAssertNil(sidebarOnly.viewController?.parent, "a tab not in the bar adds no child")
        hidden.isHidden = false
        XCTAssertEqual(controller.tabBar.items?.map(\.title), ["home", "hidden", "pinned"])
        controller.compactTabIdentifiers = ["pinned", "home"]
        XCTAssertEqual(controller.tabBar.items?.map(\.title), ["home", "pinned"], "the compact filter keeps the tabs' order")
        controller.selectedTab = sidebarOnly
        XCTAssertTrue(controller.selectedTab === home, "a tab not in the bar is not selected")
    }

    func testAGroupWithANavigationControllerShowsItsSelectedChildAsOnIPhone() async {
        let first = UIViewController(), second = UIViewController(), overview = UIViewController()
        let recent = UITab(title: "Recent", image: nil, identifier: "recent") { _ in first }
        let starred = UITab(title: "Starred", image: nil, identifier: "starred") { _ in second }
        let library = UITabGroup(title: "Library", image: nil, identifier: "library", children: [recent, starred]) { _ in overview }
        let navigation = UINavigationController()
        library.managingNavigationController = navigation
        library.defaultChildIdentifier = "starred"
        let settings = UITab(title: "Settings", image: nil, identifier: "settings") { _ in UIViewController() }
        let controller = UITabBarController(tabs: [library, settings])
        let delegate = TabDelegateLog(NavigationLog())
        controller.delegate = delegate
        let window = NavigationFixtures.window(root: controller)
        // One tab for the group; its navigation stack is each selected level's view controller.
        XCTAssertEqual(controller.tabBar.items?.map(\.title), ["Library", "Settings"])
        XCTAssertTrue(controller.viewControllers?.first === navigation)
        XCTAssertEqual(navigation.viewControllers, [overview, second], "the default child is selected")
        XCTAssertTrue(library.selectedChild === starred)
        XCTAssertTrue(controller.selectedTab === starred, "the selected tab is the selected descendant")
        XCTAssertTrue(recent.parent === library)
        XCTAssertTrue(recent.managingTabGroup === library)
        XCTAssertTrue(recent.tabBarController === controller)
        controller.selectedTab = recent
        XCTAssertEqual(navigation.viewControllers, [overview, first])
        XCTAssertTrue(library.selectedChild === recent)
        // The delegate may change a level's view controllers.
        delegate.displayed["library"] = []
        library.selectedChild = starred
        XCTAssertEqual(navigation.viewControllers, [second])
        withExtendedLifetime(window) {}
    }

    func testAGroupWithoutANavigationControllerShowsItsOwnOrItsChildsViewController() async {
        let first = UIViewController(), second = UIViewController()
        let recent = UITab(title: "Recent", image: nil, identifier: "recent") { _ in first }
        let starred = UITab(title: "Starred", image: nil, identifier: "starred") { _ in second }
        let library = UITabGroup(title: "Library", image: nil, identifier: "library", children: [recent, starred])
        let controller = UITabBarController(tabs: [library])
        XCTAssertEqual(controller.viewControllers, [first], "no view controller of its own: the first child's")
        XCTAssertEqual(controller.tabBar.items?.map(\.title), ["Library"], "the item shows the group")
        controller.selectedTab = starred
        XCTAssertEqual(controller.viewControllers, [second])
        XCTAssertTrue(controller.selectedViewController === second)
        XCTAssertNil(first.parent)
    }

    func testGroupsOrderAndFindTheirChildren() async {
        let a = UITab(title: "A", image: nil, identifier: "a"), b = UITab(title: "B", image: nil, identifier: "b")
        let c = UITab(title: "C", image: nil, identifier: "c")
        let inner = UITabGroup(title: "Inner", image: nil, identifier: "inner", children: [c])
        let group = UITabGroup(title: "Group", image: nil, identifier: "group", children: [a, b, inner])
        XCTAssertTrue(group.tab(forIdentifier: "c") === c, "descendants are searched")
        XCTAssertTrue(c.parent === inner)
        XCTAssertEqual(group.displayOrder.map(\.identifier), ["a", "b", "inner"])
        group.displayOrderIdentifiers = ["inner", "nope", "a"]
        XCTAssertEqual(group.displayOrder.map(\.identifier), ["inner", "a", "b"], "unknown identifiers are ignored, the rest follow")
        XCTAssertEqual(group.children.map(\.identifier), ["a", "b", "inner"], "the children keep their order")
        group.selectedChild = c
        XCTAssertNil(group.selectedChild, "only a child can be selected")
        group.selectedChild = b
        group.children = [a]
        XCTAssertNil(b.parent)
        XCTAssertNil(group.selectedChild, "a removed child is no longer selected")
        XCTAssertEqual(a.preferredPlacement, .automatic)
        XCTAssertEqual(group.sidebarAppearance, .automatic)
        XCTAssertNil(a.viewController, "no provider, no view controller")
    }

    func testSearchTabHasTheSystemTitleAndImage() async {
        let results = UIViewController()
        let search = UISearchTab { _ in results }
        XCTAssertEqual(search.title, "Search")
        XCTAssertNotNil(search.image)
        XCTAssertTrue(search.viewController === results)
    }

    func testHidingTheTabBarGivesTheChildTheRoom() async {
        let log = NavigationLog()
        let (controller, inbox, _) = makeTabs(log)
        let window = NavigationFixtures.window(root: controller)
        guard let child = inbox.viewController else { return XCTFail("no view controller") }
        XCTAssertEqual(child.view.safeAreaInsets.bottom, 83)
        controller.setTabBarHidden(true, animated: false)
        XCTAssertTrue(controller.isTabBarHidden)
        XCTAssertTrue(controller.tabBar.isHidden)
        XCTAssertEqual(child.view.safeAreaInsets.bottom, 34, "only the home indicator's area is left")
        XCTAssertEqual(child.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.isTabBarHidden = false
        XCTAssertFalse(controller.tabBar.isHidden)
        XCTAssertEqual(child.view.safeAreaInsets.bottom, 83)
        XCTAssertEqual(controller.tabBar.frame, CGRect(x: 0, y: 761, width: 390, height: 83))
        // A tab is a popover source: its button's frame.
        XCTAssertEqual(inbox.frame(in: window), CGRect(x: 0, y: 761, width: 195, height: 49))
    }

    func testViewControllersSetTheCustomizableOnesAndTheMoreControllerIsNeverShown() async {
        let first = UIViewController(), second = UIViewController()
        let controller = UITabBarController()
        controller.viewControllers = [first, second]
        XCTAssertEqual(controller.customizableViewControllers, [first, second], "UIKit: setting viewControllers sets them")
        controller.customizableViewControllers = nil
        XCTAssertNil(controller.customizableViewControllers)
        let more = controller.moreNavigationController
        XCTAssertTrue(controller.moreNavigationController === more, "made once")
        XCTAssertEqual(more.tabBarItem.title, "More")
        XCTAssertEqual(controller.tabBar.items?.count, 2, "not in the tab bar")
        XCTAssertNil(more.parent)
    }

    func testStackedItemPositioningOfTheAppearance() async {
        let log = NavigationLog()
        let (controller, _, _) = makeTabs(log)
        let appearance = UITabBarAppearance()
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 100
        appearance.stackedItemSpacing = 10
        let red = UIColor.red
        appearance.selectionIndicatorTintColor = red
        controller.tabBar.standardAppearance = appearance
        XCTAssertEqual(controller.tabBar.standardAppearance.stackedItemWidth, 100, "the bar keeps a copy with the stacked settings")
        XCTAssertTrue(controller.tabBar.standardAppearance.selectionIndicatorTintColor === red)
        let window = NavigationFixtures.window(root: controller)
        guard let inbox = NavigationFixtures.button("Inbox", in: controller.tabBar),
              let sent = NavigationFixtures.button("Sent", in: controller.tabBar) else { return XCTFail("no tab buttons") }
        XCTAssertEqual(inbox.frame, CGRect(x: 90, y: 0, width: 100, height: 49))
        XCTAssertEqual(sent.frame, CGRect(x: 200, y: 0, width: 100, height: 49))
        withExtendedLifetime(window) {}
    }
}
