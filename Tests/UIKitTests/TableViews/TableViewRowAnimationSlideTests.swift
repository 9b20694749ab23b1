import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

@MainActor
final class TableViewRowAnimationSlideTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// `.middle`: an inserted row grows from the line across its middle while it fades in.
    func testMiddleGrowsAnInsertedRowFromItsCentre() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        items.sections[0].insert("x", at: 2)
        table.insertRows(at: [path(2)], with: .middle)
        let cell = table.cellForRow(at: path(2))!
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(cell.layer.presentation()?.bounds.height ?? -1, 0, accuracy: 0.5)
        XCTAssertEqual(cell.layer.presentation()?.position.y ?? 0, 110, accuracy: 0.5)
        XCTAssertEqual(cell.layer.presentation()?.opacity ?? -1, 0, accuracy: 0.01)
        input.advance(by: 0.35)
        XCTAssertEqual(cell.layer.presentation()?.bounds.height ?? 0, 44, accuracy: 0.01)
        XCTAssertEqual(cell.layer.presentation()?.opacity ?? 0, 1, accuracy: 0.01)
    }

    /// `.top` slides a deleted row up by its height as it fades; `.bottom` slides an inserted
    /// row in from one row below.
    func testTopAndBottomSlideVertically() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        let leaving = table.cellForRow(at: path(1))!
        items.sections[0].remove(at: 1)
        table.deleteRows(at: [path(1)], with: .top)
        XCTAssertEqual(leaving.frame, CGRect(x: 0, y: 0, width: 320, height: 44), "heading one row up")
        XCTAssertEqual(leaving.layer.presentation()?.position.y ?? 0, 66, accuracy: 0.5)
        input.advance(by: 0.35)
        XCTAssertNil(leaving.superview, "retired after the animation")
        items.sections[0].insert("y", at: 0)
        table.insertRows(at: [path(0)], with: .bottom)
        let arriving = table.cellForRow(at: path(0))!
        XCTAssertEqual(arriving.layer.presentation()?.position.y ?? 0, 66, accuracy: 0.5)
        input.advance(by: 0.35)
        XCTAssertEqual(arriving.layer.presentation()?.position.y ?? 0, 22, accuracy: 0.01)
    }
}
