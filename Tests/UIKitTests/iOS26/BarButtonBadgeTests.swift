import XCTest
@testable import UIKit
import UIKitTesting

/// iOS 26 bar button item badges drawn by the navigation bar's item buttons.
@MainActor
final class BarButtonBadgeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testABadgeShowsAtTheItemsTopTrailingCorner() async {
        let controller = UIViewController()
        let item = UIBarButtonItem(title: "Inbox", style: .plain, target: nil, action: nil)
        item.badge = .count(3)
        controller.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        ManualClock.runLoopTurn()
        func buttons(in view: UIView) -> [BarButtonItemButton] {
            view.subviews.flatMap { ([$0 as? BarButtonItemButton].compactMap { $0 }) + buttons(in: $0) }
        }
        let button = buttons(in: navigation.navigationBar).first { $0.item === item }
        XCTAssertNotNil(button)
        let badge = button?.badgeLabel
        XCTAssertEqual(badge?.text, "3")
        XCTAssertEqual(badge?.backgroundColor, .systemRed)
        if let button, let badge {
            XCTAssertEqual(badge.frame.midX, button.bounds.maxX, accuracy: 0.5, "centered on the trailing edge")
            XCTAssertLessThan(badge.frame.minY, 0, "over the top edge")
        }

        var dot = UIBarButtonItem.Badge.indicator()
        dot.backgroundColor = .systemBlue
        item.badge = dot
        ManualClock.runLoopTurn()
        XCTAssertEqual(button?.badgeLabel?.frame.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(button?.badgeLabel?.backgroundColor, .systemBlue)

        item.badge = nil
        ManualClock.runLoopTurn()
        XCTAssertNil(button?.badgeLabel)
    }
}
