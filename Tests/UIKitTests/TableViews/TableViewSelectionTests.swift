import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewSelectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let row0 = IndexPath(row: 0, section: 0)
    private let row1 = IndexPath(row: 1, section: 0)
    private let row3 = IndexPath(row: 3, section: 0)

    /// A tap: highlight, unhighlight, willSelect, then the old row's deselection, then didSelect.
    func testTapSelectsInUIKitsOrder() async {
        let (_, table, recorder, input) = TableTestSupport.makeTable(rowsPerSection: [20])
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.1", "didUnhighlight 0.1", "willSelect 0.1", "didSelect 0.1"])
        XCTAssertEqual(table.indexPathForSelectedRow, row1)
        XCTAssertEqual(table.cellForRow(at: row1)?.isSelected, true)
        XCTAssertEqual(table.cellForRow(at: row1)?.isHighlighted, false)

        recorder.calls = []
        input.tap(at: CGPoint(x: 100, y: 3 * 44 + 1))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.3", "didUnhighlight 0.3", "willSelect 0.3",
                                        "willDeselect 0.1", "didDeselect 0.1", "didSelect 0.3"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [row3])
        XCTAssertEqual(table.cellForRow(at: row1)?.isSelected, false)
        XCTAssertEqual(table.cellForRow(at: row3)?.isSelected, true)
    }

    /// The row highlights only once the scroll view's touch delay has passed.
    func testAHeldFingerHighlightsAfterTheScrollViewsDelay() async {
        let (_, table, recorder, input) = TableTestSupport.makeTable(rowsPerSection: [20])
        input.touchDown(1, at: CGPoint(x: 100, y: 10))
        XCTAssertEqual(recorder.calls, [])
        input.advance(by: 0.2)
        XCTAssertEqual(recorder.calls, ["didHighlight 0.0"])
        XCTAssertEqual(table.cellForRow(at: row0)?.isHighlighted, true)
        input.touchUp(1, at: CGPoint(x: 100, y: 10))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.0", "didUnhighlight 0.0", "willSelect 0.0", "didSelect 0.0"])
        XCTAssertEqual(table.cellForRow(at: row0)?.isHighlighted, false)
    }

    /// A drag scrolls and selects nothing.
    func testADragDoesNotSelect() async {
        let (_, table, recorder, input) = TableTestSupport.makeTable(rowsPerSection: [100])
        input.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        input.advance(by: 2)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertFalse(recorder.calls.contains { $0.hasPrefix("didSelect") })
        XCTAssertGreaterThan(table.contentOffset.y, 100)
    }

    func testMultipleSelectionTogglesRows() async {
        let (_, table, recorder, input) = TableTestSupport.makeTable(rowsPerSection: [20])
        table.allowsMultipleSelection = true
        input.tap(at: CGPoint(x: 100, y: 66))
        input.tap(at: CGPoint(x: 100, y: 3 * 44 + 1))
        XCTAssertEqual(table.indexPathsForSelectedRows, [row1, row3])
        recorder.calls = []
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.1", "didUnhighlight 0.1", "willDeselect 0.1", "didDeselect 0.1"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [row3])
    }

    func testNoSelectionWhenDisallowedOrVetoed() async {
        let (_, table, recorder, input) = TableTestSupport.makeTable(rowsPerSection: [20])
        table.allowsSelection = false
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(recorder.calls, [])
        table.allowsSelection = true
        recorder.redirectSelection = { _ in nil }
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(recorder.calls, ["didHighlight 0.1", "didUnhighlight 0.1", "willSelect 0.1"])
        XCTAssertNil(table.indexPathForSelectedRow)
        recorder.redirectSelection = { _ in IndexPath(row: 5, section: 0) }
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 5, section: 0), "willSelect redirected the selection")
    }

    /// selectRow and deselectRow do not call the delegate; selectRow scrolls as asked.
    func testProgrammaticSelection() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [100])
        let row30 = IndexPath(row: 30, section: 0)
        table.selectRow(at: row30, animated: false, scrollPosition: .top)
        XCTAssertEqual(table.contentOffset.y, 1_320)
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: row30)?.isSelected, true)
        table.selectRow(at: IndexPath(row: 31, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 31, section: 0)])
        XCTAssertEqual(table.cellForRow(at: row30)?.isSelected, false)
        table.deselectRow(at: IndexPath(row: 31, section: 0), animated: false)
        XCTAssertNil(table.indexPathsForSelectedRows)
        XCTAssertEqual(recorder.calls, [])
    }

    /// A selected row scrolled away and back shows as selected on its new (reused) cell.
    func testSelectionSurvivesReuse() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [100])
        defer { withExtendedLifetime(recorder) {} }
        table.selectRow(at: row0, animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        table.layoutIfNeeded()
        XCTAssertTrue(table.visibleCells.allSatisfy { !$0.isSelected }, "reused cells were reset")
        table.contentOffset = .zero
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: row0)?.isSelected, true)
        XCTAssertEqual(table.visibleCells.filter(\.isSelected).count, 1)
    }
}
