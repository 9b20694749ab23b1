import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewSectionTitleTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Each section is header, rows, footer; a title makes a 28 pt header or footer.
    func testTitledSectionsGeometry() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2, 3])
        table.sectionHeaderTopPadding = 0 // without iOS 15's plain header padding (TableViewGroupedStyleTests)
        recorder.headerTitles = [0: "A", 1: "B"]
        recorder.footerTitles = [0: "End of A"]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.sectionHeaderHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.contentSize.height, 28 + 88 + 28 + 28 + 132)
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 28, width: 320, height: 44))
        XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 116, width: 320, height: 28))
        XCTAssertEqual(table.rect(forSection: 0), CGRect(x: 0, y: 0, width: 320, height: 144))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 144, width: 320, height: 28))
        XCTAssertEqual(table.rectForFooter(inSection: 1), CGRect(x: 0, y: 304, width: 320, height: 0))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 1)), CGRect(x: 0, y: 260, width: 320, height: 44))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 10)), "a header is not a row")
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 150)))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 172)), IndexPath(row: 0, section: 1))
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "B")
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 144, width: 320, height: 28))
        XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "End of A")
        XCTAssertNil(table.footerView(forSection: 1))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame, CGRect(x: 0, y: 172, width: 320, height: 44))
    }

    /// Plain style: the header sticks to the top while its section shows, pushed up by the
    /// section's end; it lies above the cells.
    func testPlainHeadersStick() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [20, 20])
        table.sectionHeaderTopPadding = 0 // without iOS 15's plain header padding (TableViewGroupedStyleTests)
        recorder.headerTitles = [0: "A", 1: "B"]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertNil(table.headerView(forSection: 1))
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 300, width: 320, height: 28))
        let subviews = table.subviews
        let headerIndex = subviews.firstIndex { $0 === table.headerView(forSection: 0) } ?? -1
        XCTAssertTrue(subviews.indices.filter { subviews[$0] is UITableViewCell }.allSatisfy { $0 < headerIndex })
        // Section 0 ends at 28 + 20 × 44 = 908: its header is pushed up to 880.
        table.contentOffset = CGPoint(x: 0, y: 900)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 880, width: 320, height: 28))
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 908, width: 320, height: 28))
        table.contentOffset = CGPoint(x: 0, y: 1_000)
        table.layoutIfNeeded()
        XCTAssertNil(table.headerView(forSection: 0))
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 1_000, width: 320, height: 28))
        XCTAssertEqual(table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.count, 1)
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 908, width: 320, height: 28), "the rect stays the natural one")
    }

    /// Grouped style: headers scroll away with their sections.
    func testGroupedHeadersScrollAway() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [20, 20], style: .grouped)
        recorder.headerTitles = [0: "A", 1: "B"]
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        XCTAssertNil(table.headerView(forSection: 0))
        table.contentOffset = CGPoint(x: 0, y: 900)
        table.layoutIfNeeded()
        // Section 0: 28 + 880 + the grouped 17.5 pt footer spacing.
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 925.5, width: 320, height: 28))
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 19, section: 0))
    }

    /// A fixed header height applies with or without a title; no title: no header view.
    func testFixedSectionHeaderHeight() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [1, 1])
        table.sectionHeaderTopPadding = 0 // without iOS 15's plain header padding (TableViewGroupedStyleTests)
        recorder.headerTitles = [1: "B"]
        table.sectionHeaderHeight = 40
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 40 + 44 + 40 + 44)
        XCTAssertNil(table.headerView(forSection: 0))
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 84, width: 320, height: 40))
    }
}
