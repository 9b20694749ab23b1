import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewTableHeaderFooterViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The header view tops the content and the footer view ends it, both as wide as the
    /// table whatever their own width, scrolling with the rows.
    func testViewsFrameTheSections() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertNil(table.tableHeaderView)
        XCTAssertNil(table.tableFooterView)
        let header = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        XCTAssertTrue(table.tableHeaderView === header)
        XCTAssertTrue(header.superview === table)
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 100, width: 320, height: 44))
        XCTAssertEqual(table.rect(forSection: 0), CGRect(x: 0, y: 100, width: 320, height: 132))
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 232, width: 320, height: 50))
        XCTAssertEqual(table.contentSize.height, 282)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame, CGRect(x: 0, y: 188, width: 320, height: 44))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 50)), "the header view is not a row")
    }

    /// UIKit: the height is read when the view is assigned; a later frame change shows only
    /// after assigning the view again. Setting nil removes the view and its room.
    func testHeightIsTakenOnAssignment() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        table.tableHeaderView = header
        table.layoutIfNeeded()
        header.frame.size.height = 120
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 60)
        XCTAssertEqual(header.frame.height, 60)
        header.frame.size.height = 120
        table.tableHeaderView = header
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 120)
        table.tableHeaderView = nil
        table.layoutIfNeeded()
        XCTAssertNil(header.superview)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        XCTAssertEqual(table.contentSize.height, 132)
    }

    /// A plain header sticks below nothing until its section scrolls under the top; the
    /// table header view scrolls away above it.
    func testStickyHeaderBelowTheTableHeaderView() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [20])
        defer { withExtendedLifetime(recorder) {} }
        table.sectionHeaderTopPadding = 0
        recorder.headerTitles = [0: "A"]
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 80, width: 320, height: 28))
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 200, width: 320, height: 28))
    }
}
