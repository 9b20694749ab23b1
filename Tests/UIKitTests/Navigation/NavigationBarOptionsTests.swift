import XCTest
import UIKit
import UIKitTesting

/// Bar options of navigation and tab bar controllers: hiding on tap and swipe, compact
/// heights, prompts, supplementary left items, back actions, centered tabs, proxies.
@MainActor
final class NavigationBarOptionsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testHidesBarsOnTapTogglesTheBar() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.hidesBarsOnTap = true
        let window = NavigationFixtures.window(root: navigation)
        let input = InputSimulator(window: window)
        XCTAssertTrue(navigation.barHideOnTapGestureRecognizer.isEnabled)
        input.tap(at: CGPoint(x: 200, y: 400))
        ManualClock.advance(by: 0.3)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertEqual(root.view.safeAreaInsets.top, 47)
        input.tap(at: CGPoint(x: 200, y: 400))
        ManualClock.advance(by: 0.3)
        XCTAssertFalse(navigation.isNavigationBarHidden)
        XCTAssertEqual(root.view.safeAreaInsets.top, 91)
    }

    func testHidesBarsOnSwipeHidesOnAnUpwardSwipeAndShowsOnADownwardOne() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.hidesBarsOnSwipe = true
        let window = NavigationFixtures.window(root: navigation)
        let input = InputSimulator(window: window)
        input.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        ManualClock.advance(by: 0.3)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        input.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600))
        ManualClock.advance(by: 0.3)
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }

    func testCompactHeightBarIs32PointsOrHidden() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.traitOverrides.verticalSizeClass = .compact
        let window = NavigationFixtures.window(root: navigation)
        // UIKit (iPhone landscape): a 32-point bar.
        XCTAssertEqual(navigation.navigationBar.frame.height, 32)
        XCTAssertEqual(root.view.safeAreaInsets.top, 79)
        navigation.hidesBarsWhenVerticallyCompact = true
        window.layoutIfNeeded()
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(root.view.safeAreaInsets.top, 47)
    }

    func testPromptAdds30Points() async {
        let root = UIViewController()
        root.navigationItem.prompt = "Choose a photo"
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        XCTAssertEqual(navigation.navigationBar.frame.height, 74)
        let prompt = NavigationFixtures.views(UILabel.self, in: navigation.navigationBar).first { $0.text == "Choose a photo" }
        XCTAssertEqual(prompt?.frame, CGRect(x: 0, y: 0, width: 390, height: 30))
        root.navigationItem.prompt = nil
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    }

    func testLeftItemsReplaceTheBackButtonUnlessTheySupplementIt() async {
        let first = UIViewController()
        first.title = "Home"
        let navigation = UINavigationController(rootViewController: first)
        let window = NavigationFixtures.window(root: navigation)
        let second = UIViewController()
        second.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        XCTAssertNil(NavigationFixtures.button("Home", in: bar))
        XCTAssertEqual(NavigationFixtures.button("Close", in: bar)?.frame.minX, 16)
        second.navigationItem.leftItemsSupplementBackButton = true
        window.layoutIfNeeded()
        guard let back = NavigationFixtures.button("Home", in: bar), let close = NavigationFixtures.button("Close", in: bar) else {
            return XCTFail("both the back button and the item")
        }
        XCTAssertEqual(close.frame.minX, back.frame.maxX + 8, accuracy: 0.5)
    }

    func testBackActionReplacesThePop() async {
        let first = UIViewController()
        first.title = "Home"
        let navigation = UINavigationController(rootViewController: first)
        let window = NavigationFixtures.window(root: navigation)
        let second = UIViewController()
        var ran = 0
        second.navigationItem.backAction = UIAction { _ in ran += 1 }
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        guard let back = NavigationFixtures.button("Home", in: navigation.navigationBar) else { return XCTFail("no back button") }
        InputSimulator(window: window).tap(back)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(ran, 1)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }

    func testTabsAreCenteredInARegularWidth() async {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.viewControllers?[0].title = "One"
        tabs.viewControllers?[1].title = "Two"
        tabs.traitOverrides.horizontalSizeClass = .regular
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        guard let one = NavigationFixtures.button("One", in: tabs.tabBar), let two = NavigationFixtures.button("Two", in: tabs.tabBar) else {
            return XCTFail("no tabs")
        }
        XCTAssertEqual(one.frame, CGRect(x: 436, y: 0, width: 76, height: 49))
        XCTAssertEqual(two.frame.minX, 512)
        tabs.tabBar.itemPositioning = .fill
        window.layoutIfNeeded()
        XCTAssertEqual(one.frame, CGRect(x: 0, y: 0, width: 512, height: 49))
    }

    func testTabBarAppearanceProxy() async {
        UITabBar.appearance().unselectedItemTintColor = .systemPink
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let window = NavigationFixtures.window(root: tabs)
        XCTAssertEqual(tabs.tabBar.unselectedItemTintColor, .systemPink)
        withExtendedLifetime(window) {}
    }

    func testRightToLeftMirrorsTheBarAndTheSlide() async {
        let first = UIViewController()
        first.title = "Home"
        let navigation = UINavigationController(rootViewController: first)
        // As a forced right-to-left app does it: the container and the bar.
        navigation.view.semanticContentAttribute = .forceRightToLeft
        navigation.navigationBar.semanticContentAttribute = .forceRightToLeft
        let window = NavigationFixtures.window(root: navigation)
        let second = UIViewController()
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        navigation.pushViewController(second, animated: true)
        ManualClock.advance(by: 0.1)
        // The new view comes in from the left (the trailing edge in right-to-left).
        XCTAssertLessThan(second.view.layer.presentation()!.position.x, 195)
        ManualClock.advance(by: 0.4)
        window.layoutIfNeeded()
        guard let back = NavigationFixtures.button("Home", in: navigation.navigationBar),
              let edit = NavigationFixtures.button("Edit", in: navigation.navigationBar) else { return XCTFail("no buttons") }
        XCTAssertEqual(back.frame.maxX, 390, "the back button at the right edge")
        let chevron = NavigationFixtures.views(UIImageView.self, in: back).first
        XCTAssertEqual(chevron?.transform, CGAffineTransform(scaleX: -1, y: 1), "the chevron points right")
        XCTAssertEqual(chevron.map { $0.frame.maxX } ?? 0, back.bounds.width - 8, accuracy: 0.5)
        XCTAssertEqual(edit.frame.minX, 16, accuracy: 0.5, "the right item at the left margin")
        XCTAssertEqual(navigation.interactivePopGestureRecognizer.map { ($0 as? UIScreenEdgePanGestureRecognizer)?.edges }, .right)
    }
}
