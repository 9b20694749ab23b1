import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// UIKit's `.automatic` row animation picks by the row's place in its section, so a row never
/// slides under the section's header or footer.
@MainActor
final class TableViewRowAnimationAutomaticTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A row inserted at the start of a section rises from one row below; one inserted at the end
    /// comes down from one row above; one in the middle only fades in.
    func testInsertedRowsSlideAwayFromTheSectionEdges() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        items.sections[0].insert("first", at: 0)
        table.insertRows(at: [path(0)], with: .automatic)
        let first = table.cellForRow(at: path(0))!
        XCTAssertEqual(first.layer.presentation()?.position.y ?? 0, 66, accuracy: 0.5, "from the bottom")
        XCTAssertEqual(first.layer.presentation()?.opacity ?? -1, 0, accuracy: 0.01)
        input.advance(by: 0.35)
        XCTAssertEqual(first.layer.presentation()?.position.y ?? 0, 22, accuracy: 0.01)

        items.sections[0].append("last")
        table.insertRows(at: [path(6)], with: .automatic)
        let last = table.cellForRow(at: path(6))!
        XCTAssertEqual(last.frame, CGRect(x: 0, y: 264, width: 320, height: 44))
        XCTAssertEqual(last.layer.presentation()?.position.y ?? 0, 242, accuracy: 0.5, "from the top")
        input.advance(by: 0.35)
        XCTAssertEqual(last.layer.presentation()?.position.y ?? 0, 286, accuracy: 0.01)

        items.sections[0].insert("middle", at: 3)
        table.insertRows(at: [path(3)], with: .automatic)
        let middle = table.cellForRow(at: path(3))!
        XCTAssertEqual(middle.layer.presentation()?.position.y ?? 0, 154, accuracy: 0.5, "in place")
        XCTAssertEqual(middle.layer.presentation()?.opacity ?? -1, 0, accuracy: 0.01, "fading in")
        input.advance(by: 0.35)
        XCTAssertEqual(middle.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.01)
    }

    /// Deleting the first row slides it toward the bottom, the last toward the top; a middle
    /// row and a reloaded row fade where they are.
    func testDeletedAndReloadedRowsPickBySectionPlace() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        let first = table.cellForRow(at: path(0))!
        items.sections[0].remove(at: 0)
        table.deleteRows(at: [path(0)], with: .automatic)
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 44, width: 320, height: 44), "heading one row down")
        input.advance(by: 0.35)
        XCTAssertNil(first.superview)

        let last = table.cellForRow(at: path(3))!
        items.sections[0].remove(at: 3)
        table.deleteRows(at: [path(3)], with: .automatic)
        XCTAssertEqual(last.frame, CGRect(x: 0, y: 88, width: 320, height: 44), "heading one row up")
        input.advance(by: 0.35)

        let middle = table.cellForRow(at: path(1))!
        items.sections[0].remove(at: 1)
        table.deleteRows(at: [path(1)], with: .automatic)
        XCTAssertEqual(middle.frame, CGRect(x: 0, y: 44, width: 320, height: 44), "fading in place")
        XCTAssertEqual(middle.layer.opacity, 0)
        input.advance(by: 0.35)

        let reloaded = table.cellForRow(at: path(0))!
        items.sections[0][0] = "again"
        table.reloadRows(at: [path(0)], with: .automatic)
        XCTAssertEqual(reloaded.frame, CGRect(x: 0, y: 0, width: 320, height: 44), "a reload fades, even at the start")
        let replacement = table.cellForRow(at: path(0))!
        XCTAssertEqual(replacement.layer.presentation()?.position.y ?? 0, 22, accuracy: 0.5)
    }

    /// A section's only row fades: either slide would cross its header or footer; rows of
    /// another section pick by their own section's place.
    func testALoneRowFades() async {
        let items = ItemsTable([["a"], ["b", "c"]])
        let (_, table, input) = items.makeTable()
        let lone = table.cellForRow(at: path(0))!
        items.sections[0].remove(at: 0)
        items.sections[1].insert("z", at: 0)
        table.performBatchUpdates {
            table.deleteRows(at: [path(0)], with: .automatic)
            table.insertRows(at: [path(0, 1)], with: .automatic)
        }
        XCTAssertEqual(lone.frame, CGRect(x: 0, y: 0, width: 320, height: 44), "fading in place")
        XCTAssertEqual(lone.layer.opacity, 0)
        let arriving = table.cellForRow(at: path(0, 1))!
        XCTAssertEqual(arriving.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(arriving.layer.presentation()?.position.y ?? 0, 66, accuracy: 0.5, "its section's first row: from the bottom")
        input.advance(by: 0.35)
        XCTAssertNil(lone.superview)
    }
}
