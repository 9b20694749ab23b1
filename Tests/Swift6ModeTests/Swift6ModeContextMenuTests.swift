import XCTest
import UIKit

/// iOS context menu code compiles unchanged in Swift 6 mode, and a table controller's
/// overrides are the ones its table asks.
@MainActor
final class Swift6ModeContextMenuTests: XCTestCase {
    func testTheControllersOverridesAreAsked() async throws {
        let controller = InboxController(style: .plain)
        controller.loadViewIfNeeded()
        let table = controller.tableView!
        let configuration = try XCTUnwrap(table.delegate as? UITableViewDelegate)
            .tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 1, section: 0), point: .zero)
        XCTAssertEqual((configuration?.identifier as? NSIndexPath)?.row, 1)
        (table.delegate as? UITableViewDelegate)?.tableView(table, willDisplayContextMenu: configuration!, animator: nil)
        XCTAssertEqual(controller.shown, ["1"])
        XCTAssertNil(table.contextMenuInteraction)

        let cards = CardController()
        cards.loadViewIfNeeded()
        XCTAssertTrue(cards.card.interactions.contains { $0 is UIContextMenuInteraction })
    }
}
