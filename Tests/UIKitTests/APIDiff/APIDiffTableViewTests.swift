import XCTest
import UIKit
import UIKitTesting

/// `UITableView.backgroundView`, found missing by the API diff.
@MainActor
final class APIDiffTableViewTests: XCTestCase {
    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testBackgroundViewFillsTheBoundsBehindTheCellsAndDoesNotScroll() async {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = rows
        let empty = UILabel()
        table.backgroundView = empty
        XCTAssertTrue(table.backgroundView === empty)
        table.layoutIfNeeded()
        XCTAssertTrue(table.subviews.first === empty, "UIKit: behind every cell")
        XCTAssertEqual(empty.frame, CGRect(x: 0, y: 0, width: 320, height: 400))
        XCTAssertFalse(table.visibleCells.isEmpty)

        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        XCTAssertEqual(empty.frame, CGRect(x: 0, y: 200, width: 320, height: 400), "it stays put while the content scrolls")
        XCTAssertTrue(table.subviews.first === empty)

        table.backgroundView = nil
        XCTAssertNil(empty.superview)
        XCTAssertNil(table.backgroundView)
        withExtendedLifetime(rows) {}
    }

    func testBackgroundRefreshIsRestricted() async {
        XCTAssertEqual(UIApplication.shared.backgroundRefreshStatus, .restricted)
    }
}
