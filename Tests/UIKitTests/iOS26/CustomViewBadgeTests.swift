import XCTest
@testable import UIKit
import UIKitTesting

/// iOS 26 badges on bar button items made with `init(customView:)`: drawn as on plain items,
/// on the custom view's top trailing corner, in navigation bars and toolbars.
@MainActor
final class CustomViewBadgeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    /// The badge labels a bar shows for custom views (siblings of the custom views).
    private func badgeLabels(beside view: UIView) -> [UILabel] {
        (view.superview?.subviews ?? []).compactMap { $0 as? UILabel }.filter { $0 !== view && $0.layer.cornerRadius > 0 }
    }

    func testANavigationBarDrawsACustomViewItemsBadgeOnItsTopTrailingCorner() async throws {
        let controller = UIViewController()
        let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        let item = UIBarButtonItem(customView: avatar)
        item.badge = .count(5)
        controller.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        ManualClock.runLoopTurn()
        XCTAssertTrue(avatar.subviews.isEmpty, "the app's view keeps its own subviews")
        let badge = try XCTUnwrap(badgeLabels(beside: avatar).first)
        XCTAssertEqual(badge.text, "5")
        XCTAssertEqual(badge.backgroundColor, .systemRed)
        XCTAssertEqual(badge.textColor, .white)
        XCTAssertEqual(badge.frame.height, 18)
        XCTAssertEqual(badge.frame.midX, avatar.frame.maxX, accuracy: 0.5, "centered on the trailing edge")
        XCTAssertLessThan(badge.frame.minY, avatar.frame.minY, "over the top edge")
        XCTAssertTrue(badge.superview?.subviews.last === badge, "in front of the custom view")

        var string = UIBarButtonItem.Badge.string("New")
        string.backgroundColor = .systemBlue
        item.badge = string
        ManualClock.runLoopTurn()
        XCTAssertEqual(badgeLabels(beside: avatar).count, 1, "the same badge, updated")
        XCTAssertEqual(badgeLabels(beside: avatar).first?.text, "New")
        XCTAssertEqual(badgeLabels(beside: avatar).first?.backgroundColor, .systemBlue)

        item.badge = nil
        ManualClock.runLoopTurn()
        XCTAssertTrue(badgeLabels(beside: avatar).isEmpty)
        XCTAssertNil(badge.superview)
        _ = window
    }

    func testAToolbarDrawsACustomViewItemsIndicator() async throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let item = UIBarButtonItem(customView: custom)
        item.badge = .indicator()
        toolbar.items = [UIBarButtonItem(systemItem: .flexibleSpace), item]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(toolbar)
        window.makeKeyAndVisible()
        ManualClock.runLoopTurn()
        toolbar.layoutIfNeeded()
        let badge = try XCTUnwrap(badgeLabels(beside: custom).first)
        XCTAssertEqual(badge.frame.size, CGSize(width: 10, height: 10), "an indicator is a dot")
        XCTAssertEqual(badge.frame.midX, custom.frame.maxX, accuracy: 0.5)
        XCTAssertNil(badge.text)

        toolbar.items = [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
        toolbar.layoutIfNeeded()
        XCTAssertNil(badge.superview, "a badge leaves with its item")
    }

    func testARightToLeftBarPutsTheBadgeOnTheLeadingSideOfTheCustomView() async throws {
        let controller = UIViewController()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let item = UIBarButtonItem(customView: custom)
        item.badge = .count(1)
        controller.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.semanticContentAttribute = .forceRightToLeft
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        ManualClock.runLoopTurn()
        navigation.navigationBar.layoutIfNeeded()
        let badge = try XCTUnwrap(badgeLabels(beside: custom).first)
        XCTAssertEqual(badge.frame.midX, custom.frame.minX, accuracy: 0.5, "the trailing corner is on the left")
    }

    func testProminentButtonAppearanceIsTheDoneButtonAppearance() async {
        let appearance = UINavigationBarAppearance()
        let prominent = UIBarButtonItemAppearance(style: .done)
        prominent.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        appearance.prominentButtonAppearance = prominent
        XCTAssertTrue(appearance.doneButtonAppearance === prominent, "iOS 26's name for the same appearance")
        let toolbar = UIToolbarAppearance()
        toolbar.doneButtonAppearance = prominent
        XCTAssertTrue(toolbar.prominentButtonAppearance === prominent)
        XCTAssertEqual(UIBarButtonItem.Style.prominent.rawValue, UIBarButtonItem.Style.done.rawValue)
    }
}
