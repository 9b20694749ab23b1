import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

@MainActor
final class TableViewUpdatesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Deletes name rows before the update and inserts rows after it; surviving cells keep
    /// their rows and move to the new frames.
    func testDeletesUseOldIndexPathsAndInsertsNewOnes() async {
        let items = ItemsTable([ItemsTable.names(20)])
        let (_, table, input) = items.makeTable()
        let cellR0 = table.cellForRow(at: path(0))!, cellR2 = table.cellForRow(at: path(2))!
        let cellR1 = table.cellForRow(at: path(1))!
        items.sections[0].remove(at: 1)
        items.sections[0].insert("x", at: 0)
        table.performBatchUpdates {
            table.deleteRows(at: [path(1)], with: .fade)
            table.insertRows(at: [path(0)], with: .fade)
        }
        XCTAssertEqual(table.numberOfRows(inSection: 0), 20)
        XCTAssertTrue(table.cellForRow(at: path(1)) === cellR0)
        XCTAssertTrue(table.cellForRow(at: path(2)) === cellR2)
        XCTAssertEqual(cellR0.frame, CGRect(x: 0, y: 44, width: 320, height: 44))
        XCTAssertEqual(cellR2.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(table.text(at: path(0)), "x")
        XCTAssertEqual(table.cellForRow(at: path(0))?.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        // The deleted row's cell fades out, then leaves for the reuse queue.
        XCTAssertTrue(cellR1.superview === table)
        XCTAssertEqual(cellR1.alpha, 0)
        input.advance(by: 0.35)
        XCTAssertNil(cellR1.superview)
        XCTAssertEqual(table.visibleCells.compactMap { $0.textLabel?.text }.prefix(4), ["x", "r0", "r2", "r3"])
        XCTAssertEqual(table.cellForRow(at: path(0))?.alpha, 1)
    }

    /// Cells slide: the model frame is final at once, the presentation moves over the
    /// animation, and the completion runs once it ends.
    func testRowsSlideAndTheCompletionRunsAfterTheAnimation() async {
        let items = ItemsTable([ItemsTable.names(20)])
        let (_, table, input) = items.makeTable()
        let cellR3 = table.cellForRow(at: path(3))!
        var finished: Bool?
        items.sections[0].removeFirst()
        table.performBatchUpdates({ table.deleteRows(at: [path(0)], with: .none) }, completion: { finished = $0 })
        XCTAssertEqual(cellR3.frame.minY, 88)
        XCTAssertNil(finished)
        XCTAssertEqual(cellR3.layer.presentation()?.position.y ?? 0, 132 + 22, accuracy: 0.5, "starts at the old place")
        input.advance(by: 0.15)
        let middle = cellR3.layer.presentation()?.position.y ?? 0
        XCTAssertLessThan(middle, 154)
        XCTAssertGreaterThan(middle, 110)
        input.advance(by: 0.2)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(cellR3.layer.presentation()?.position.y ?? 0, 110, accuracy: 0.01)
    }

    /// A row scrolled into view by a deletion slides in from where it was (below the screen).
    func testARowComingOnScreenSlidesFromItsOldPlace() async {
        let items = ItemsTable([ItemsTable.names(20)])
        let (_, table, _) = items.makeTable()
        XCTAssertNil(table.cellForRow(at: path(11)))
        items.sections[0].removeFirst(2)
        table.deleteRows(at: [path(0), path(1)], with: .fade)
        // Old row 12 (y 528) is now row 10 (y 440).
        let cell = table.cellForRow(at: path(10))!
        XCTAssertEqual(cell.textLabel?.text, "r12")
        XCTAssertEqual(cell.frame.minY, 440)
        XCTAssertEqual(cell.layer.presentation()?.position.y ?? 0, 528 + 22, accuracy: 0.5)
        XCTAssertEqual(cell.alpha, 1, "an existing row does not fade in")
    }

    func testSelectionFollowsItsRowAndDeletedSelectedRowsAreDeselected() async {
        let items = ItemsTable([ItemsTable.names(10)])
        let (_, table, _) = items.makeTable()
        table.allowsMultipleSelection = true
        table.selectRow(at: path(3), animated: false, scrollPosition: .none)
        table.selectRow(at: path(5), animated: false, scrollPosition: .none)
        items.sections[0].remove(at: 5)
        items.sections[0].remove(at: 0)
        table.deleteRows(at: [path(0), path(5)], with: .automatic)
        XCTAssertEqual(table.indexPathsForSelectedRows, [path(2)])
        XCTAssertEqual(table.cellForRow(at: path(2))?.textLabel?.text, "r3")
        XCTAssertEqual(table.cellForRow(at: path(2))?.isSelected, true)
    }

    func testMoveRowTakesTheCellAndSelectionAlong() async {
        let items = ItemsTable([ItemsTable.names(10)])
        let (_, table, _) = items.makeTable()
        let cell = table.cellForRow(at: path(0))!
        table.selectRow(at: path(0), animated: false, scrollPosition: .none)
        items.sections[0].insert(items.sections[0].removeFirst(), at: 5)
        table.moveRow(at: path(0), to: path(5))
        XCTAssertTrue(table.cellForRow(at: path(5)) === cell)
        XCTAssertEqual(cell.frame.minY, 220)
        XCTAssertEqual(table.indexPathForSelectedRow, path(5))
        XCTAssertEqual(table.text(at: path(0)), "r1")
        XCTAssertEqual(table.cellForRow(at: path(0))?.frame.minY, 0)
    }

    func testSectionsInsertDeleteAndMove() async {
        let items = ItemsTable([["a0", "a1"], ["b0"], ["c0", "c1", "c2"]])
        let (_, table, _) = items.makeTable()
        let c0 = table.cellForRow(at: path(0, 2))!
        items.sections.remove(at: 0)          // [b] [c]
        items.sections.insert(["n0"], at: 1)  // [b] [n] [c]
        items.sections.swapAt(0, 2)           // [c] [n] [b]
        table.performBatchUpdates {
            table.deleteSections(IndexSet(integer: 0), with: .fade)
            table.insertSections(IndexSet(integer: 1), with: .fade)
            table.moveSection(2, toSection: 0)
        }
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertTrue(table.cellForRow(at: path(0, 0)) === c0)
        XCTAssertEqual(c0.frame.minY, 0)
        XCTAssertEqual(table.text(at: path(0, 1)), "n0")
        XCTAssertEqual(table.text(at: path(0, 2)), "b0")
        XCTAssertEqual(table.cellForRow(at: path(0, 2))?.frame.minY, 4 * 44)
    }

    /// Nested batches apply once, at the outermost end.
    func testNestedBeginEndUpdatesApplyAtTheOuterEnd() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, _) = items.makeTable()
        table.beginUpdates()
        items.sections[0].append("x")
        table.beginUpdates()
        table.insertRows(at: [path(5)], with: .none)
        table.endUpdates()
        XCTAssertNil(table.cellForRow(at: path(5)), "not applied before the outer end")
        table.endUpdates()
        XCTAssertEqual(table.text(at: path(5)), "x")
        XCTAssertEqual(table.rectForRow(at: path(5)), CGRect(x: 0, y: 220, width: 320, height: 44))
    }

    /// Reloading a row replaces its cell (the old one leaves for reuse); reconfiguring
    /// configures the cell on screen again without preparing it for reuse.
    func testReloadReplacesTheCellAndReconfigureKeepsIt() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        let old = table.cellForRow(at: path(1)) as! CountingCell
        items.sections[0][1] = "reloaded"
        table.reloadRows(at: [path(1)], with: .none)
        let new = table.cellForRow(at: path(1)) as! CountingCell
        XCTAssertFalse(new === old)
        XCTAssertEqual(new.textLabel?.text, "reloaded")
        input.advance(by: 0.35)

        items.sections[0][1] = "reconfigured"
        let reuses = new.reuseCount
        table.reconfigureRows(at: [path(1)])
        XCTAssertTrue(table.cellForRow(at: path(1)) === new)
        XCTAssertEqual(new.textLabel?.text, "reconfigured")
        XCTAssertEqual(new.reuseCount, reuses)
    }

    /// `.left` slides an inserted row in from the leading side.
    func testLeftAnimationSlidesTheInsertedRowIn() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        items.sections[0].insert("x", at: 2)
        table.insertRows(at: [path(2)], with: .left)
        let cell = table.cellForRow(at: path(2))!
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(cell.layer.presentation()?.position.x ?? 0, -160, accuracy: 0.5)
        input.advance(by: 0.35)
        XCTAssertEqual(cell.layer.presentation()?.position.x ?? 0, 160, accuracy: 0.01)
    }

    func testRowAnimationRawValuesAreUIKits() async {
        XCTAssertEqual([UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic].map(\.rawValue),
                       [0, 1, 2, 3, 4, 5, 6, 100])
        XCTAssertEqual([UITableViewCell.EditingStyle.none, .delete, .insert].map(\.rawValue), [0, 1, 2])
    }
}

@MainActor
final class TableViewEmptyBatchTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// An empty batch re-reads the heights and the rows animate to their new frames.
    func testAnEmptyBatchAnimatesNewHeights() async {
        let (_, table, recorder, input) = TableTestSupport.makeTable(rowsPerSection: [10])
        let cell2 = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        recorder.heights = { $0.row == 0 ? 100 : 44 }
        table.beginUpdates()
        table.endUpdates()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 100)
        XCTAssertEqual(cell2.frame, CGRect(x: 0, y: 144, width: 320, height: 44))
        XCTAssertEqual(cell2.layer.presentation()?.position.y ?? 0, 88 + 22, accuracy: 0.5)
        input.advance(by: 0.35)
        XCTAssertEqual(cell2.layer.presentation()?.position.y ?? 0, 144 + 22, accuracy: 0.01)
        XCTAssertEqual(table.contentSize.height, 100 + 9 * 44)
    }
}

@MainActor
final class TableViewUnloadedBatchTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A batch right after the rows were invalidated (here by a new row height) cannot animate
    /// from the old rows: the table reloads them, and every cell shows its new row.
    func testABatchAfterInvalidationShowsTheNewRows() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, _) = items.makeTable()
        table.rowHeight = 50
        items.sections[0].insert("x", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.compactMap { $0.textLabel?.text }, ["x", "r0", "r1", "r2", "r3", "r4"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame, CGRect(x: 0, y: 50, width: 320, height: 50))
    }
}
