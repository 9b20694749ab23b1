import XCTest
import UIKit
import UIKitTesting

/// Section title views are placed in the table's layout pass; placing them again must not ask
/// for another pass (it did: the layout of a table with a section title never settled).
@MainActor final class UITableViewSectionTitleLayoutTests: XCTestCase, UITableViewDataSource {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Shopping list" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Ten items" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }

    func testLayoutWithSectionTitlesSettlesInOnePass() async {
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
            table.dataSource = self
            table.rowHeight = 44
            window.addSubview(table)
            let log = LogCapture.capture {
                window.makeKeyAndVisible()
                ManualClock.runLoopTurn()
            }
            XCTAssertFalse(log.contains("did not settle"), "style \(style.rawValue): \(log.lines)")
            XCTAssertFalse(table.layer.needsLayout(), "style \(style.rawValue)")
            // A header is in the table, above every cell.
            let header = table.headerView(forSection: 0)
            XCTAssertTrue(header?.superview === table)
            let headerIndex = table.subviews.firstIndex { $0 === header } ?? -1
            let lastCell = table.subviews.lastIndex { $0 is UITableViewCell } ?? -1
            XCTAssertGreaterThan(headerIndex, lastCell, "style \(style.rawValue)")
            // Scrolling brings new cells in; the plain style's sticky header is moved above them.
            let scrollLog = LogCapture.capture {
                table.contentOffset = CGPoint(x: 0, y: 40)
                ManualClock.runLoopTurn()
            }
            XCTAssertFalse(scrollLog.contains("did not settle"), "style \(style.rawValue): \(scrollLog.lines)")
            XCTAssertFalse(table.layer.needsLayout())
            if style == .plain, let sticky = table.headerView(forSection: 0) {
                let movedIndex = table.subviews.firstIndex { $0 === sticky } ?? -1
                let lastCellAfter = table.subviews.lastIndex { $0 is UITableViewCell } ?? -1
                XCTAssertGreaterThan(movedIndex, lastCellAfter)
                XCTAssertEqual(sticky.frame.minY, 40, "the plain style's header sticks to the top")
            } else if style == .plain {
                XCTFail("the plain style's header stays on screen")
            }
            window.isHidden = true
        }
    }
}
