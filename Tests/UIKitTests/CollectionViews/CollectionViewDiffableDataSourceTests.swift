import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class CollectionViewDiffableDataSourceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func make() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<String, Int>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<CountingCollectionCell, Int> { cell, _, item in
            cell.tag = item
            cell.reuseCount += 1000 // counts configurations (prepareForReuse adds 1)
        }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (window, collectionView, dataSource)
    }

    func testApplyShowsTheSnapshotAndMapsIdentifiers() async {
        let (_, collectionView, dataSource) = make()
        XCTAssertTrue(collectionView.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.cellForItem(at: [0, 2])?.tag, 3)
        XCTAssertEqual(collectionView.cellForItem(at: [1, 0])?.frame, CGRect(x: 0, y: 50, width: 50, height: 50))
        XCTAssertEqual(dataSource.itemIdentifier(for: [1, 0]), 4)
        XCTAssertNil(dataSource.itemIdentifier(for: [1, 1]))
        XCTAssertEqual(dataSource.indexPath(for: 2), [0, 1])
        XCTAssertEqual(dataSource.sectionIdentifier(for: 1), "b")
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 3, 4])
    }

    /// A second apply diffs: the cells follow their items.
    func testApplyDiffsAndKeepsCells() async {
        let (_, collectionView, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cellOfThree = collectionView.cellForItem(at: [0, 2])!
        var next = snapshot
        next.deleteItems([1])
        next.appendItems([5], toSection: "a")
        var completed = false
        dataSource.apply(next, animatingDifferences: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(collectionView.cellForItem(at: [0, 1]) === cellOfThree)
        XCTAssertEqual(cellOfThree.frame, CGRect(x: 67.5, y: 0, width: 50, height: 50))
        XCTAssertEqual(collectionView.cellForItem(at: [0, 2])?.tag, 5)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
    }

    func testSectionSnapshotsShowTheirVisibleItems() async {
        let (_, collectionView, dataSource) = make()
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([10, 11], to: 1)
        dataSource.apply(outline, to: "a", animatingDifferences: false)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2])
        outline.expand([1])
        dataSource.apply(outline, to: "a", animatingDifferences: false)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 10, 11, 2])
        XCTAssertEqual(dataSource.snapshot(for: "a").items, [1, 10, 11, 2])
        XCTAssertEqual(collectionView.cellForItem(at: [0, 3])?.tag, 2)
    }

    func testControllerOwnsACollectionView() async {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        XCTAssertTrue(controller.collectionView.collectionViewLayout === layout)
        XCTAssertTrue(controller.view === controller.collectionView)
        XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
        XCTAssertTrue(controller.installsStandardGestureForInteractiveMovement)
    }

    /// The controller's editing state is its collection view's, before and after the view loads.
    func testControllerEditingReachesTheCollectionView() async {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.setEditing(true, animated: false)
        XCTAssertTrue(controller.collectionView.isEditing, "a view loaded while editing starts editing")
        controller.setEditing(false, animated: false)
        XCTAssertFalse(controller.collectionView.isEditing)
        controller.isEditing = true
        XCTAssertTrue(controller.collectionView.isEditing)
    }

    func testReconfiguredItemsAreConfiguredAgainInTheirCells() async {
        let (_, collectionView, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: [0, 1]) as! CountingCollectionCell
        XCTAssertEqual(cell.reuseCount, 1000)
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot, animatingDifferences: false)
        XCTAssertTrue(collectionView.cellForItem(at: [0, 1]) === cell)
        XCTAssertEqual(cell.reuseCount, 2000)
    }
}
