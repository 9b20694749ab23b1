import XCTest
import UIKit
import UIKitTesting

/// `UIContextMenuSystem` (iOS 26): the context menus' system, the same object as
/// `UIMenuSystem.context`.
@MainActor
final class UIContextMenuSystemTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testSharedIsTheContextMenuSystem() async {
        let shared: UIContextMenuSystem = UIContextMenuSystem.shared
        XCTAssertTrue(shared === UIMenuSystem.context)
        XCTAssertTrue(shared === UIContextMenuSystem.shared)
        XCTAssertFalse(shared === UIMenuSystem.main, "the main menu system is another object")
        XCTAssertFalse((UIMenuSystem.main as AnyObject) is UIContextMenuSystem)
        shared.setNeedsRebuild()
        shared.setNeedsRevalidate()
    }
}
