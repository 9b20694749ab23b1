import XCTest
import UIKit
import UIKitTesting

/// Bar items follow their bar's trait changes as views do: the properties a trait-specific
/// proxy customizes take the most specific customization for the bar's new traits.
@MainActor
final class UIBarItemTraitAppearanceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func showToolbar(items: [UIBarButtonItem]) -> UIToolbar {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = .light
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        toolbar.items = items
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        return toolbar
    }

    func testAToolbarItemTakesTheTraitProxyWhenTheBarTurnsDarkAndBack() async throws {
        UIBarButtonItem.appearance().tintColor = .systemRed
        UIBarButtonItem.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemPink
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let toolbar = showToolbar(items: [item])
        XCTAssertEqual(item.tintColor, .systemRed)

        toolbar.overrideUserInterfaceStyle = .dark
        toolbar.layoutIfNeeded()
        XCTAssertEqual(item.tintColor, .systemPink)
        XCTAssertEqual(try XCTUnwrap(NavigationFixtures.button("Edit", in: toolbar)).tintColor, .systemPink,
                       "the bar shows the item again")

        toolbar.overrideUserInterfaceStyle = .light
        toolbar.layoutIfNeeded()
        XCTAssertEqual(item.tintColor, .systemRed)
    }

    func testAValueSetOnTheItemStaysThroughTraitChanges() async {
        UIBarButtonItem.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemPink
        UIBarButtonItem.appearance(for: UITraitCollection(userInterfaceStyle: .dark))
            .setTitleTextAttributes([.foregroundColor: UIColor.systemTeal], for: .normal)
        let item = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
        item.tintColor = .systemGreen
        let toolbar = showToolbar(items: [item])
        toolbar.overrideUserInterfaceStyle = .dark
        toolbar.layoutIfNeeded()
        XCTAssertEqual(item.tintColor, .systemGreen, "set on the item")
        XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemTeal,
                       "a property not set on the item takes the trait proxy's value")
    }

    func testATabBarItemFollowsTheTabBarsTraits() async {
        UITabBarItem.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).badgeColor = .systemIndigo
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideUserInterfaceStyle = .light
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
        tabBar.items = [item]
        window.addSubview(tabBar)
        tabBar.layoutIfNeeded()
        XCTAssertNil(item.badgeColor)
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        XCTAssertEqual(item.badgeColor, .systemIndigo, "the tab bar inherits the window's dark style")
    }
}
