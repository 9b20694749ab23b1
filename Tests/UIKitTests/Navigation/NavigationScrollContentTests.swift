import XCTest
import UIKit
import UIKitTesting

@MainActor
final class NavigationScrollContentTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class List: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    func testATableStartsBelowTheBarAndScrollsUnderIt() async {
        let list = List(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = NavigationFixtures.window(root: navigation)
        let table = list.tableView!
        // UIKit: the table fills the screen under the bar; its content starts below the bar.
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(table.adjustedContentInset.top, 91)
        XCTAssertEqual(table.contentOffset.y, -91)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(first.map { $0.convert($0.bounds, to: window).minY }, 91)
        withExtendedLifetime(window) {}
    }
}
