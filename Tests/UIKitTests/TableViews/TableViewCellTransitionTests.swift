import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Records the cell's transitions and layouts in order.
final class TransitionRecordingCell: UITableViewCell {
    var events: [String] = []

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        events.append("will \(state.rawValue) editing=\(isEditing)")
    }

    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        events.append("did \(state.rawValue)")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if events.last != "layout" { events.append("layout") }
    }
}

/// `UITableViewCell.willTransition(to:)`/`didTransition(to:)` with `StateMask`.
@MainActor
final class TableViewCellTransitionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeTable() -> (ItemsTable, UITableView, InputSimulator, UIWindow) {
        let items = ItemsTable([ItemsTable.names(5)])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(TransitionRecordingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = items
        table.delegate = items
        window.addSubview(table)
        table.layoutIfNeeded()
        return (items, table, InputSimulator(window: window), window)
    }

    func testStateMaskValues() async {
        XCTAssertEqual(UITableViewCell.StateMask.showingEditControl.rawValue, 1)
        XCTAssertEqual(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue, 2)
        let both: UITableViewCell.StateMask = [.showingEditControl, .showingDeleteConfirmation]
        XCTAssertEqual(both, UITableViewCell.StateMask(rawValue: 3))
    }

    /// Editing: willTransition (already editing), the layout for the new state, didTransition;
    /// and back to the normal state (an empty mask) when editing ends.
    func testEditingTransitionsInOrder() async {
        let (items, table, _, window) = makeTable()
        defer { withExtendedLifetime((items, window)) {} }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! TransitionRecordingCell
        cell.events = []
        // (The table may lay its cells out before it tells them; only the transition counts.)
        table.setEditing(true, animated: false)
        XCTAssertEqual(Array(cell.events.drop { $0 == "layout" }), ["will 1 editing=true", "layout", "did 1"])
        cell.events = []
        table.setEditing(false, animated: false)
        XCTAssertEqual(Array(cell.events.drop { $0 == "layout" }), ["will 0 editing=false", "layout", "did 0"])
        cell.events = []
        table.setEditing(false, animated: false)
        XCTAssertEqual(cell.events, [], "no change, no transition")
    }

    /// Animated: didTransition comes at the end of the animation.
    func testAnimatedEditingEndsTheTransitionAfterTheAnimation() async {
        let (items, table, _, window) = makeTable()
        defer { withExtendedLifetime((items, window)) {} }
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! TransitionRecordingCell
        cell.events = []
        table.setEditing(true, animated: true)
        XCTAssertEqual(cell.events.first { $0 != "layout" }, "will 1 editing=true")
        XCTAssertFalse(cell.events.contains("did 1"))
        ManualClock.advance(by: 1)
        XCTAssertEqual(cell.events.last, "did 1")
        XCTAssertEqual(cell.events.filter { $0.hasPrefix("will") || $0.hasPrefix("did") }, ["will 1 editing=true", "did 1"])
    }

    /// The delete control's confirmation adds `.showingDeleteConfirmation`; confirming or
    /// cancelling it returns to `.showingEditControl`.
    func testDeleteConfirmationTransitions() async {
        let (items, table, input, window) = makeTable()
        defer { withExtendedLifetime((items, window)) {} }
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as! TransitionRecordingCell
        cell.layoutIfNeeded()
        cell.events = []
        input.tap(at: CGPoint(x: 19, y: 2 * 44 + 22))
        input.advance(by: 0.35)
        XCTAssertTrue(cell.showingDeleteConfirmation)
        XCTAssertEqual(cell.events.filter { $0.hasPrefix("will") || $0.hasPrefix("did") }, ["will 3 editing=true", "did 3"])
        cell.events = []
        // A second tap on the control hides the confirmation.
        input.tap(at: CGPoint(x: 19, y: 2 * 44 + 22))
        input.advance(by: 0.35)
        XCTAssertFalse(cell.showingDeleteConfirmation)
        XCTAssertEqual(cell.events.filter { $0.hasPrefix("will") || $0.hasPrefix("did") }, ["will 1 editing=true", "did 1"])
    }
}
