import XCTest
import UIKit
import UIKitTesting

private final class MyBarButtonItem: UIBarButtonItem {}

/// `UIBarItem`, `UIBarButtonItem` and `UITabBarItem` adopt `UIAppearance`: their proxies'
/// customizations reach the items a bar shows, in the bar's container chain.
@MainActor
final class UIBarItemAppearanceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    private func toolbar(in window: UIWindow, items: [UIBarButtonItem]) -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        toolbar.items = items
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        return toolbar
    }

    func testTintColorProxyAppliesWhenTheToolbarEntersAWindow() async throws {
        UIBarButtonItem.appearance().tintColor = .systemRed
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        toolbar.items = [item]
        XCTAssertNil(item.tintColor, "not applied while the bar is outside a window")
        let window = makeWindow()
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        XCTAssertEqual(item.tintColor, .systemRed)
        let button = try XCTUnwrap(NavigationFixtures.button("Edit", in: toolbar))
        XCTAssertEqual(button.tintColor, .systemRed, "the item's button shows the customized tint")
    }

    func testItemsSetOnABarInAWindowTakeTheCustomization() async throws {
        let window = makeWindow()
        let toolbar = toolbar(in: window, items: [])
        UIBarButtonItem.appearance().tintColor = .systemOrange
        let item = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        XCTAssertEqual(item.tintColor, .systemOrange)
        XCTAssertEqual(try XCTUnwrap(NavigationFixtures.button("Add", in: toolbar)).tintColor, .systemOrange)
    }

    func testAValueSetOnTheItemWinsOverTheProxy() async {
        UIBarButtonItem.appearance().tintColor = .systemRed
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.tintColor = .systemGreen
        let window = makeWindow()
        _ = toolbar(in: window, items: [item])
        XCTAssertEqual(item.tintColor, .systemGreen)
        XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemBlue,
                       "the properties not set on the item still take the proxy's values")
    }

    func testContainedInNavigationBarAppliesToItsItemsOnlyAndColorsTheTitle() async throws {
        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.systemPurple, .font: UIFont.systemFont(ofSize: 13)]
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
            .setTitleTextAttributes(attributes, for: .normal)
        let navigationItem = UINavigationItem(title: "Title")
        let navItem = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem = navItem
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.items = [navigationItem]
        let window = makeWindow()
        window.addSubview(bar)
        bar.layoutIfNeeded()
        let toolItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        _ = toolbar(in: window, items: [toolItem])

        XCTAssertEqual(navItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemPurple)
        XCTAssertNil(toolItem.titleTextAttributes(for: .normal), "a toolbar is not a navigation bar")
        let button = try XCTUnwrap(NavigationFixtures.button("Save", in: bar) as? UIButton)
        XCTAssertEqual(button.titleColor(for: .normal), .systemPurple)
        XCTAssertEqual(button.titleLabel?.font.pointSize, 13)
        XCTAssertNil(navItem.titleTextAttributes(for: .highlighted), "only the state given is customized")
    }

    func testANavigationControllerIsAContainerOfItsBarsItemsAndPushedItemsTakeIt() async throws {
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationController.self]).tintColor = .systemTeal
        let root = UIViewController()
        let first = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = first
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        addTeardownBlock { @MainActor in window.isHidden = true }
        XCTAssertEqual(first.tintColor, .systemTeal)
        let pushed = UIViewController()
        let second = UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil)
        pushed.navigationItem.rightBarButtonItem = second
        navigation.pushViewController(pushed, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(second.tintColor, .systemTeal)
        let button = try XCTUnwrap(NavigationFixtures.button("Two", in: navigation.navigationBar))
        XCTAssertEqual(button.tintColor, .systemTeal)
    }

    func testTheMostSpecificProxyWinsAndUIBarItemsProxyReachesEveryItem() async {
        UIBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)
        MyBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .normal)
        UIBarButtonItem.appearance().tintColor = .systemRed
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemIndigo
        let plain = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let mine = MyBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        let tab = UITabBarItem(title: "C", image: nil, tag: 0)
        let window = makeWindow()
        _ = toolbar(in: window, items: [plain, mine])
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 760, width: 390, height: 49))
        tabBar.items = [tab]
        window.addSubview(tabBar)

        XCTAssertEqual(plain.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemGray)
        XCTAssertEqual(mine.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemBrown)
        XCTAssertEqual(tab.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemGray)
        XCTAssertEqual(plain.tintColor, .systemIndigo, "the longer container chain wins")
        XCTAssertEqual(mine.tintColor, .systemIndigo)
    }

    func testTabBarItemProxiesColorTheTabsTitleAndBadge() async throws {
        UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .normal)
        UITabBarItem.appearance().badgeColor = .systemBlue
        UITabBarItem.appearance().setBadgeTextAttributes([.foregroundColor: UIColor.systemYellow], for: .normal)
        UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)
        item.badgeValue = "2"
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 760, width: 390, height: 49))
        tabBar.items = [item]
        let window = makeWindow()
        window.addSubview(tabBar)
        tabBar.layoutIfNeeded()

        XCTAssertEqual(item.badgeColor, .systemBlue)
        XCTAssertEqual(item.titlePositionAdjustment, UIOffset(horizontal: 0, vertical: -4))
        XCTAssertEqual(item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemYellow)
        let title = try XCTUnwrap(NavigationFixtures.views(UILabel.self, in: tabBar).first { $0.text == "Home" })
        XCTAssertEqual(title.font.pointSize, 12)
        let badge = try XCTUnwrap(NavigationFixtures.views(UILabel.self, in: tabBar).first { $0.text == "2" })
        XCTAssertEqual(badge.backgroundColor, .systemBlue)
        XCTAssertEqual(badge.textColor, .systemYellow)
    }

    func testTraitSpecificProxyAppliesToItemsOfABarWithThoseTraits() async {
        UIBarButtonItem.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemPink
        let dark = UIBarButtonItem(title: "Dark", style: .plain, target: nil, action: nil)
        let light = UIBarButtonItem(title: "Light", style: .plain, target: nil, action: nil)
        let window = makeWindow()
        let darkBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        darkBar.overrideUserInterfaceStyle = .dark
        darkBar.items = [dark]
        window.addSubview(darkBar)
        _ = toolbar(in: window, items: [light])
        XCTAssertEqual(dark.tintColor, .systemPink)
        XCTAssertNil(light.tintColor)
    }

    func testTheProxyIsAnItemOfTheClassAndTheSameEachTime() async {
        let proxy = UIBarButtonItem.appearance()
        XCTAssertTrue(proxy === UIBarButtonItem.appearance())
        XCTAssertFalse(proxy === UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]))
        XCTAssertTrue(type(of: UITabBarItem.appearance()) == UITabBarItem.self)
        proxy.tintColor = .systemRed
        XCTAssertEqual(proxy.tintColor, .systemRed, "the proxy reports the value set on it")
    }
}
