import XCTest
import UIKit
import UIKitTesting

/// The table's and collection view's focus members (`selectionFollowsFocus`,
/// `remembersLastFocusedIndexPath`, `allowsFocusDuringEditing`, the delegates' focus methods)
/// and `UIViewController.restoresFocusAfterTransition`.
@MainActor
final class ListFocusMembersTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var preferred: IndexPath?
        var refusedNext: Int?
        var noSelectionFollowing: Set<Int> = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
            log.append("should \(context.previouslyFocusedIndexPath.map { "\($0.row)" } ?? "nil")->\(context.nextFocusedIndexPath.map { "\($0.row)" } ?? "nil")")
            guard let refusedNext else { return true }
            return context.nextFocusedIndexPath?.row != refusedNext
        }
        func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                       with coordinator: UIFocusAnimationCoordinator) {
            log.append("did \(context.previouslyFocusedIndexPath.map { "\($0.row)" } ?? "nil")->\(context.nextFocusedIndexPath.map { "\($0.row)" } ?? "nil")")
        }
        func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { preferred }
        func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
            tableView.selectionFollowsFocus && !noSelectionFollowing.contains(indexPath.row)
        }
    }

    private struct Fixture {
        let window: UIWindow
        let input: InputSimulator
        let table: UITableView
        let rows: Rows
        let button: UIButton
        func focusedRow() -> Int? {
            (UIFocusSystem.focusSystem(for: table)?.focusedItem as? UITableViewCell).flatMap { table.indexPath(for: $0)?.row }
        }
    }

    private func makeTable() -> Fixture {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        table.allowsFocus = true
        window.addSubview(table)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 400, width: 100, height: 40)
        window.addSubview(button)
        input.runLoopTurn()
        return Fixture(window: window, input: input, table: table, rows: rows, button: button)
    }

    func testDefaults() async {
        let table = UITableView(frame: .zero, style: .plain)
        XCTAssertFalse(table.selectionFollowsFocus)
        XCTAssertFalse(table.remembersLastFocusedIndexPath)
        XCTAssertFalse(table.allowsFocusDuringEditing)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        XCTAssertFalse(collection.selectionFollowsFocus)
        XCTAssertFalse(collection.remembersLastFocusedIndexPath)
        XCTAssertFalse(collection.allowsFocusDuringEditing)
        XCTAssertTrue(UIViewController().restoresFocusAfterTransition)
    }

    func testTheDelegateIsAskedAndToldWithTheRowsIndexPathsAndCanRefuse() async {
        let f = makeTable()
        f.rows.refusedNext = 2
        f.input.pressKey(.keyboardTab)
        f.input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(f.focusedRow(), 1)
        XCTAssertEqual(f.rows.log, ["should nil->0", "did nil->0", "should 0->1", "did 0->1"])
        f.rows.log = []
        f.input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(f.focusedRow(), 1, "the delegate refused row 2")
        XCTAssertEqual(f.rows.log, ["should 1->2"])
        f.rows.log = []
        f.input.pressKey(.keyboardTab)
        XCTAssertTrue(f.button.isFocused)
        XCTAssertEqual(f.rows.log, ["should 1->nil", "did 1->nil"], "leaving the table: no next index path")
    }

    func testSelectionFollowsFocusSelectsAsATapDoesUnlessTheDelegateSaysNo() async {
        let f = makeTable()
        f.table.selectionFollowsFocus = true
        f.rows.noSelectionFollowing = [2]
        f.input.pressKey(.keyboardTab)
        XCTAssertEqual(f.table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        f.input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(f.table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        f.input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(f.focusedRow(), 2)
        XCTAssertEqual(f.table.indexPathForSelectedRow, IndexPath(row: 1, section: 0), "the delegate keeps row 2 from selecting")
        XCTAssertEqual(f.rows.log.filter { $0.contains("Select") },
                       ["willSelect 0", "didSelect 0", "willSelect 1", "didSelect 1"])
    }

    func testWithoutSelectionFollowsFocusFocusDoesNotSelect() async {
        let f = makeTable()
        f.input.pressKey(.keyboardTab)
        f.input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(f.focusedRow(), 1)
        XCTAssertNil(f.table.indexPathForSelectedRow)
    }

    func testThePreferredIndexPathIsWhereFocusEntersAndARememberedOneWinsOverIt() async {
        let f = makeTable()
        f.rows.preferred = IndexPath(row: 3, section: 0)
        f.input.pressKey(.keyboardTab)
        XCTAssertEqual(f.focusedRow(), 3, "the delegate's preferred row")
        f.input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(f.focusedRow(), 4)
        f.input.pressKey(.keyboardTab)
        XCTAssertTrue(f.button.isFocused)
        f.input.pressKey(.keyboardTab, modifierFlags: .shift)
        XCTAssertEqual(f.focusedRow(), 3, "without remembersLastFocusedIndexPath the preferred row again")

        f.table.remembersLastFocusedIndexPath = true
        f.input.pressKey(.keyboardDownArrow)
        f.input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(f.focusedRow(), 5)
        f.input.pressKey(.keyboardTab)
        XCTAssertTrue(f.button.isFocused)
        f.table.reloadData()
        f.table.layoutIfNeeded()
        f.input.pressKey(.keyboardTab, modifierFlags: .shift)
        XCTAssertEqual(f.focusedRow(), 5, "the remembered index path, over the preferred one, after a reload")
    }

    func testCellsAreFocusableWhileEditingOnlyWithAllowsFocusDuringEditing() async {
        let f = makeTable()
        f.table.isEditing = true
        f.input.pressKey(.keyboardTab)
        XCTAssertTrue(f.button.isFocused, "an editing table's rows are not focusable")
        f.table.allowsFocusDuringEditing = true
        f.input.pressKey(.keyboardTab)
        XCTAssertEqual(f.focusedRow(), 0)
    }

    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        var preferred: IndexPath?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
            context.nextFocusedIndexPath?.item != 5
        }
        func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                            with coordinator: UIFocusAnimationCoordinator) {
            log.append("did \(context.previouslyFocusedIndexPath.map { "\($0.item)" } ?? "nil")->\(context.nextFocusedIndexPath.map { "\($0.item)" } ?? "nil")")
        }
        func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { preferred }
        func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 2
        }
    }

    func testCollectionViewFocusMembers() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let grid = UICollectionView(frame: CGRect(x: 10, y: 10, width: 300, height: 200), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = Items()
        items.preferred = IndexPath(item: 1, section: 0)
        grid.dataSource = items
        grid.delegate = items
        grid.allowsFocus = true
        grid.selectionFollowsFocus = true
        window.addSubview(grid)
        input.runLoopTurn()
        func focusedItem() -> Int? {
            (UIFocusSystem.focusSystem(for: grid)?.focusedItem as? UICollectionViewCell).flatMap { grid.indexPath(for: $0)?.item }
        }
        input.pressKey(.keyboardTab)
        XCTAssertEqual(focusedItem(), 1, "the delegate's preferred item")
        input.pressKey(.keyboardRightArrow)
        XCTAssertEqual(focusedItem(), 2)
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(focusedItem(), 2, "the delegate refused item 5")
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(focusedItem(), 1)
        XCTAssertEqual(items.log, ["did nil->1", "didSelect 1", "did 1->2", "did 2->1"],
                       "item 2 does not select (the delegate); item 1, already selected, is not selected again")
        XCTAssertEqual(grid.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    }

    private final class TwoButtons: UIViewController {
        let first = UIButton(type: .system)
        let second = UIButton(type: .system)
        override func viewDidLoad() {
            first.frame = CGRect(x: 10, y: 100, width: 100, height: 40)
            second.frame = CGRect(x: 10, y: 200, width: 100, height: 40)
            first.focusGroupIdentifier = "buttons"
            second.focusGroupIdentifier = "buttons"
            view.addSubview(first)
            view.addSubview(second)
        }
    }

    private func presentAndDismiss(restores: Bool) -> TwoButtons {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = TwoButtons()
        root.restoresFocusAfterTransition = restores
        window.rootViewController = root
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let input = InputSimulator(window: window)
        input.runLoopTurn()
        input.pressKey(.keyboardTab)
        input.pressKey(.keyboardDownArrow)
        XCTAssertTrue(root.second.isFocused)
        let presented = TwoButtons()
        root.present(presented, animated: false)
        input.runLoopTurn()
        input.pressKey(.keyboardTab)
        XCTAssertTrue(presented.first.isFocused, "the presented controller covers the presenter's items")
        root.dismiss(animated: false)
        input.runLoopTurn()
        input.runLoopTurn()
        return root
    }

    func testFocusReturnsToTheItemFocusedBeforeThePresentation() async {
        let root = presentAndDismiss(restores: true)
        XCTAssertTrue(root.second.isFocused)
    }

    func testWithoutRestoresFocusAfterTransitionTheItemIsNotFocusedAgain() async {
        let root = presentAndDismiss(restores: false)
        XCTAssertFalse(root.second.isFocused)
    }
}
