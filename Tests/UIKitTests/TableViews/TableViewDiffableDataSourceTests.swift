import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// A diffable data source that titles its sections and lets rows be deleted.
@MainActor
final class TitledDiffableDataSource: UITableViewDiffableDataSource<String, String> {
    var commits: [IndexPath] = []

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Section \($0)" }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append(indexPath)
        guard let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}

@MainActor
final class TableViewDiffableDataSourceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private var provided: [String] = []

    private func makeTable() -> (UIWindow, UITableView, TitledDiffableDataSource, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        // Geometry without iOS 15's plain-style header padding (TableViewGroupedStyleTests covers it).
        table.sectionHeaderTopPadding = 0
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let source = TitledDiffableDataSource(tableView: table) { [unowned self] tableView, indexPath, item in
            self.provided.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        return (window, table, source, InputSimulator(window: window))
    }

    private func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func testBecomesTheDataSourceAndShowsTheSnapshot() async {
        let (_, table, source, _) = makeTable()
        XCTAssertTrue(table.dataSource === source)
        XCTAssertEqual(source.defaultRowAnimation, .automatic)
        source.apply(snapshot([("A", ["a1", "a2"]), ("B", ["b1"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.text(at: path(0, 1)), "b1")
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "Section B")
        // Rows after the 28-point title headers.
        XCTAssertEqual(table.rectForRow(at: path(0, 1)), CGRect(x: 0, y: 28 + 88 + 28, width: 320, height: 44))
        XCTAssertEqual(source.itemIdentifier(for: path(1)), "a2")
        XCTAssertNil(source.itemIdentifier(for: path(5)))
        XCTAssertEqual(source.indexPath(for: "b1"), path(0, 1))
        XCTAssertEqual(source.sectionIdentifier(for: 1), "B")
        XCTAssertEqual(source.index(for: "B"), 1)
        XCTAssertEqual(source.snapshot().itemIdentifiers, ["a1", "a2", "b1"])
    }

    /// A changed snapshot animates through batch updates: cells stay with their items.
    func testApplyingDifferencesKeepsCellsWithTheirItems() async {
        let (_, table, source, input) = makeTable()
        source.apply(snapshot([("A", ["a", "b", "c", "d"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        let cellC = table.cellForRow(at: path(2))!, cellA = table.cellForRow(at: path(0))!
        var completed = false
        provided = []
        source.apply(snapshot([("A", ["c", "x", "a", "d"])])) { completed = true }
        XCTAssertEqual(provided, ["x"], "only the inserted row asks for a cell")
        XCTAssertTrue(table.cellForRow(at: path(0)) === cellC)
        XCTAssertTrue(table.cellForRow(at: path(2)) === cellA)
        XCTAssertEqual(cellA.frame.minY, 88 + 28)
        XCTAssertFalse(completed)
        input.advance(by: 0.35)
        XCTAssertTrue(completed)
        XCTAssertEqual(table.visibleCells.compactMap { $0.textLabel?.text }, ["c", "x", "a", "d"])
    }

    /// The same snapshot again asks nothing of the cell provider and changes no cell.
    func testAnUnchangedSnapshotDoesNoWork() async {
        let (_, table, source, input) = makeTable()
        let items = (0..<1000).map { "i\($0)" }
        source.apply(snapshot([("A", items)]), animatingDifferences: false)
        table.layoutIfNeeded()
        let cells = table.visibleCells
        provided = []
        var completed = false
        source.apply(snapshot([("A", items)])) { completed = true }
        table.layoutIfNeeded()
        input.runLoopTurn()
        XCTAssertTrue(completed)
        XCTAssertEqual(provided, [])
        XCTAssertEqual(table.visibleCells.count, cells.count)
        XCTAssertTrue(zip(table.visibleCells, cells).allSatisfy { $0 === $1 })
    }

    /// Reconfigured items get the cell on screen back; reloaded items get a new cell.
    func testReconfigureAndReloadItems() async {
        let (_, table, source, input) = makeTable()
        source.apply(snapshot([("A", ["a", "b"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        let cellB = table.cellForRow(at: path(1))!
        var next = source.snapshot()
        next.reconfigureItems(["b"])
        provided = []
        source.apply(next)
        XCTAssertEqual(provided, ["b"])
        XCTAssertTrue(table.cellForRow(at: path(1)) === cellB)
        input.advance(by: 0.35)
        next = source.snapshot()
        XCTAssertEqual(next.reconfiguredItemIdentifiers, [])
        next.reloadItems(["b"])
        source.apply(next, animatingDifferences: false)
        XCTAssertFalse(table.cellForRow(at: path(1)) === cellB)
    }

    /// The subclass's commit runs from the swipe's "Delete"; its apply removes the row.
    func testSwipeToDeleteThroughTheSubclass() async {
        let (_, table, source, input) = makeTable()
        source.apply(snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        input.drag(from: CGPoint(x: 280, y: 28 + 44 + 22), to: CGPoint(x: 180, y: 28 + 44 + 22), duration: 0.2)
        input.advance(by: 0.4)
        input.tap(at: CGPoint(x: 283, y: 28 + 44 + 22))
        input.advance(by: 0.4)
        XCTAssertEqual(source.commits, [path(1)])
        XCTAssertEqual(source.snapshot().itemIdentifiers, ["a", "c"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.text(at: path(1)), "c")
    }

    func testApplyUsingReloadDataReplacesEveryCell() async {
        let (_, table, source, _) = makeTable()
        source.apply(snapshot([("A", ["a", "b"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        provided = []
        var completed = false
        source.applySnapshotUsingReloadData(snapshot([("A", ["b", "a"])])) { completed = true }
        table.layoutIfNeeded()
        XCTAssertTrue(completed)
        XCTAssertEqual(provided, ["b", "a"])
        XCTAssertEqual(table.text(at: path(0)), "b")
    }
}
