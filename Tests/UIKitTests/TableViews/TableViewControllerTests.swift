import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A controller serving 50 rows, 30 pt tall, and recording selections.
private final class FiftyRowsController: UITableViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
final class TableViewControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheControllersTableUsesItsOverrides() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FiftyRowsController(style: .grouped)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.frame = window.bounds
        controller.view.layoutIfNeeded()
        let table: UITableView = controller.tableView
        XCTAssertTrue(controller.view === table)
        XCTAssertEqual(table.style, .grouped)
        XCTAssertTrue(table.dataSource === controller)
        XCTAssertTrue(table.delegate === controller)
        XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
        // Grouped: 35 pt above the section and 17.5 pt below it.
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 35 + 1_500 + 17.5))
        XCTAssertEqual(table.visibleCells.count, 15)
        XCTAssertEqual(table.visibleCells.last?.textLabel?.text, "Row 14")

        InputSimulator(window: window).tap(at: CGPoint(x: 100, y: 105))
        XCTAssertEqual(controller.selected, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        controller.viewWillAppear(false)
        XCTAssertNil(table.indexPathForSelectedRow, "cleared on appearing")
    }

    func testTheBaseControllerHasNoRows() async {
        let controller = UITableViewController(style: .plain)
        XCTAssertEqual(controller.tableView.numberOfSections, 1)
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 0)
    }
}
