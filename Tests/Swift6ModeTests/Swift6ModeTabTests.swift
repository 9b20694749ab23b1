import XCTest
import UIKit

/// iOS 18 tab code compiles unchanged in Swift 6 mode and builds its tab bar as on iPhone.
@MainActor
final class Swift6ModeTabTests: XCTestCase {
    func testTabShellShowsItsTabs() async {
        let tabs = AppTabsController()
        tabs.loadViewIfNeeded()
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Home", "Library", "Search"])
        XCTAssertEqual(tabs.tabBar.items?.first?.badgeValue, "2")
        XCTAssertEqual(tabs.selectedTab?.identifier, "home")
        tabs.selectedTab = tabs.tab(forIdentifier: "recent")
        XCTAssertEqual(tabs.selectedTab?.identifier, "recent")
        XCTAssertEqual(tabs.selections, [], "a selection in code is not the delegate's")
        let library = tabs.tab(forIdentifier: "library") as? UITabGroup
        XCTAssertEqual(library?.managingNavigationController?.viewControllers.count, 1, "the delegate left the group's level out")
    }
}
