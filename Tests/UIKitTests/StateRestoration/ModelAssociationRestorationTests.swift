import XCTest
import UIKit
import UIKitTesting

/// `UIDataSourceModelAssociation`: tables and collection views save their selected and first
/// visible elements by model identifier and find them again when the data moved.
@MainActor
final class ModelAssociationRestorationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Model: NSObject, UITableViewDataSource, UICollectionViewDataSource, UIDataSourceModelAssociation {
        var names: [String]
        var log: [String] = []
        init(_ names: [String]) { self.names = names }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? {
            log.append("identifier \(idx.item)")
            return names.indices.contains(idx.item) ? names[idx.item] : nil
        }
        func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
            names.firstIndex(of: identifier).map { IndexPath(item: $0, section: 0) }
        }
    }

    final class PlainRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    private func roundTrip(_ view: UIView, into restored: UIView) throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        view.encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        restored.decodeRestorableState(with: unarchiver)
    }

    private func makeTable(_ source: UITableViewDataSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    func testATableRestoresItsSelectionAndFirstVisibleRowWhereTheDataMovedThem() async throws {
        let model = Model((0..<40).map { "item \($0)" })
        let table = makeTable(model)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 10 * 44 + 10)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 12, section: 0), animated: false, scrollPosition: .none)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)

        // The data changed before the relaunch: five new items at the top.
        let moved = Model((0..<5).map { "new \($0)" } + (0..<40).map { "item \($0)" })
        let restored = makeTable(moved)
        restored.allowsMultipleSelection = true
        try roundTrip(table, into: restored)
        XCTAssertEqual(Set(restored.indexPathsForSelectedRows ?? []), [IndexPath(row: 8, section: 0), IndexPath(row: 17, section: 0)])
        XCTAssertEqual(restored.contentOffset.y, 15 * 44 + 10, "row \"item 10\" is at the top again, 10 points scrolled into it")
        XCTAssertEqual(restored.indexPathsForVisibleRows?.first, IndexPath(row: 15, section: 0))
    }

    func testAnElementThatIsGoneIsNotSelected() async throws {
        let model = Model((0..<10).map { "item \($0)" })
        let table = makeTable(model)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        let other = Model((0..<10).map { "other \($0)" })
        let restored = makeTable(other)
        try roundTrip(table, into: restored)
        XCTAssertNil(restored.indexPathForSelectedRow)
        XCTAssertEqual(restored.contentOffset.y, 0)
    }

    func testWithoutTheProtocolOnlyTheOffsetIsRestored() async throws {
        let rows = PlainRows()
        let table = makeTable(rows)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 100)
        let otherRows = PlainRows()
        let restored = makeTable(otherRows)
        try roundTrip(table, into: restored)
        XCTAssertEqual(restored.contentOffset.y, 100)
        XCTAssertNil(restored.indexPathForSelectedRow)
    }

    func testACollectionViewRestoresThroughItsDataSource() async throws {
        func makeGrid(_ model: Model) -> UICollectionView {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 50)
            layout.minimumLineSpacing = 0
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            grid.dataSource = model
            grid.layoutIfNeeded()
            return grid
        }
        // Data sources are not retained by their views.
        let model = Model((0..<30).map { "item \($0)" })
        let moved = Model(["a", "b"] + (0..<30).map { "item \($0)" })
        let grid = makeGrid(model)
        grid.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: [])
        grid.contentOffset = CGPoint(x: 0, y: 4 * 50 + 20)
        grid.layoutIfNeeded()
        let restored = makeGrid(moved)
        try roundTrip(grid, into: restored)
        XCTAssertEqual(restored.indexPathsForSelectedItems, [IndexPath(item: 8, section: 0)])
        XCTAssertEqual(restored.contentOffset.y, 6 * 50 + 20)
    }
}
