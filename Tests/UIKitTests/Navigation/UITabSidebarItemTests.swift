import XCTest
@testable import UIKit
import UIKitTesting

@MainActor
private final class SidebarLog: NSObject, UITabBarController.Sidebar.Delegate {
    var events: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                          animator: any UITabBarController.Sidebar.Animating) {
        events.append("willChange hidden=\(sidebar.isHidden)")
        animator.addAnimations { self.events.append("animations") }
        animator.addCompletion { self.events.append("completion") }
    }

    func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                          itemFor request: UITabSidebarItem.Request) -> UITabSidebarItem {
        let item = UITabSidebarItem(request: request)
        item.accessories = [.disclosureIndicator()]
        return item
    }
}

/// `UITabSidebarItem` and the tab bar controller's sidebar delegate (iOS 18).
@MainActor
final class UITabSidebarItemTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAnItemStartsWithTheSidebarDefaults() async throws {
        let tab = UITab(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library") { _ in UIViewController() }
        let item = UITabSidebarItem(request: UITabSidebarItem.Request(content: .tab(tab)))
        guard case .tab(let shown) = item.content else { return XCTFail("a tab's item shows the tab") }
        XCTAssertTrue(shown === tab)
        let content = try XCTUnwrap(item.contentConfiguration as? UIListContentConfiguration)
        XCTAssertEqual(content.text, "Library")
        XCTAssertEqual(content.textProperties, UIListContentConfiguration.sidebarCell().textProperties, "a sidebar cell's text")
        XCTAssertEqual(item.defaultContentConfiguration().text, "Library")
        XCTAssertEqual(item.backgroundConfiguration, UIBackgroundConfiguration.listSidebarCell())
        XCTAssertEqual(item.defaultBackgroundConfiguration(), UIBackgroundConfiguration.listSidebarCell())
        XCTAssertEqual(item.configurationState.traitCollection.listEnvironment, .sidebar)
        XCTAssertFalse(item.configurationState.isSelected)
        XCTAssertTrue(item.accessories.isEmpty)

        let action = UIAction(title: "New Playlist", image: UIImage(systemName: "plus")) { _ in }
        let actionItem = UITabSidebarItem(request: UITabSidebarItem.Request(content: .action(action)))
        XCTAssertEqual(actionItem.defaultContentConfiguration().text, "New Playlist")
    }

    func testTheSelectedTabsItemIsSelected() async {
        let first = UITab(title: "A", image: nil, identifier: "a") { _ in UIViewController() }
        let second = UITab(title: "B", image: nil, identifier: "b") { _ in UIViewController() }
        let controller = UITabBarController(tabs: [first, second])
        controller.selectedTab = second
        XCTAssertTrue(UITabSidebarItem(request: UITabSidebarItem.Request(content: .tab(second))).configurationState.isSelected)
        XCTAssertFalse(UITabSidebarItem(request: UITabSidebarItem.Request(content: .tab(first))).configurationState.isSelected)
    }

    func testHidingTheSidebarTellsTheDelegateAndRunsTheAnimatorAtOnce() async {
        let controller = UITabBarController(tabs: [UITab(title: "A", image: nil, identifier: "a") { _ in UIViewController() }])
        let log = SidebarLog()
        controller.sidebar.delegate = log
        XCTAssertTrue(controller.sidebar.delegate === log)
        controller.sidebar.isHidden = true
        XCTAssertEqual(log.events, ["willChange hidden=true", "animations", "completion"])
        controller.sidebar.isHidden = true
        XCTAssertEqual(log.events.count, 3, "no change, no call")
        controller.sidebar.isHidden = false
        XCTAssertEqual(log.events.last, "completion")
        XCTAssertEqual(log.events.count, 6)
    }

    func testTheDelegatesDefaultsAreUIKits() async {
        final class Empty: NSObject, UITabBarController.Sidebar.Delegate {}
        let tab = UITab(title: "A", image: nil, identifier: "a") { _ in UIViewController() }
        let controller = UITabBarController(tabs: [tab])
        let empty = Empty()
        let request = UITabSidebarItem.Request(content: .tab(tab))
        XCTAssertEqual(empty.tabBarController(controller, sidebar: controller.sidebar, itemFor: request).defaultContentConfiguration().text, "A",
                       "UIKit: a default item for the request")
        XCTAssertNil(empty.tabBarController(controller, sidebar: controller.sidebar, contextMenuConfigurationFor: tab))
        XCTAssertNil(empty.tabBarController(controller, sidebar: controller.sidebar, trailingSwipeActionsConfigurationFor: tab))
        let logged = SidebarLog()
        XCTAssertEqual(logged.tabBarController(controller, sidebar: controller.sidebar, itemFor: request).accessories.count, 1)
    }
}
