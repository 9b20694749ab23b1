import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

@MainActor
final class TableViewSwipeActionsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func actionsView(of cell: UITableViewCell) -> UIView? {
        cell.subviews.first { String(describing: type(of: $0)) == "TableSwipeActionsView" }
    }

    /// Two trailing actions: flag (first, at the edge) and archive.
    private func twoActions(_ log: @escaping (String) -> Void) -> UISwipeActionsConfiguration {
        let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
            log("handler \(action.title!) \(type(of: view))")
            done(true)
        }
        let archive = UIContextualAction(style: .destructive, title: "Archive") { action, _, done in
            log("handler \(action.title!)")
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [flag, archive])
    }

    /// A swipe past half the buttons' width leaves them open; tapping one calls its handler
    /// and closes the row.
    func testAPartialSwipeOpensTheActionsAndATapPerformsOne() async {
        let items = ItemsTable([ItemsTable.names(5)])
        items.trailingConfiguration = { [unowned items] _ in self.twoActions { items.calls.append($0) } }
        let (_, table, input) = items.makeTable()
        let cell = table.cellForRow(at: path(1))!
        input.drag(from: CGPoint(x: 280, y: 66), to: CGPoint(x: 180, y: 66), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.1"])
        XCTAssertEqual(cell.contentView.frame.minX, -148)
        let actions = actionsView(of: cell)
        XCTAssertEqual(actions?.frame, CGRect(x: 172, y: 0, width: 148, height: 44))
        let buttons = actions?.subviews.compactMap { $0 as? UIButton } ?? []
        XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Flag", "Archive"])
        XCTAssertEqual(buttons.map(\.frame), [CGRect(x: 74, y: 0, width: 74, height: 44), CGRect(x: 0, y: 0, width: 74, height: 44)])
        XCTAssertEqual(table.contentOffset.y, 0, "a horizontal drag does not scroll")

        input.tap(at: CGPoint(x: 320 - 37, y: 66))
        XCTAssertEqual(items.calls, ["willBeginEditing 0.1", "handler Flag UIButton", "didEndEditing 0.1"])
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        XCTAssertNil(actionsView(of: cell))
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    /// A short swipe springs back closed.
    func testAShortSwipeCloses() async {
        let items = ItemsTable([ItemsTable.names(5)])
        items.trailingConfiguration = { [unowned items] _ in self.twoActions { items.calls.append($0) } }
        let (_, table, input) = items.makeTable()
        let cell = table.cellForRow(at: path(0))!
        input.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 230, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, 0)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0", "didEndEditing 0.0"])
    }

    /// A swipe across most of the row performs the first action (when allowed).
    func testAFullSwipePerformsTheFirstAction() async {
        let items = ItemsTable([ItemsTable.names(5)])
        var allowFull = true
        items.trailingConfiguration = { [unowned items] _ in
            let configuration = self.twoActions { items.calls.append($0) }
            configuration.performsFirstActionWithFullSwipe = allowFull
            return configuration
        }
        let (_, table, input) = items.makeTable()
        input.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 20, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0", "handler Flag UIButton", "didEndEditing 0.0"])

        items.calls = []
        allowFull = false
        input.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 20, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0"], "stays open instead")
        XCTAssertEqual(table.cellForRow(at: path(0))?.contentView.frame.minX, -148)
    }

    /// Without a configuration, a row whose editing style is `.delete` offers UIKit's "Delete".
    func testTheDefaultTrailingActionDeletes() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        let cell = table.cellForRow(at: path(3))!
        input.drag(from: CGPoint(x: 280, y: 3 * 44 + 22), to: CGPoint(x: 180, y: 3 * 44 + 22), duration: 0.2)
        input.advance(by: 0.4)
        let button = actionsView(of: cell)?.subviews.first as? UIButton
        XCTAssertEqual(button?.title(for: .normal), "Delete")
        XCTAssertEqual(actionsView(of: cell)?.frame, CGRect(x: 246, y: 0, width: 74, height: 44))
        input.tap(at: CGPoint(x: 283, y: 3 * 44 + 22))
        XCTAssertEqual(items.calls, ["willBeginEditing 0.3", "commit delete 0.3", "didEndEditing 0.3"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
    }

    /// Leading actions open from a swipe towards the trailing edge, first action leftmost.
    func testLeadingActions() async {
        let items = ItemsTable([ItemsTable.names(5)])
        items.leadingConfiguration = { [unowned items] _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Read") { _, _, done in
                items.calls.append("read")
                done(false)
            }])
        }
        let (_, table, input) = items.makeTable()
        let cell = table.cellForRow(at: path(0))!
        input.drag(from: CGPoint(x: 40, y: 22), to: CGPoint(x: 120, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        XCTAssertEqual(cell.contentView.frame.minX, 74)
        XCTAssertEqual(actionsView(of: cell)?.frame, CGRect(x: 0, y: 0, width: 74, height: 44))
        input.tap(at: CGPoint(x: 37, y: 22))
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0", "read", "didEndEditing 0.0"])
        _ = table
    }

    /// A tap elsewhere closes open actions without selecting.
    func testATapElsewhereClosesTheActions() async {
        let items = ItemsTable([ItemsTable.names(5)])
        let (_, table, input) = items.makeTable()
        input.drag(from: CGPoint(x: 280, y: 22), to: CGPoint(x: 180, y: 22), duration: 0.2)
        input.advance(by: 0.4)
        input.tap(at: CGPoint(x: 100, y: 3 * 44 + 22))
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0", "didEndEditing 0.0"])
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(table.cellForRow(at: path(0))?.contentView.frame.minX, 0)
    }

    func testContextualActionDefaults() async {
        let normal = UIContextualAction(style: .normal, title: "A") { _, _, _ in }
        let destructive = UIContextualAction(style: .destructive, title: nil) { _, _, _ in }
        XCTAssertEqual(normal.backgroundColor, .systemGray)
        XCTAssertEqual(destructive.backgroundColor, .systemRed)
        XCTAssertEqual([UIContextualAction.Style.normal, .destructive].map(\.rawValue), [0, 1])
        XCTAssertTrue(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
    }

    /// Dragged beyond the buttons' width, the first action (at the edge) takes the extra width.
    func testTheFirstActionStretchesPastTheOpenWidth() async {
        let items = ItemsTable([ItemsTable.names(5)])
        items.trailingConfiguration = { [unowned items] _ in self.twoActions { items.calls.append($0) } }
        let (_, table, input) = items.makeTable()
        let cell = table.cellForRow(at: path(0))!
        input.touchDown(1, at: CGPoint(x: 300, y: 22))
        for step in 1...10 {
            input.advance(by: 0.02)
            input.touchMove(1, to: CGPoint(x: 300 - CGFloat(step) * 18, y: 22))
        }
        let actions = actionsView(of: cell)
        actions?.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.minX, -180)
        XCTAssertEqual(actions?.frame, CGRect(x: 140, y: 0, width: 180, height: 44))
        let buttons = actions?.subviews.compactMap { $0 as? UIButton } ?? []
        XCTAssertEqual(buttons.map(\.frame), [CGRect(x: 74, y: 0, width: 106, height: 44), CGRect(x: 0, y: 0, width: 74, height: 44)])
        input.touchUp(1, at: CGPoint(x: 120, y: 22))
        input.advance(by: 0.4)
        XCTAssertEqual(items.calls, ["willBeginEditing 0.0"])
        XCTAssertEqual(table.cellForRow(at: path(0))?.contentView.frame.minX, -148, "180 < 60% of 320: rests open")
    }
}
