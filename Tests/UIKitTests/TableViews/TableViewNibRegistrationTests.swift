import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// `register(_:forCellReuseIdentifier:)` and `register(_:forHeaderFooterViewReuseIdentifier:)`
/// with a `UINib`: cells come from the nib (here named after a cell class that builds its
/// interface in code), get `awakeFromNib()`, carry the registered identifier and are reused.
@MainActor
final class TableViewNibRegistrationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testCellsRegisteredByNibComeFromTheNibAndAreReused() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = NibTableSource()
        table.dataSource = source
        table.delegate = source
        table.register(UINib(nibName: "NibPortedCell", bundle: nil), forCellReuseIdentifier: "ported")
        table.register(UINib(nibName: "NibPortedHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        table.layoutIfNeeded()

        let cells = table.visibleCells.compactMap { $0 as? NibPortedCell }
        XCTAssertEqual(cells.count, 3)
        XCTAssertEqual(cells.map(\.awoke), [1, 1, 1])
        XCTAssertEqual(cells.map(\.reuseIdentifier), ["ported", "ported", "ported"])
        XCTAssertTrue(cells[0].badge.superview === cells[0].contentView)
        let header = try XCTUnwrap(table.headerView(forSection: 0) as? NibPortedHeader)
        XCTAssertEqual(header.reuseIdentifier, "header")
        XCTAssertEqual(header.awoke, 1)

        // A reused cell is not made (nor awoken) again.
        source.rows = 2
        table.reloadData()
        table.layoutIfNeeded()
        let reused = table.visibleCells.compactMap { $0 as? NibPortedCell }
        XCTAssertEqual(reused.count, 2)
        XCTAssertTrue(reused.allSatisfy { cell in cells.contains { $0 === cell } })
        XCTAssertEqual(reused.map(\.awoke), [1, 1])
    }

    func testTheLatestRegistrationForAnIdentifierWins() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = NibTableSource()
        table.dataSource = source
        table.register(UINib(nibName: "NibPortedCell", bundle: nil), forCellReuseIdentifier: "ported")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "ported")
        XCTAssertTrue(type(of: table.dequeueReusableCell(withIdentifier: "ported")!) == UITableViewCell.self)
        table.register(UINib(nibName: "NibPortedCell", bundle: nil), forCellReuseIdentifier: "ported")
        XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "ported") is NibPortedCell)
        table.register(nil as UINib?, forCellReuseIdentifier: "ported")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "ported"))
    }

    func testAnArchivedCellNibGetsTheRegisteredIdentifier() async throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.tag = 42
        let data = try NSKeyedArchiver.archivedData(withRootObject: cell, requiringSecureCoding: false)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UINib(data: data, bundle: nil), forCellReuseIdentifier: "archived")
        let made = try XCTUnwrap(table.dequeueReusableCell(withIdentifier: "archived"))
        XCTAssertEqual(made.tag, 42)
        XCTAssertEqual(made.reuseIdentifier, "archived")
    }

    func testTableViewControllerFromANibNamedAfterATableUsesThatTable() async {
        final class Controller: UITableViewController {}
        let controller = Controller(nibName: "UIKitTests.NibPortedTable", bundle: nil)
        XCTAssertTrue(controller.tableView is NibPortedTable)
        XCTAssertTrue(controller.tableView.dataSource === controller)
        XCTAssertTrue(controller.tableView.delegate === controller)
    }
}

final class NibPortedTable: UITableView {}
