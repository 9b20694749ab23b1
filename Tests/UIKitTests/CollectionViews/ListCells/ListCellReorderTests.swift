import XCTest
@testable import UIKit
import UIKitTesting

/// Dragging a list cell's reorder accessory moves its item through the collection view's
/// interactive movement.
@MainActor
final class ListCellReorderTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class ReorderSource: NSObject, UICollectionViewDataSource {
        var items = ["a", "b", "c", "d"]
        var moves: [String] = []
        var movable = true
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = items[indexPath.item]
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    private func make(items: [String] = ["a", "b", "c", "d"]) -> (UIWindow, UICollectionView, ReorderSource, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let source = ReorderSource()
        source.items = items
        collectionView.dataSource = source
        collectionView.isEditing = true
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        addTeardownBlock { @MainActor in _ = (source, window) }
        return (window, collectionView, source, InputSimulator(window: window))
    }

    private func gripCenter(_ collectionView: UICollectionView, item: Int, in window: UIWindow) -> CGPoint {
        let cell = collectionView.cellForItem(at: [0, item]) as! UICollectionViewListCell
        cell.layoutIfNeeded()
        let grip = cell.accessoryViews.first { !$0.isHidden }!
        return grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: window)
    }

    func testDraggingTheGripMovesTheItemAndTellsTheDataSource() async {
        let (window, collectionView, source, input) = make()
        let rowHeight = collectionView.cellForItem(at: [0, 0])!.frame.height
        XCTAssertEqual(rowHeight, 44)
        let start = gripCenter(collectionView, item: 0, in: window)
        // Two and a half rows down, and a little sideways (the row keeps its column).
        input.drag(from: start, to: CGPoint(x: start.x - 30, y: start.y + rowHeight * 2.2), duration: 0.3)
        input.advance(by: 0.5)
        XCTAssertEqual(source.moves, ["0->2"])
        XCTAssertEqual(source.items, ["b", "c", "a", "d"])
        let moved = collectionView.cellForItem(at: [0, 2])!
        XCTAssertEqual(moved.frame, CGRect(x: 0, y: rowHeight * 2, width: 320, height: rowHeight))
        // The collection view did not scroll, and nothing was selected.
        XCTAssertEqual(collectionView.contentOffset, .zero)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    func testHoldingTheItemNearTheBottomEdgeScrollsTheList() async {
        let (window, collectionView, source, input) = make(items: (0..<30).map { "\($0)" })
        XCTAssertEqual(collectionView.contentSize.height, 30 * 44)
        let start = gripCenter(collectionView, item: 0, in: window)
        input.touchDown(1, at: start)
        for step in 1...10 {
            input.touchMove(1, to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 44.8))
            input.advance(by: 0.016)
        }
        // The finger rests 10 pt inside the 50-pt zone at the bottom: 0.8 × 600 pt/s.
        XCTAssertLessThan(collectionView.contentOffset.y, 10)
        let before = collectionView.contentOffset.y
        input.advance(by: 0.5)
        XCTAssertEqual(collectionView.contentOffset.y - before, 240, accuracy: 10)
        // The lifted row stays under the finger while the content scrolls.
        let lifted = collectionView.visibleCells.first { $0.configurationState.isReordering }
        XCTAssertNotNil(lifted)
        XCTAssertEqual(lifted.map { collectionView.convert($0.center, to: window).y } ?? 0, 470, accuracy: 1)
        input.touchUp(1)
        input.advance(by: 0.5)
        let landed = Int((collectionView.contentOffset.y + 470) / 44)
        XCTAssertEqual(source.moves, ["0->\(landed)"])
        XCTAssertEqual(source.items[landed], "0")
        XCTAssertNil(collectionView.movementAutoscroll)
    }

    func testADragBesideTheGripScrollsOrSelectsButDoesNotMove() async {
        let (window, collectionView, source, input) = make()
        let start = collectionView.convert(CGPoint(x: 60, y: 22), to: window)
        input.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), duration: 0.3)
        input.advance(by: 0.5)
        XCTAssertEqual(source.moves, [])
        // An item the data source cannot move stays.
        source.movable = false
        let grip = gripCenter(collectionView, item: 0, in: window)
        input.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y + 100), duration: 0.3)
        input.advance(by: 0.5)
        XCTAssertEqual(source.moves, [])
        XCTAssertEqual(source.items, ["a", "b", "c", "d"])
    }

    func testADiffableDataSourceReordersThroughItsReorderingHandlers() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.isEditing = true
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let input = InputSimulator(window: window)

        // Without canReorderItem nothing moves.
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: [0, 0]))
        var log: [String] = []
        var transaction: NSDiffableDataSourceTransaction<Int, String>?
        dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
        dataSource.reorderingHandlers.willReorder = { _ in log.append("will \(dataSource.snapshot().itemIdentifiers)") }
        dataSource.reorderingHandlers.didReorder = { done in
            log.append("did \(dataSource.snapshot().itemIdentifiers)")
            transaction = done
        }
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: [0, 3]))

        let start = gripCenter(collectionView, item: 0, in: window)
        input.drag(from: start, to: CGPoint(x: start.x, y: start.y + 44 * 2.2), duration: 0.3)
        input.advance(by: 0.5)
        XCTAssertEqual(log, ["will [\"a\", \"b\", \"c\", \"d\"]", "did [\"b\", \"c\", \"a\", \"d\"]"])
        XCTAssertEqual(transaction?.initialSnapshot.itemIdentifiers, ["a", "b", "c", "d"])
        XCTAssertEqual(transaction?.finalSnapshot.itemIdentifiers, ["b", "c", "a", "d"])
        XCTAssertEqual(["a", "b", "c", "d"].applying(transaction!.difference), ["b", "c", "a", "d"])
        XCTAssertEqual(transaction?.sectionTransactions.map(\.sectionIdentifier), [0])
        XCTAssertEqual(transaction?.sectionTransactions.first?.finalSnapshot.items, ["b", "c", "a", "d"])
        XCTAssertEqual(dataSource.itemIdentifier(for: [0, 2]), "a")
        XCTAssertEqual((collectionView.cellForItem(at: [0, 2]) as? UICollectionViewListCell)?.frame.minY, 88)
        // A later apply diffs from the new order (nothing to change).
        dataSource.apply(dataSource.snapshot(), animatingDifferences: false)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
    }
}
