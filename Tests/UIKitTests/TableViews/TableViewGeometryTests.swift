import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewGeometryTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDefaultsAreUIKits() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(table.style, .plain)
        XCTAssertEqual(UITableView(frame: .zero, style: .insetGrouped).style, .insetGrouped)
        XCTAssertEqual(UITableView.automaticDimension, -1)
        XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.estimatedRowHeight, UITableView.automaticDimension)
        XCTAssertTrue(table.allowsSelection)
        XCTAssertFalse(table.allowsMultipleSelection)
        XCTAssertNil(table.dataSource)
        XCTAssertEqual(table.numberOfSections, 0)
        XCTAssertNil(table.indexPathsForVisibleRows)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertTrue(table.clipsToBounds)
    }

    func testIndexPathRowAndSection() {
        var indexPath = IndexPath(row: 3, section: 2)
        XCTAssertEqual(indexPath, IndexPath(indexes: [2, 3]))
        XCTAssertEqual(indexPath.row, 3)
        XCTAssertEqual(indexPath.section, 2)
        indexPath.row = 7
        XCTAssertEqual(indexPath, IndexPath(indexes: [2, 7]))
        XCTAssertEqual(IndexPath(item: 1, section: 4).item, 1)
    }

    /// 10,000 rows of the automatic (44 pt) height: content 440,000 pt; 11 rows on a 480 pt screen.
    func testTenThousandRowsOfTheDefaultHeight() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [10_000])
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(table.numberOfSections, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 10_000)
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 440_000))
        XCTAssertEqual(table.indexPathsForVisibleRows, (0...10).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.visibleCells.count, 11)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame, CGRect(x: 0, y: 440, width: 320, height: 44))
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 11, section: 0)))

        table.contentOffset = CGPoint(x: 0, y: 4422)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows, (100...111).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 100, section: 0))?.frame, CGRect(x: 0, y: 4400, width: 320, height: 44))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 111, section: 0))?.textLabel?.text, "0.111")
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(table.subviews.compactMap { $0 as? UITableViewCell }.count, 12, "only visible cells are subviews")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 9_999, section: 0)), CGRect(x: 0, y: 439_956, width: 320, height: 44))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 4_399.5)), IndexPath(row: 99, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 4_400)), IndexPath(row: 100, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 440_000)))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: -1)))
    }

    /// Scrolling through 10,000 rows allocates no more cells than fit on screen plus one.
    func testScrollingThroughReusesCells() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [10_000])
        var y: CGFloat = 0
        while y <= 440_000 - 480 {
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
            XCTAssertEqual(table.subviews.compactMap { $0 as? UITableViewCell }.count, table.visibleCells.count)
            y += 37
        }
        XCTAssertLessThanOrEqual(recorder.cells.count, 12 + 2)
        XCTAssertGreaterThanOrEqual(recorder.cells.count, 12)
        let reuses = recorder.cells.compactMap { ($0 as? CountingCell)?.reuseCount }.reduce(0, +)
        // Every row handed out after the first screen came from the queue, via prepareForReuse.
        let rowsShown = Int((y - 37 + 480) / 44) + 1
        XCTAssertGreaterThan(reuses, rowsShown - 14 - 1)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 9_999, section: 0))
    }

    func testDelegateHeightsPositionRows() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [30])
        recorder.heights = { CGFloat(20 + $0.row % 3 * 10) }
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 900))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 4, section: 0)), CGRect(x: 0, y: 110, width: 320, height: 30))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 110)), IndexPath(row: 4, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 109.5)), IndexPath(row: 3, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 320, y: 110)), "outside the table's width")
        // 480 pt = 5 full groups of 90 (15 rows) + 30 pt more: rows 0...16 overlap the screen.
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 17)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 16, section: 0))?.frame, CGRect(x: 0, y: 470, width: 320, height: 30))
    }

    func testFixedRowHeight() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [100])
        defer { withExtendedLifetime(recorder) {} }
        table.rowHeight = 60
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 6_000))
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 8)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 7, section: 0))?.frame, CGRect(x: 0, y: 420, width: 320, height: 60))
        table.rowHeight = .nan
        XCTAssertEqual(table.rowHeight, 60, "a non-finite height is ignored")
    }

    func testSectionsLayOutOneAfterAnother() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2, 0, 3])
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 0)
        XCTAssertEqual(table.contentSize.height, 220)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 2)), CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertEqual(table.rect(forSection: 1), CGRect(x: 0, y: 88, width: 320, height: 0))
        XCTAssertEqual(table.rect(forSection: 2), CGRect(x: 0, y: 88, width: 320, height: 132))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 1, y: 100)), IndexPath(row: 0, section: 2))
        XCTAssertEqual(table.indexPathsForVisibleRows,
                       [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                        IndexPath(row: 0, section: 2), IndexPath(row: 1, section: 2), IndexPath(row: 2, section: 2)])
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["0.0", "0.1", "2.0", "2.1", "2.2"])
        XCTAssertEqual(table.indexPathsForRows(in: CGRect(x: 0, y: 50, width: 10, height: 50)),
                       [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 2)])
    }

    func testScrollToRowPositions() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [10_000])
        defer { withExtendedLifetime(recorder) {} }
        let row50 = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row50, at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2_200)
        table.scrollToRow(at: row50, at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2_200 + 22 - 240)
        table.scrollToRow(at: row50, at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2_244 - 480)
        table.scrollToRow(at: IndexPath(row: 45, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2_244 - 480, "already visible: no scrolling")
        table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 61 * 44 - 480, "just enough to show the row's bottom")
        table.scrollToRow(at: IndexPath(row: 9_999, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 440_000 - 480, "clamped to the end of the content")
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.last?.textLabel?.text, "0.9999")
    }

    func testReloadDataReadsNewCountsAndClearsSelection() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [5])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        recorder.rowsPerSection = [3, 4]
        XCTAssertEqual(table.numberOfSections, 1, "counts are cached until reloadData")
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.contentSize.height, 7 * 44)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(table.visibleCells.count, 7)
        XCTAssertEqual(recorder.cells.count, 7, "the five old cells were reused")
    }

    func testDequeueWithoutIndexPath() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "x"))
        table.register(CountingCell.self, forCellReuseIdentifier: "x")
        let cell = table.dequeueReusableCell(withIdentifier: "x")
        XCTAssertTrue(cell is CountingCell)
        XCTAssertEqual(cell?.reuseIdentifier, "x")
        table.register(nil as AnyClass?, forCellReuseIdentifier: "x")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "x"))
    }
}
