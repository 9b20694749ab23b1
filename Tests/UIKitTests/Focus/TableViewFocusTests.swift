import XCTest
import UIKit
import UIKitTesting

/// Table rows from the keyboard: focusable when the table `allowsFocus`, the table a focus
/// group of its own, Return selecting the focused row as a tap does.
@MainActor
final class TableViewFocusTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var unfocusable: Set<Int> = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
            !unfocusable.contains(indexPath.row)
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
    }

    func testArrowsWalkTheRowsScrollingAndReturnSelects() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        rows.unfocusable = [2]
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        let after = UIButton(type: .system)
        after.frame = CGRect(x: 10, y: 300, width: 100, height: 40)
        window.addSubview(after)
        input.runLoopTurn()

        input.pressKey(.keyboardTab)
        XCTAssertTrue(after.isFocused, "UIKit on iPadOS: rows are not focusable unless the table allows focus")
        table.allowsFocus = true
        input.pressKey(.keyboardTab)
        func focusedRow() -> Int? {
            (UIFocusSystem.focusSystem(for: table)?.focusedItem as? UITableViewCell).flatMap { table.indexPath(for: $0)?.row }
        }
        XCTAssertEqual(focusedRow(), 0, "Tab enters the table at its first row")
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(focusedRow(), 1)
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(focusedRow(), 3, "the delegate's unfocusable row is skipped")
        for _ in 0..<4 { input.pressKey(.keyboardDownArrow) }
        XCTAssertEqual(focusedRow(), 7, "past the visible rows the table scrolls on")
        let cell = table.cellForRow(at: IndexPath(row: 7, section: 0))!
        let frame = table.convert(cell.bounds, from: cell)
        XCTAssertGreaterThanOrEqual(frame.minY, table.contentOffset.y)
        XCTAssertLessThanOrEqual(frame.maxY, table.contentOffset.y + table.bounds.height, "the focused row is shown")

        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(rows.log, ["willSelect 7", "didSelect 7"], "Return selects as a tap does")
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 7)
        input.pressKey(.keyboardTab)
        XCTAssertTrue(after.isFocused, "Tab leaves the table's group")
        input.pressKey(.keyboardTab, modifierFlags: .shift)
        XCTAssertEqual(focusedRow(), 7, "and comes back to the row last focused")
    }
}

/// Collection view items from the keyboard, as table rows.
@MainActor
final class CollectionViewFocusTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 4
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }
    }

    func testArrowsMoveInTheGridAndReturnSelects() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let grid = UICollectionView(frame: CGRect(x: 10, y: 10, width: 300, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = Items()
        grid.dataSource = items
        grid.delegate = items
        grid.allowsFocus = true
        window.addSubview(grid)
        input.runLoopTurn()
        func focusedItem() -> Int? {
            (UIFocusSystem.focusSystem(for: grid)?.focusedItem as? UICollectionViewCell).flatMap { grid.indexPath(for: $0)?.item }
        }
        input.pressKey(.keyboardTab)
        XCTAssertEqual(focusedItem(), 0)
        input.pressKey(.keyboardRightArrow)
        XCTAssertEqual(focusedItem(), 1)
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(focusedItem(), 7, "item 4 cannot be focused: the next one down")
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(focusedItem(), 6)
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(items.log, ["didSelect 6"])
        XCTAssertEqual(grid.indexPathsForSelectedItems, [IndexPath(item: 6, section: 0)])
    }
}
