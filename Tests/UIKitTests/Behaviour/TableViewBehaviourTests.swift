import XCTest
import UIKit
import UIKitTesting

/// A data source whose row count can change behind the table's back, recording delegate calls.
@MainActor
private final class RowSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var sectionCountAsked = 0
    var calls: [String] = []

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.row)") }
}

/// Table view behaviour iOS code relies on: row count caching, visible cells, programmatic
/// selection and defaults.
@MainActor
final class TableViewBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The data source and window outlive each test's use of them (a table holds its data
    /// source weakly).
    private var kept: [AnyObject] = []

    private func table(rows: Int, style: UITableView.Style = .plain) -> (UIWindow, UITableView, RowSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = RowSource(rows: rows)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        kept += [window, source]
        return (window, table, source)
    }

    func testDefaultsOfACodeMadeTable() async {
        // UIKit: rowHeight, section header/footer heights and estimated heights default to
        // automaticDimension (-1); the style is plain.
        let table = UITableView()
        XCTAssertEqual(UITableView.automaticDimension, -1)
        XCTAssertEqual(table.style, .plain)
        XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.estimatedRowHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.sectionHeaderHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.sectionFooterHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.separatorStyle, .singleLine)
        XCTAssertTrue(table.allowsSelection)
        XCTAssertFalse(table.allowsMultipleSelection)
        XCTAssertFalse(table.isEditing)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertNil(table.indexPathsForSelectedRows, "nil, not an empty array, when nothing is selected")
    }

    func testASingleSectionWhenTheDataSourceDoesNotSayHowMany() async {
        // UIKit: numberOfSections(in:) is optional; the table then has one section.
        let (_, table, _) = self.table(rows: 3)
        XCTAssertEqual(table.numberOfSections, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    }

    func testRowCountIsCachedUntilReloadData() async {
        // UIKit: the table keeps the counts it asked for; a data source change shows only after
        // reloadData (or a matching batch update).
        let (_, table, source) = self.table(rows: 3)
        source.rows = 8
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        table.reloadData()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 8)
    }

    func testCellForRowIsNilForRowsOffScreen() async {
        // UIKit: cellForRow(at:) returns only visible cells; nil for a row out of view.
        let (_, table, _) = self.table(rows: 50)
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 40, section: 0)))
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 10, "440 pt of 44 pt rows")
        XCTAssertEqual(table.visibleCells.count, 10)
    }

    func testRectForRowAndIndexPathForPoint() async {
        // UIKit: rows are stacked from the top at rowHeight in the table's content coordinates.
        let (_, table, _) = self.table(rows: 50)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 132, width: 320, height: 44))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 140)), IndexPath(row: 3, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 50 * 44 + 10)))
        XCTAssertEqual(table.contentSize.height, 50 * 44)
    }

    func testScrollToRowWithTopPositionOffsetsToTheRow() async {
        // UIKit: scrollToRow(.top) puts the row's top at the top of the visible area, and cells for
        // the new rows are then available.
        let (_, table, _) = self.table(rows: 50)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 20 * 44)
        table.layoutIfNeeded()
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 20, section: 0)))
    }

    func testProgrammaticSelectionDoesNotCallTheDelegate() async {
        // UIKit: selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:) do not send
        // will/did select or deselect messages.
        let (_, table, source) = self.table(rows: 5)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(source.calls, [])
    }

    func testSelectingAnotherRowReplacesTheSelectionUnlessMultipleSelectionIsAllowed() async {
        // UIKit: with single selection a new selection clears the old one; with
        // allowsMultipleSelection rows accumulate (reported in ascending order).
        let (_, table, _) = self.table(rows: 5)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(Set(table.indexPathsForSelectedRows ?? []), [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0), "the lowest selected row")
    }

    func testSelectingNilClearsTheSelection() async {
        // UIKit: selectRow(at: nil, …) deselects every row.
        let (_, table, _) = self.table(rows: 5)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testAVisibleSelectedRowsCellIsSelected() async {
        // UIKit: the table sets isSelected on the cell of a selected row.
        let (_, table, _) = self.table(rows: 5)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, false)
    }

    func testReloadingARowDropsItsSelection() async {
        // UIKit: reloadRows(at:with:) deselects the rows it reloads.
        let (_, table, _) = self.table(rows: 5)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testDequeueWithAnUnregisteredIdentifierReturnsNil() async {
        // UIKit: dequeueReusableCell(withIdentifier:) returns nil when nothing is registered or queued.
        let table = UITableView()
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "nothing"))
    }

    func testIndexPathForCellAndCellDefaults() async {
        // UIKit: indexPath(for:) finds a visible cell's row; a cell made with a reuse identifier
        // keeps it; selection style is .default.
        let (_, table, _) = self.table(rows: 5)
        let cell = table.cellForRow(at: IndexPath(row: 4, section: 0))
        XCTAssertEqual(cell.flatMap { table.indexPath(for: $0) }, IndexPath(row: 4, section: 0))
        XCTAssertEqual(cell?.reuseIdentifier, "row")
        let plain = UITableViewCell(style: .default, reuseIdentifier: "x")
        XCTAssertEqual(plain.selectionStyle, .default)
        XCTAssertNil(table.indexPath(for: plain))
        XCTAssertNil(plain.detailTextLabel, "the default style has no detail label")
        XCTAssertNotNil(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel)
    }

    func testTableViewControllerClearsSelectionOnAppearanceByDefault() async {
        // UIKit: clearsSelectionOnViewWillAppear defaults to true.
        XCTAssertTrue(UITableViewController(style: .plain).clearsSelectionOnViewWillAppear)
        XCTAssertEqual(UITableViewController(style: .grouped).tableView.style, .grouped)
    }

    func testReloadDataClearsTheSelection() async {
        // UIKit: reloadData drops the selected rows.
        let (_, table, _) = self.table(rows: 5)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testDeletingRowsAsksForTheNewCountAndShiftsTheSelection() async {
        // UIKit: deleteRows(at:with:) checks the data source's new count at once; a selected row
        // below the deleted one moves up with it.
        let (_, table, source) = self.table(rows: 5)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        source.rows = 4
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    }

    func testHeaderViewIsNilWithoutAHeader() async {
        // UIKit: headerView(forSection:) returns nil when the section shows no header.
        let (_, table, _) = self.table(rows: 5)
        XCTAssertNil(table.headerView(forSection: 0))
        XCTAssertNil(table.footerView(forSection: 0))
    }

    func testBatchUpdatesReadTheNewCountsAndComplete() async {
        // UIKit: performBatchUpdates applies the inserts against the data source's new counts and
        // then calls its completion.
        let (_, table, source) = self.table(rows: 3)
        var finished: Bool?
        source.rows = 5
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 4, section: 0)], with: .none)
        }, completion: { finished = $0 })
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        ManualClock.advance(by: 1)
        XCTAssertEqual(finished, true)
    }

    func testVisibleRowsFollowTheContentOffset() async {
        // UIKit: after scrolling, the visible rows are the ones in the new bounds.
        let (_, table, _) = self.table(rows: 50)
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 10, section: 0))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }
}
