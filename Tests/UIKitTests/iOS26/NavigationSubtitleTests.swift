import XCTest
@testable import UIKit
import UIKitTesting

/// iOS 26 navigation item subtitles, drawn by the navigation bar under the title.
@MainActor
final class NavigationSubtitleTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testTheBarShowsTheSubtitleUnderTheTitle() async {
        let controller = UIViewController()
        controller.navigationItem.title = "Mail"
        controller.navigationItem.subtitle = "3 unread"
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        ManualClock.runLoopTurn()
        let label = navigation.navigationBar.titleLabel
        XCTAssertEqual(label.text, "Mail\n3 unread")
        XCTAssertEqual(label.numberOfLines, 2)
        XCTAssertFalse(label.isHidden)

        controller.navigationItem.subtitle = nil
        ManualClock.runLoopTurn()
        XCTAssertEqual(label.text, "Mail")
        XCTAssertEqual(label.numberOfLines, 1)

        controller.navigationItem.attributedSubtitle = NSAttributedString(string: "Updated just now")
        ManualClock.runLoopTurn()
        XCTAssertEqual(label.text, "Mail\nUpdated just now")
    }
}
