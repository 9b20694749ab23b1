import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// `cellLayoutMarginsFollowReadableWidth`: on a wide table the cells' content keeps to the
/// readable width (672 pt, centred).
@MainActor
final class TableViewReadableWidthTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeWideTable() -> (UIWindow, UITableView, TableRecorder) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 600))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        let recorder = TableRecorder(rowsPerSection: [3])
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, recorder)
    }

    func testCellsFollowTheReadableWidthWhenAsked() async {
        let (window, table, recorder) = makeWideTable()
        defer { withExtendedLifetime((window, recorder)) {} }
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        cell.textLabel?.text = "Row"
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.textLabel?.frame.minX, 16, "the standard margin by default")
        let marginsBefore = cell.contentView.layoutMargins

        table.cellLayoutMarginsFollowReadableWidth = true
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        // The readable width: 672 pt centred in 1024 → 176 pt on each side.
        XCTAssertEqual(table.readableContentGuide.layoutFrame.minX, 176)
        XCTAssertEqual(cell.contentView.layoutMargins.left, 176)
        XCTAssertEqual(cell.contentView.layoutMargins.right, 176)
        XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 176, y: 0, width: 672, height: 43.5))
        // The separator starts under the text.
        let separator = cell.subviews.first { $0.backgroundColor == .separator && $0.frame.height == 0.5 }
        XCTAssertEqual(separator?.frame.minX, 176)

        table.cellLayoutMarginsFollowReadableWidth = false
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
        XCTAssertEqual(cell.contentView.layoutMargins, marginsBefore)
    }

    /// Content constrained to the content view's margins guide follows too.
    func testConstraintsToTheMarginsFollow() async {
        let (window, table, recorder) = makeWideTable()
        defer { withExtendedLifetime((window, recorder)) {} }
        table.cellLayoutMarginsFollowReadableWidth = true
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        cell.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 176, y: 0, width: 672, height: 10))
    }

    /// On an iPhone-sized table the readable width is the margins': nothing changes.
    func testNarrowTablesKeepTheStandardMargin() async {
        let (window, table, recorder, _) = TableTestSupport.makeTable(rowsPerSection: [2])
        defer { withExtendedLifetime((window, recorder)) {} }
        table.cellLayoutMarginsFollowReadableWidth = true
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        cell.textLabel?.text = "Row"
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
    }
}
