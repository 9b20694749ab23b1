import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class TableViewSeparatorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The cell's separator view (a hairline of the separator color), if shown.
    private func separator(of cell: UITableViewCell?, color: UIColor = .separator) -> UIView? {
        cell?.subviews.first { $0.backgroundColor == color && $0.frame.height == 0.5 }
    }

    private func cell(_ table: UITableView, _ row: Int, _ section: Int = 0) -> UITableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: section))
    }

    func testDefaultsAreUIKits() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(table.separatorStyle, .singleLine)
        XCTAssertEqual(table.separatorColor, .separator)
        XCTAssertEqual(table.separatorInset, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        XCTAssertEqual(table.separatorInsetReference, .fromCellEdges)
        XCTAssertFalse(table.cellLayoutMarginsFollowReadableWidth)
        XCTAssertTrue(table.insetsContentViewsToSafeArea)
    }

    /// A hairline (one pixel: 0.5 pt at scale 2) at the bottom of each row from the 16 pt
    /// margin; the content view stops above it; none under the last row of a plain table.
    func testPlainRowsHaveHairlinesButTheLast() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(separator(of: cell(table, 0))?.frame, CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
        XCTAssertEqual(cell(table, 0)?.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 43.5))
        XCTAssertEqual(cell(table, 0)?.frame.height, 44)
        XCTAssertNotNil(separator(of: cell(table, 1)))
        XCTAssertNil(separator(of: cell(table, 2)), "nothing below the content")
        XCTAssertEqual(cell(table, 2)?.contentView.frame.height, 44)
    }

    func testStyleColorAndInsets() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        table.separatorColor = .systemRed
        table.layoutIfNeeded()
        XCTAssertEqual(separator(of: cell(table, 0), color: .systemRed)?.frame, CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
        table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        table.layoutIfNeeded()
        XCTAssertEqual(separator(of: cell(table, 0), color: .systemRed)?.frame, CGRect(x: 30, y: 43.5, width: 280, height: 0.5))
        table.separatorInsetReference = .fromAutomaticInsets
        table.layoutIfNeeded()
        XCTAssertEqual(separator(of: cell(table, 0), color: .systemRed)?.frame.minX, 46, "16 automatic + 30")
        cell(table, 1)?.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        table.layoutIfNeeded()
        XCTAssertEqual(separator(of: cell(table, 1), color: .systemRed)?.frame, CGRect(x: 0, y: 43.5, width: 320, height: 0.5),
                       "a cell's own inset wins")
        table.separatorStyle = .none
        table.layoutIfNeeded()
        XCTAssertNil(separator(of: cell(table, 0), color: .systemRed))
        XCTAssertEqual(cell(table, 0)?.contentView.frame.height, 44)
    }

    /// The grouped styles end each section without a separator.
    func testGroupedSectionsEndWithoutASeparator() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2, 2], style: .grouped)
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertNotNil(separator(of: cell(table, 0, 0)))
        XCTAssertNil(separator(of: cell(table, 1, 0)))
        XCTAssertNotNil(separator(of: cell(table, 0, 1)))
        XCTAssertNil(separator(of: cell(table, 1, 1)))
    }

    /// UIKit: with an image before the text, the separator starts under the text.
    func testSeparatorLinesUpWithTheTextAfterAnImage() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        let target = cell(table, 0)!
        var content = target.defaultContentConfiguration()
        content.text = "Title"
        content.image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        target.contentConfiguration = content
        table.layoutIfNeeded()
        XCTAssertEqual(separator(of: target)?.frame.minX, 16 + 24 + 16)
    }
}
