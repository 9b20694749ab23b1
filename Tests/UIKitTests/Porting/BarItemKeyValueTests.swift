import XCTest
import UIKit

/// `value(forKey:)` on bar items, as iOS code uses it to find the view a bar shows for an item.
@MainActor
final class BarItemKeyValueTests: XCTestCase {
    func testViewKeyIsTheButtonANavigationBarShowsForTheItem() async throws {
        let navigationItem = UINavigationItem(title: "Title")
        let save = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem = save
        XCTAssertNil(save.value(forKey: "view"), "no bar shows the item yet")
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.items = [navigationItem]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(bar)
        window.makeKeyAndVisible()
        bar.layoutIfNeeded()

        let button = try XCTUnwrap(save.value(forKey: "view") as? UIButton)
        XCTAssertTrue(button.isDescendant(of: bar))
        XCTAssertEqual(button.title(for: .normal), "Save")
        XCTAssertGreaterThan(button.bounds.width, 0)
        XCTAssertGreaterThan(button.convert(button.bounds, to: bar).midX, 195, "a right item is on the right")
        XCTAssertEqual(save.value(forKey: "title") as? String, "Save")
        XCTAssertEqual(save.value(forKey: "enabled") as? Bool, true)
        withExtendedLifetime(window) {}
    }

    func testCustomViewAndTabBarItems() async throws {
        let field = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        let custom = UIBarButtonItem(customView: field)
        XCTAssertTrue(custom.value(forKey: "view") as? UIView === field)

        let home = UITabBarItem(title: "Home", image: nil, tag: 7)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        tabBar.items = [home, UITabBarItem(title: "More", image: nil, tag: 8)]
        tabBar.layoutIfNeeded()
        let view = try XCTUnwrap(home.value(forKey: "view") as? UIView)
        XCTAssertTrue(view.isDescendant(of: tabBar))
        XCTAssertLessThan(view.convert(view.bounds, to: tabBar).midX, 195, "the first tab is on the left")
        XCTAssertEqual(home.value(forKey: "tag") as? Int, 7)
    }
}
