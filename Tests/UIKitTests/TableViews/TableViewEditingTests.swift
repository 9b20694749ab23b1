import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

@MainActor
final class TableViewEditingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Editing shows a delete control at the leading edge and indents the content by its width.
    func testEditingIndentsTheContentForTheDeleteControl() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, _) = items.makeTable()
        let cell = table.cellForRow(at: path(0))!
        XCTAssertFalse(table.isEditing)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        XCTAssertTrue(table.isEditing)
        XCTAssertTrue(cell.isEditing)
        XCTAssertEqual(cell.editingStyle, .delete)
        // UIKit: the content view stops above the row's one-pixel separator (0.5 pt at 2x).
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 38, y: 0, width: 282, height: 43.5))
        let control = cell.subviews.first { $0 is UIControl }
        XCTAssertEqual(control?.frame, CGRect(x: 0, y: 0, width: 38, height: 44))

        table.setEditing(false, animated: false)
        cell.layoutIfNeeded()
        XCTAssertFalse(cell.isEditing)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 43.5))
        XCTAssertFalse(cell.subviews.contains { $0 is UIControl })
    }

    /// A row whose style is `.none` shows no control and does not indent; the reorder grip
    /// narrows the content; indentation levels add their steps.
    func testStyleNoneGripAndIndentationLevel() async {
        let items = ItemsTable([ItemsTable.names(5)])
        items.editingStyles[path(1)] = UITableViewCell.EditingStyle.none
        items.showsReorderControl = true
        let (_, table, _) = items.makeTable()
        table.setEditing(true, animated: false)
        let plain = table.cellForRow(at: path(1))!, deletable = table.cellForRow(at: path(0))!
        plain.layoutIfNeeded()
        deletable.layoutIfNeeded()
        XCTAssertEqual(plain.editingStyle, .none)
        XCTAssertEqual(plain.contentView.frame, CGRect(x: 0, y: 0, width: 282, height: 43.5))
        XCTAssertEqual(deletable.contentView.frame, CGRect(x: 38, y: 0, width: 244, height: 43.5))
        deletable.indentationLevel = 2
        deletable.layoutIfNeeded()
        XCTAssertEqual(deletable.contentView.frame, CGRect(x: 58, y: 0, width: 224, height: 43.5))
        deletable.shouldIndentWhileEditing = false
        deletable.layoutIfNeeded()
        XCTAssertEqual(deletable.contentView.frame, CGRect(x: 20, y: 0, width: 262, height: 43.5))
    }

    /// The controller's setEditing drives its table's.
    func testTableViewControllerForwardsSetEditing() async {
        let controller = UITableViewController(style: .plain)
        controller.loadViewIfNeeded()
        controller.setEditing(true, animated: false)
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.tableView.isEditing)
        controller.setEditing(false, animated: true)
        XCTAssertFalse(controller.tableView.isEditing)
    }

    /// Tapping the delete control shows "Delete"; tapping it commits `.delete`, the row goes.
    func testDeleteControlThenConfirmationCommitsTheDeletion() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: path(2))!
        cell.layoutIfNeeded()
        input.tap(at: CGPoint(x: 19, y: 2 * 44 + 22))
        input.advance(by: 0.35)
        XCTAssertTrue(cell.showingDeleteConfirmation)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.2"])
        let actions = cell.subviews.first { String(describing: type(of: $0)) == "TableSwipeActionsView" }
        XCTAssertEqual(actions?.frame, CGRect(x: 246, y: 0, width: 74, height: 44))
        XCTAssertEqual((actions?.subviews.first as? UIButton)?.title(for: .normal), "Delete")
        input.tap(at: CGPoint(x: 283, y: 2 * 44 + 22))
        XCTAssertEqual(items.calls, ["willBeginEditing 0.2", "commit delete 0.2", "didEndEditing 0.2"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.text(at: path(2)), "r3")
        XCTAssertFalse(cell.showingDeleteConfirmation)
    }

    /// An insert control commits `.insert` at once.
    func testInsertControlCommitsInsert() async {
        let items = ItemsTable([ItemsTable.names(3)])
        items.editingStyles[path(1)] = .insert
        let (_, table, input) = items.makeTable()
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        table.cellForRow(at: path(1))!.layoutIfNeeded()
        input.tap(at: CGPoint(x: 19, y: 44 + 22))
        XCTAssertEqual(items.calls, ["commit insert 0.1"])
    }

    /// Dragging the grip moves the row: the delegate may retarget it, the data source hears
    /// moveRowAt, the cell lands at its new row.
    func testDraggingTheReorderGripMovesTheRow() async {
        let items = ItemsTable([ItemsTable.names(8)])
        items.showsReorderControl = true
        let (_, table, input) = items.makeTable()
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: path(0))!
        cell.layoutIfNeeded()
        // From the grip of row 0 down by three rows.
        input.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 300, y: 22 + 3 * 44), duration: 0.3)
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["target 0.0 proposed 0.3", "move 0.0 to 0.3"])
        XCTAssertEqual(items.sections[0].prefix(4), ["r1", "r2", "r3", "r0"])
        XCTAssertTrue(table.cellForRow(at: path(3)) === cell)
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 132, width: 320, height: 44))
        XCTAssertEqual(table.text(at: path(0)), "r1")
        XCTAssertEqual(table.contentOffset.y, 0, "the drag did not scroll")
    }

    func testTheDelegateRetargetsAMove() async {
        let items = ItemsTable([ItemsTable.names(8)])
        items.showsReorderControl = true
        items.moveTarget = { _, _ in IndexPath(row: 1, section: 0) }
        let (_, table, input) = items.makeTable()
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        table.cellForRow(at: path(0))!.layoutIfNeeded()
        input.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 300, y: 22 + 4 * 44), duration: 0.3)
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["target 0.0 proposed 0.4", "move 0.0 to 0.1"])
        XCTAssertEqual(table.text(at: path(1)), "r0")
    }

    /// While editing, taps select only with allowsSelectionDuringEditing.
    func testSelectionDuringEditingFollowsItsSwitch() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        table.setEditing(true, animated: false)
        input.tap(at: CGPoint(x: 150, y: 66))
        XCTAssertNil(table.indexPathForSelectedRow)
        table.allowsSelectionDuringEditing = true
        input.tap(at: CGPoint(x: 150, y: 66))
        XCTAssertEqual(table.indexPathForSelectedRow, path(1))
        XCTAssertEqual(items.calls, ["didSelect 0.1"])
    }
}

@MainActor
final class TableViewEditingAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// While a row is dragged, the rows it passes slide over to show where it would land.
    func testRowsMakeRoomDuringADrag() async {
        let items = ItemsTable([ItemsTable.names(8)])
        items.showsReorderControl = true
        let (_, table, input) = items.makeTable()
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let dragged = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        dragged.layoutIfNeeded()
        let row1 = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let row3 = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        input.touchDown(1, at: CGPoint(x: 300, y: 22))
        for step in 1...10 {
            input.advance(by: 0.03)
            input.touchMove(1, to: CGPoint(x: 300, y: 22 + CGFloat(step) * 8.8))
        }
        input.advance(by: 0.3)
        XCTAssertEqual(dragged.frame.minY, 88)
        XCTAssertEqual(row1.frame.minY, 0, "moved up into the dragged row's place")
        XCTAssertEqual(row3.frame.minY, 132, "beyond the gap: stays")
        input.touchUp(1, at: CGPoint(x: 300, y: 22 + 2 * 44))
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["target 0.0 proposed 0.2", "move 0.0 to 0.2"])
        XCTAssertEqual(dragged.frame.minY, 88)
        XCTAssertEqual(row1.frame.minY, 0)
    }

    /// setEditing(_:animated: true) slides the content over: the model frame is final at once,
    /// the presentation moves there.
    func testAnimatedEditingSlidesTheContent() async {
        let items = ItemsTable([ItemsTable.names(3)])
        let (_, table, input) = items.makeTable()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        table.setEditing(true, animated: true)
        XCTAssertEqual(cell.contentView.frame.minX, 38)
        XCTAssertEqual(cell.contentView.layer.presentation()?.position.x ?? 0, 160, accuracy: 0.5)
        input.advance(by: 0.35)
        XCTAssertEqual(cell.contentView.layer.presentation()?.position.x ?? 0, 38 + 141, accuracy: 0.01)
    }

    /// reloadData closes open swipe actions.
    func testReloadDataClosesSwipeActions() async {
        let items = ItemsTable([ItemsTable.names(3)])
        let (_, table, input) = items.makeTable()
        input.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 180, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0"])
        table.reloadData()
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0", "didEndEditing 0.0"])
    }
}

/// A controller subclass overriding the editing methods, as UIKit apps do.
@MainActor
final class EditableListController: UITableViewController {
    var items = ["a", "b", "c"]
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(indexPath.row)")
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
}

@MainActor
final class TableViewControllerEditingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The controller's overrides are the ones the table calls (title and commit).
    func testControllerOverridesServeTheSwipeDelete() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = EditableListController(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.contentInsetAdjustmentBehavior = .never
        controller.tableView.frame = window.bounds
        controller.tableView.layoutIfNeeded()
        let input = InputSimulator(window: window)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        input.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 180, y: 66), duration: 0.2)
        input.advance(by: 0.4)
        let button = cell.subviews.first { String(describing: type(of: $0)) == "TableSwipeActionsView" }?.subviews.first as? UIButton
        XCTAssertEqual(button?.title(for: .normal), "Remove")
        input.tap(at: CGPoint(x: 283, y: 66))
        XCTAssertEqual(controller.log, ["commit 1"])
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "c")
    }

    /// A vertical drag scrolls and closes open swipe actions.
    func testScrollingClosesSwipeActions() async {
        let items = ItemsTable([ItemsTable.names(40)])
        let (_, table, input) = items.makeTable()
        input.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 180, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        input.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 200), duration: 0.3)
        input.advance(by: 2)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0", "didEndEditing 0.0"])
        XCTAssertGreaterThan(table.contentOffset.y, 150)
    }
}

@MainActor
final class TableViewMultipleSelectionEditingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// With allowsMultipleSelectionDuringEditing, rows show selection circles (indented like
    /// the delete control) and taps on rows or circles toggle them into the selection.
    func testSelectionCirclesWhileEditing() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell0 = table.cellForRow(at: IndexPath(row: 0, section: 0))!, cell2 = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        cell0.layoutIfNeeded()
        cell2.layoutIfNeeded()
        XCTAssertEqual(cell0.contentView.frame.minX, 38)
        let circle = { (cell: UITableViewCell) in cell.subviews.first { $0 is UIControl }?.subviews.first?.backgroundColor }
        XCTAssertEqual(circle(cell0), .clear)
        input.tap(at: CGPoint(x: 200, y: 22))
        input.tap(at: CGPoint(x: 19, y: 2 * 44 + 22))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        XCTAssertEqual(items.calls, ["didSelect 0.0", "didSelect 0.2"])
        XCTAssertEqual(circle(cell0), .systemBlue)
        XCTAssertEqual(circle(cell2), .systemBlue)
        input.tap(at: CGPoint(x: 200, y: 22))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(circle(cell0), .clear)
    }
}

@MainActor
final class TableViewReorderAutoscrollTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A finger held near the bottom edge scrolls the table; the row lands where it is dropped.
    func testHoldingNearTheBottomScrolls() async {
        let items = ItemsTable([ItemsTable.names(40)])
        items.showsReorderControl = true
        let (_, table, input) = items.makeTable()
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let dragged = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        dragged.layoutIfNeeded()
        input.touchDown(1, at: CGPoint(x: 300, y: 22))
        for step in 1...10 {
            input.advance(by: 0.02)
            input.touchMove(1, to: CGPoint(x: 300, y: 22 + CGFloat(step) * 44.3))
        }
        // The finger rests at y 465, 35 points into the 50-point zone: 420 points per second.
        input.advance(by: 0.5)
        let offset = table.contentOffset.y
        XCTAssertEqual(offset, 30 * 7, accuracy: 0.001, "30 frames at 420 points per second")
        XCTAssertEqual(dragged.frame.minY, offset + 465 - 22, accuracy: 0.001, "stays under the finger")
        XCTAssertTrue(dragged.superview === table)
        input.touchUp(1, at: CGPoint(x: 300, y: 465))
        input.advance(by: 0.4)
        let row = Int((offset + 465) / 44)
        XCTAssertEqual(items.calls.last, "move 0.0 to 0.\(row)")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: row, section: 0)) === dragged)
        XCTAssertEqual(dragged.frame.minY, CGFloat(row) * 44)
        XCTAssertEqual(table.contentOffset.y, offset, "the scroll stops with the drag")
    }
}
