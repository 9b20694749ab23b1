import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// iOS 15's `fillerRowHeight`, `separatorEffect` and `selectionDidChangeNotification`.
@MainActor
final class TableViewFillerRowsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Hairlines of the separator color outside the cells, in table coordinates, top to bottom.
    private func fillerLines(_ table: UITableView, color: UIColor = .separator) -> [CGRect] {
        var frames: [CGRect] = []
        func visit(_ view: UIView) {
            for subview in view.subviews where !(subview is UITableViewCell) {
                if subview.frame.height == 0.5, subview.backgroundColor == color {
                    frames.append(view.convert(subview.frame, to: table))
                }
                visit(subview)
            }
        }
        visit(table)
        return frames.sorted { $0.minY < $1.minY }
    }

    private func cellSeparator(_ cell: UITableViewCell?) -> UIView? {
        cell?.subviews.first { $0.backgroundColor == .separator && $0.frame.height == 0.5 }
    }

    func testNoFillerRowsByDefault() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(table.fillerRowHeight, 0, "iOS 15's default")
        XCTAssertEqual(fillerLines(table), [])
        XCTAssertNil(cellSeparator(table.cellForRow(at: IndexPath(row: 2, section: 0))))
    }

    /// Rows of 50 pt from the end of the content (3 × 44 = 132) to the bottom of the 480 pt
    /// table, each with a separator at its bottom from the 16 pt margin (the seventh row's,
    /// at 481.5, is below the view); the last real row gets its separator back.
    func testFixedHeightFillerRows() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        table.fillerRowHeight = 50
        table.layoutIfNeeded()
        let expected = (1...6).map { CGRect(x: 16, y: 132 + CGFloat($0) * 50 - 0.5, width: 304, height: 0.5) }
        XCTAssertEqual(fillerLines(table), expected)
        XCTAssertEqual(cellSeparator(table.cellForRow(at: IndexPath(row: 2, section: 0)))?.frame,
                       CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
        // The table's inset and color apply.
        table.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        table.separatorColor = .systemRed
        table.layoutIfNeeded()
        XCTAssertEqual(fillerLines(table, color: .systemRed).first, CGRect(x: 20, y: 181.5, width: 290, height: 0.5))
        // No filler rows without separators, in the grouped styles, or under a footer view.
        table.separatorStyle = .none
        table.layoutIfNeeded()
        XCTAssertEqual(fillerLines(table, color: .systemRed), [])
        table.separatorStyle = .singleLine
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1))
        table.layoutIfNeeded()
        XCTAssertEqual(fillerLines(table, color: .systemRed), [])
        table.tableFooterView = nil
        table.fillerRowHeight = 0
        table.layoutIfNeeded()
        XCTAssertEqual(fillerLines(table, color: .systemRed), [])
    }

    func testAutomaticFillerRowsTakeTheLastRowsHeight() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2])
        defer { withExtendedLifetime(recorder) {} }
        recorder.heights = { $0.row == 1 ? 100 : 44 }
        table.reloadData()
        table.fillerRowHeight = UITableView.automaticDimension
        table.layoutIfNeeded()
        // Content: 44 + 100 = 144; filler rows of 100 pt down to 480.
        XCTAssertEqual(fillerLines(table).map(\.minY), [243.5, 343.5, 443.5])
        // Content taller than the table: no filler rows.
        recorder.rowsPerSection = [20]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(fillerLines(table), [])
    }

    func testGroupedTablesHaveNoFillerRows() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3], style: .grouped)
        defer { withExtendedLifetime(recorder) {} }
        table.fillerRowHeight = 50
        table.layoutIfNeeded()
        XCTAssertEqual(fillerLines(table), [])
    }

    func testInvalidFillerRowHeightIsIgnored() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.fillerRowHeight = 30
        table.fillerRowHeight = -5
        XCTAssertEqual(table.fillerRowHeight, 30)
        table.fillerRowHeight = .nan
        XCTAssertEqual(table.fillerRowHeight, 30)
        table.fillerRowHeight = UITableView.automaticDimension
        XCTAssertEqual(table.fillerRowHeight, UITableView.automaticDimension)
    }

    /// The separators are drawn as the content of a visual effect view with the effect.
    func testSeparatorEffectHostsTheLines() async {
        let (_, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [3])
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertNil(table.separatorEffect)
        let effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular))
        table.separatorEffect = effect
        XCTAssertEqual(table.separatorEffect, effect)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let host = cell.subviews.compactMap { $0 as? UIVisualEffectView }.first
        XCTAssertEqual(host?.effect, effect)
        XCTAssertEqual(host?.frame, CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
        XCTAssertEqual(host?.contentView.subviews.first?.backgroundColor, .separator)
        XCTAssertEqual(host?.contentView.subviews.first?.frame, CGRect(x: 0, y: 0, width: 304, height: 0.5))
        table.separatorEffect = nil
        table.layoutIfNeeded()
        XCTAssertTrue(cell.subviews.allSatisfy { !($0 is UIVisualEffectView) })
        XCTAssertEqual(cellSeparator(cell)?.frame, CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }

    /// UIKit: a tap that changes the selection posts the notification after didSelect; code
    /// (`selectRow`, `deselectRow`) posts nothing.
    func testSelectionDidChangeNotification() async {
        let (_, table, recorder, input) = TableTestSupport.makeTable(rowsPerSection: [5])
        defer { withExtendedLifetime(recorder) {} }
        XCTAssertEqual(UITableView.selectionDidChangeNotification.rawValue, "UITableViewSelectionDidChangeNotification")
        var posts: [String] = []
        let observer = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification,
                                                              object: table, queue: nil) { note in
            let hasUserInfo = note.userInfo != nil
            MainActor.assumeIsolated {
                posts.append("post \(recorder.calls.last ?? "")\(hasUserInfo ? " with userInfo" : "")")
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        XCTAssertEqual(posts, [])
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(posts, ["post didSelect 0.1"])
        // Multiple selection: a tap on a selected row deselects it, and posts.
        table.allowsMultipleSelection = true
        input.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(posts, ["post didSelect 0.1", "post didDeselect 0.1"])
    }
}
