import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewGroupedStyleTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func cell(_ table: UITableView, _ row: Int, _ section: Int) -> UITableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: section))
    }

    private func separator(of cell: UITableViewCell?) -> UIView? {
        cell?.subviews.first { $0.backgroundColor == .separator && $0.frame.height == 0.5 }
    }

    /// UIKit: the table's background follows its style.
    func testBackgroundColorsFollowTheStyle() async {
        XCTAssertEqual(UITableView(frame: .zero, style: .plain).backgroundColor, .systemBackground)
        XCTAssertEqual(UITableView(frame: .zero, style: .grouped).backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(UITableView(frame: .zero, style: .insetGrouped).backgroundColor, .systemGroupedBackground)
        XCTAssertEqual(UITableView(frame: .zero).sectionHeaderTopPadding, UITableView.automaticDimension)
    }

    /// Grouped sections without titles: 35 pt above the first, 17.5 pt below each section
    /// and above each later one; rows span the width; headers scroll with the content.
    func testGroupedSectionSpacing() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2, 3], style: .grouped)
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 35))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 35, width: 320, height: 44))
        XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 123, width: 320, height: 17.5))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 140.5, width: 320, height: 17.5))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), CGRect(x: 0, y: 158, width: 320, height: 44))
        XCTAssertEqual(table.rect(forSection: 1), CGRect(x: 0, y: 140.5, width: 320, height: 167))
        XCTAssertEqual(table.contentSize.height, 307.5)
        XCTAssertEqual(cell(table, 2, 1)?.frame, CGRect(x: 0, y: 246, width: 320, height: 44))
        XCTAssertNil(table.headerView(forSection: 0), "spacing, not a view")
    }

    /// A title replaces the spacing with the title header; the grouped header does not stick.
    func testGroupedTitleHeadersDoNotStick() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [20, 20], style: .grouped)
        recorder.headerTitles = [0: "A", 1: "B"]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 28))
        table.contentOffset = CGPoint(x: 0, y: 10)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 0, width: 320, height: 28),
                       "grouped headers scroll with their section")
        // Section 0: 28 + 880 + 17.5 (footer spacing) = 925.5.
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 925.5, width: 320, height: 28))
        XCTAssertEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
    }

    /// Grouped cells get the grouped cell background; plain cells none (the table shows).
    func testCellBackgrounds() async {
        let (_, grouped, groupedRecorder, _) = TableTestSupport.makeTable(rowsPerSection: [2], style: .grouped)
        defer { withExtendedLifetime(groupedRecorder) {} }
        XCTAssertEqual(cell(grouped, 0, 0)?.layer.backgroundColor, UIColor.secondarySystemGroupedBackground.cgColor)
        XCTAssertNil(cell(grouped, 0, 0)?.backgroundColor, "the fill is the style's, not the cell's property")
        let (_, plain, plainRecorder, _) = TableTestSupport.makeTable(rowsPerSection: [2])
        defer { withExtendedLifetime(plainRecorder) {} }
        XCTAssertNil(cell(plain, 0, 0)?.layer.backgroundColor)
        // A cell's own color wins.
        let own = cell(grouped, 1, 0)!
        own.backgroundColor = .systemRed
        grouped.setNeedsLayout()
        grouped.layoutIfNeeded()
        XCTAssertEqual(own.layer.backgroundColor, UIColor.systemRed.cgColor)
    }

    /// Inset grouped: rows inset 20 pt from each side, the first cell of a section rounded at
    /// the top, the last at the bottom, a lone cell all round, middle cells square; no
    /// separator below a section's last row (and none is drawn above its first).
    func testInsetGroupedInsetsCornersAndSeparators() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3, 1], style: .insetGrouped)
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 20, y: 35, width: 280, height: 44))
        let first = cell(table, 0, 0)!, middle = cell(table, 1, 0)!, last = cell(table, 2, 0)!, lone = cell(table, 0, 1)!
        XCTAssertEqual(first.frame, CGRect(x: 20, y: 35, width: 280, height: 44))
        XCTAssertEqual(lone.frame, CGRect(x: 20, y: 35 + 132 + 17.5 + 17.5, width: 280, height: 44))
        XCTAssertEqual(first.layer.cornerRadius, 10)
        XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertTrue(first.layer.masksToBounds)
        XCTAssertEqual(middle.layer.cornerRadius, 0)
        XCTAssertFalse(middle.layer.masksToBounds)
        XCTAssertEqual(last.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(lone.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(separator(of: first)?.frame, CGRect(x: 16, y: 43.5, width: 264, height: 0.5))
        XCTAssertNotNil(separator(of: middle))
        XCTAssertNil(separator(of: last))
        XCTAssertNil(separator(of: lone))
        XCTAssertEqual(first.contentView.frame, CGRect(x: 0, y: 0, width: 280, height: 43.5))
        XCTAssertEqual(first.layer.backgroundColor, UIColor.secondarySystemGroupedBackground.cgColor)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 30, y: 40)), IndexPath(row: 0, section: 0))
    }

    /// Inset grouped: a title header spans the table, its text lined up with the cells' text
    /// (20 pt inset + 16 pt margin).
    func testInsetGroupedTitleTextLinesUpWithTheCells() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2], style: .insetGrouped)
        recorder.headerTitles = [0: "Settings"]
        table.reloadData()
        table.layoutIfNeeded()
        let header = table.headerView(forSection: 0)
        header?.layoutIfNeeded()
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(header?.textLabel?.frame, CGRect(x: 36, y: 0, width: 248, height: 28))
    }

    /// A row that moves from the middle to the end of its section takes the last row's corners.
    func testInsetGroupedCornersFollowDeletes() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3], style: .insetGrouped)
        defer { withExtendedLifetime(recorder) {} }
        let middle = cell(table, 1, 0)!
        recorder.rowsPerSection = [2]
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.layoutIfNeeded()
        XCTAssertTrue(cell(table, 1, 0) === middle)
        XCTAssertEqual(middle.layer.cornerRadius, 10)
        XCTAssertEqual(middle.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertNil(separator(of: middle))
    }

    /// iOS 15: the plain style puts 22 pt above each header (inside the header's rect, above
    /// its view); a set padding replaces it, 0 removes it; sections without a header get none.
    func testSectionHeaderTopPadding() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2, 2, 2])
        defer { withExtendedLifetime(recorder) {} }
        recorder.headerTitles = [0: "A", 2: "C"]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 22, width: 320, height: 28))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 50, width: 320, height: 44))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 138, width: 320, height: 0))
        XCTAssertEqual(table.rectForHeader(inSection: 2), CGRect(x: 0, y: 226, width: 320, height: 50))
        XCTAssertEqual(table.headerView(forSection: 2)?.frame, CGRect(x: 0, y: 248, width: 320, height: 28))
        table.sectionHeaderTopPadding = 0
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(table.headerView(forSection: 2)?.frame, CGRect(x: 0, y: 204, width: 320, height: 28))
        table.sectionHeaderTopPadding = 6
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 6, width: 320, height: 28))
        table.sectionHeaderTopPadding = -.infinity
        XCTAssertEqual(table.sectionHeaderTopPadding, 6, "an invalid padding is ignored")
    }

    /// The sticky plain header keeps its view at the top of the visible area (the padding
    /// scrolls away above it) until its section's end pushes it up.
    func testPaddedHeaderSticksByItsView() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [20, 20])
        defer { withExtendedLifetime(recorder) {} }
        recorder.headerTitles = [0: "A", 1: "B"]
        table.reloadData()
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 300, width: 320, height: 28))
        // Section 0 ends at 50 + 880 = 930: the header is pushed up to 902.
        table.contentOffset = CGPoint(x: 0, y: 910)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 902, width: 320, height: 28))
        XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 952, width: 320, height: 28))
    }
}
