import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// A table whose rows drag (their title as text) and which takes drops: a move within the
/// table reorders, text from elsewhere inserts a row.
@MainActor
final class ReorderingTableController: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var rows: [String]
    var intent: UITableViewDropProposal.Intent = .insertAtDestinationIndexPath
    var destinations: [IndexPath?] = []
    var calls: [String] = []
    var coordinators: [any UITableViewDropCoordinator] = []

    init(rows: [String]) {
        self.rows = rows
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        calls.append("itemsForBeginning \(indexPath.row)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))
        item.localObject = rows[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem] {
        calls.append("itemsForAddingTo \(indexPath.row)")
        return [UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))]
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) { calls.append("dragSessionWillBegin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { calls.append("dragSessionDidEnd") }
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) { calls.append("dropSessionDidEnter") }
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) { calls.append("dropSessionDidExit") }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) { calls.append("dropSessionDidEnd") }

    /// A drag from this table moves its row; text from elsewhere is copied in.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        destinations.append(destinationIndexPath)
        let operation: UIDropOperation = tableView.hasActiveDrag ? .move : .copy
        return UITableViewDropProposal(operation: operation, intent: intent)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        calls.append("performDrop")
        coordinators.append(coordinator)
        guard let destination = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                let moved = rows.remove(at: source.row)
                rows.insert(moved, at: destination.row)
                tableView.performBatchUpdates {
                    tableView.deleteRows(at: [source], with: .automatic)
                    tableView.insertRows(at: [destination], with: .automatic)
                }
                coordinator.drop(item.dragItem, toRowAt: destination)
            } else {
                coordinator.session.loadObjects(ofClass: String.self) { strings in
                    self.rows.insert(contentsOf: strings, at: destination.row)
                    tableView.insertRows(at: strings.indices.map { IndexPath(row: destination.row + $0, section: 0) }, with: .automatic)
                }
                coordinator.drop(item.dragItem, toRowAt: destination)
            }
        }
    }
}

@MainActor
final class TableViewDragAndDropTests: XCTestCase {
    private var window: UIWindow!
    private var table: UITableView!
    private var controller: ReorderingTableController!
    private var input: InputSimulator!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        controller = ReorderingTableController(rows: (0..<20).map { "Row \($0)" })
        table.dataSource = controller
        table.dragDelegate = controller
        table.dropDelegate = controller
        window.addSubview(table)
        input = InputSimulator(window: window)
        input.runLoopTurn()
    }

    /// The rows' titles from top to bottom as the cells on screen show them.
    private func visibleTitles() -> [String] {
        table.visibleCells.filter { $0.alpha > 0 }.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
    }

    private func cell(_ title: String) -> UITableViewCell? {
        table.visibleCells.first { $0.textLabel?.text == title }
    }

    func testDefaultsAndInteractions() async {
        let plain = UITableView(frame: .zero, style: .plain)
        XCTAssertNil(plain.dragDelegate)
        XCTAssertNil(plain.dropDelegate)
        XCTAssertTrue(plain.dragInteractionEnabled)
        XCTAssertFalse(plain.hasActiveDrag)
        XCTAssertFalse(plain.hasActiveDrop)
        XCTAssertTrue(plain.interactions.isEmpty)
        XCTAssertTrue(table.dragDelegate === controller)
        XCTAssertEqual(table.interactions.filter { $0 is UIDragInteraction }.count, 1)
        XCTAssertEqual(table.interactions.filter { $0 is UIDropInteraction }.count, 1)
        table.dragDelegate = nil
        XCTAssertEqual(table.interactions.filter { $0 is UIDragInteraction }.count, 0)
        let proposal = UITableViewDropProposal(operation: .copy)
        XCTAssertEqual(proposal.intent, .unspecified)
        XCTAssertEqual(proposal.operation, .copy)
    }

    /// A reorder by drag and drop, end to end: the row lifts after the long press, the other
    /// rows open a gap where it would land, the app moves it in `performDropWith`, and the
    /// table shows the new order.
    func testReorderWithinTheTableByDragAndDrop() async throws {
        XCTAssertEqual(Array(visibleTitles().prefix(5)), ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        input.touchDown(1, at: CGPoint(x: 100, y: 66))
        input.advance(by: 0.6)
        XCTAssertEqual(controller.calls, ["itemsForBeginning 1", "dragSessionWillBegin", "dropSessionDidEnter"])
        XCTAssertEqual(cell("Row 1")?.isHighlighted, false, "the lift takes the touch's highlight away")
        XCTAssertTrue(table.hasActiveDrag)
        XCTAssertTrue(table.hasActiveDrop)
        // Over the lower half of row 3: it would land after Row 3, which is index 3 once Row 1
        // has left its place.
        input.touchMove(1, to: CGPoint(x: 100, y: 120))
        input.touchMove(1, to: CGPoint(x: 100, y: 170))
        XCTAssertEqual(controller.destinations.last, IndexPath(row: 3, section: 0))
        input.advance(by: 0.3)
        XCTAssertEqual(table.contentOffset, .zero, "the drag does not scroll the table")
        XCTAssertEqual(cell("Row 1")?.alpha, 0, "the moving row's place closes")
        XCTAssertEqual(cell("Row 2")?.frame.minY, 44)
        XCTAssertEqual(cell("Row 3")?.frame.minY, 88)
        XCTAssertEqual(cell("Row 4")?.frame.minY, 176, "a one-row gap opens at 132 where the row would land")
        XCTAssertEqual(cell("Row 5")?.frame.minY, 220)
        input.touchUp(1)
        XCTAssertEqual(controller.calls.suffix(1), ["performDrop"])
        let coordinator = try XCTUnwrap(controller.coordinators.first)
        XCTAssertEqual(coordinator.destinationIndexPath, IndexPath(row: 3, section: 0))
        XCTAssertEqual(coordinator.proposal.operation, .move)
        XCTAssertEqual(coordinator.proposal.intent, .insertAtDestinationIndexPath)
        XCTAssertEqual(coordinator.items.map(\.sourceIndexPath), [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(coordinator.items.first?.previewSize, CGSize(width: 320, height: 44))
        XCTAssertEqual(coordinator.items.first?.dragItem.localObject as? String, "Row 1")
        input.advance(by: 0.5)
        XCTAssertEqual(Array(controller.rows.prefix(5)), ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4"])
        XCTAssertEqual(Array(visibleTitles().prefix(5)), ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4"])
        XCTAssertEqual(cell("Row 1")?.frame, CGRect(x: 0, y: 132, width: 320, height: 44))
        XCTAssertEqual(cell("Row 1")?.alpha, 1)
        XCTAssertEqual(cell("Row 4")?.frame.minY, 176)
        XCTAssertFalse(table.hasActiveDrag)
        XCTAssertFalse(table.hasActiveDrop)
        XCTAssertEqual(controller.calls.suffix(2), ["dropSessionDidEnd", "dragSessionDidEnd"])
        XCTAssertNil(DragAndDropTestSupport.overlay(in: window))
    }

    /// UIKit: at the end of a section the destination is the row count; over empty space nil.
    func testDestinationIndexPathAtTheEndAndBelowTheRows() async {
        controller.rows = ["A", "B", "C"]
        table.reloadData()
        input.runLoopTurn()
        input.touchDown(1, at: CGPoint(x: 100, y: 20))
        input.advance(by: 0.6)
        XCTAssertEqual(controller.destinations.last, IndexPath(row: 0, section: 0))
        input.touchMove(1, to: CGPoint(x: 100, y: 120))
        XCTAssertEqual(controller.destinations.last, IndexPath(row: 2, section: 0),
                       "below the middle of the last row: after it (row 3), one less as row 0 moves out")
        input.touchMove(1, to: CGPoint(x: 100, y: 300))
        XCTAssertEqual(controller.destinations.last, .some(nil))
        input.touchUp(1)
        input.advance(by: 0.5)
        XCTAssertEqual(controller.rows, ["A", "B", "C"], "no destination: the app moved nothing")
    }

    /// Text dragged from another view is inserted where the gap opened.
    func testDropFromAnotherViewInsertsARow() async throws {
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        let source = UIView(frame: CGRect(x: 0, y: 380, width: 320, height: 60))
        window.addSubview(source)
        let dragRecorder = DragSourceRecorder()
        dragRecorder.text = "New"
        source.addInteraction(UIDragInteraction(delegate: dragRecorder))
        input.runLoopTurn()
        input.touchDown(1, at: CGPoint(x: 100, y: 400))
        input.advance(by: 0.6)
        XCTAssertFalse(table.hasActiveDrop)
        input.touchMove(1, to: CGPoint(x: 100, y: 200))
        input.touchMove(1, to: CGPoint(x: 100, y: 50))
        XCTAssertTrue(table.hasActiveDrop)
        XCTAssertFalse(table.hasActiveDrag)
        XCTAssertEqual(controller.destinations.last, IndexPath(row: 1, section: 0))
        input.advance(by: 0.3)
        XCTAssertEqual(cell("Row 0")?.frame.minY, 0)
        XCTAssertEqual(cell("Row 1")?.frame.minY, 88, "a 44 pt gap above Row 1")
        input.touchUp(1)
        let coordinator = try XCTUnwrap(controller.coordinators.first)
        XCTAssertEqual(coordinator.items.map(\.sourceIndexPath), [nil])
        XCTAssertEqual(coordinator.proposal.operation, .copy)
        input.advance(by: 0.5)
        XCTAssertEqual(Array(controller.rows.prefix(3)), ["Row 0", "New", "Row 1"])
        XCTAssertEqual(Array(visibleTitles().prefix(3)), ["Row 0", "New", "Row 1"])
        XCTAssertEqual(dragRecorder.calls.last, "didEndWith copy")
    }

    /// An "into" proposal highlights the row under the touch instead of opening a gap.
    func testInsertIntoHighlightsTheRowUnderTheTouch() async throws {
        controller.intent = .insertIntoDestinationIndexPath
        input.touchDown(1, at: CGPoint(x: 100, y: 20))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 100, y: 150))
        input.advance(by: 0.3)
        XCTAssertEqual(cell("Row 3")?.isHighlighted, true)
        XCTAssertEqual(cell("Row 3")?.frame.minY, 132, "no gap")
        input.touchMove(1, to: CGPoint(x: 100, y: 200))
        XCTAssertEqual(cell("Row 3")?.isHighlighted, false)
        XCTAssertEqual(cell("Row 4")?.isHighlighted, true)
        input.touchUp(1)
        XCTAssertEqual(controller.coordinators.first?.destinationIndexPath, IndexPath(row: 4, section: 0))
        input.advance(by: 0.5)
        XCTAssertEqual(cell("Row 4")?.isHighlighted, false)
    }

    func testDragInteractionDisabledDragsNoRow() async {
        table.dragInteractionEnabled = false
        XCTAssertFalse(table.dragInteractionEnabled)
        input.touchDown(1, at: CGPoint(x: 100, y: 66))
        input.advance(by: 0.6)
        input.touchUp(1)
        XCTAssertEqual(controller.calls, [])
        XCTAssertFalse(table.hasActiveDrag)
    }
    /// UIKit: a drag held near the bottom of the table scrolls it; the destination follows the
    /// rows that come under the touch.
    func testHoldingNearTheBottomEdgeScrollsTheTable() async throws {
        input.touchDown(1, at: CGPoint(x: 100, y: 66))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 100, y: 200))
        input.touchMove(1, to: CGPoint(x: 100, y: 390))
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertEqual(controller.destinations.last, IndexPath(row: 8, section: 0))
        // 40 pt into the 50 pt zone: 0.8 of 600 pt/s, 8 pt a frame at 60 Hz.
        input.advance(by: 0.5)
        XCTAssertEqual(table.contentOffset.y, 240, accuracy: 8)
        let destination = try XCTUnwrap(controller.destinations.last ?? nil)
        XCTAssertEqual(destination.row, Int(((table.contentOffset.y + 390) / 44).rounded()) - 1, "the slot under the touch, less the moving row")
        XCTAssertEqual(table.visibleCells.filter { $0.alpha == 0 }.count, 0,
                       "the moved row scrolled off: no reused cell stays hidden")
        input.touchMove(1, to: CGPoint(x: 100, y: 200))
        let stopped = table.contentOffset.y
        input.advance(by: 0.5)
        XCTAssertEqual(table.contentOffset.y, stopped, "out of the zone: the scrolling stops")
        input.touchUp(1)
        input.advance(by: 0.5)
    }
    /// A tap on another row while a row is dragged adds that row's items to the drag.
    func testTapOnAnotherRowAddsItsItems() async throws {
        input.touchDown(1, at: CGPoint(x: 100, y: 66))
        input.advance(by: 0.6)
        input.tap(at: CGPoint(x: 100, y: 250))
        XCTAssertEqual(controller.calls.filter { $0.hasPrefix("itemsFor") }, ["itemsForBeginning 1", "itemsForAddingTo 5"])
        XCTAssertEqual(table.indexPathForSelectedRow, nil, "the tap adds to the drag instead of selecting")
        input.touchMove(1, to: CGPoint(x: 100, y: 120))
        input.touchUp(1)
        let coordinator = try XCTUnwrap(controller.coordinators.first)
        XCTAssertEqual(coordinator.items.map(\.sourceIndexPath), [IndexPath(row: 1, section: 0), IndexPath(row: 5, section: 0)])
        XCTAssertEqual(coordinator.proposal.operation, .move)
        input.advance(by: 0.5)
    }
}
