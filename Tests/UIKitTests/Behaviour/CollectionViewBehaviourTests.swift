import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class ItemSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: Int
    var calls: [String] = []

    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
}

/// Collection view and diffable data source behaviour iOS code relies on.
@MainActor
final class CollectionViewBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Data sources and windows outlive each test's use of them (collection views hold their
    /// data sources weakly).
    private var kept: [AnyObject] = []

    private func collection(items: Int, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout())
        -> (UIWindow, UICollectionView, ItemSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = ItemSource(items: items)
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        kept += [window, source]
        return (window, collectionView, source)
    }

    func testFlowLayoutDefaults() async {
        // UIKit: a flow layout starts with 50 × 50 items, 10 pt line and item spacing, no section
        // inset, vertical scrolling and no headers or footers.
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        XCTAssertEqual(layout.headerReferenceSize, .zero)
        XCTAssertEqual(layout.footerReferenceSize, .zero)
        XCTAssertEqual(layout.estimatedItemSize, .zero)
        XCTAssertEqual(layout.sectionInsetReference, .fromContentInset)
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds)
    }

    func testFlowLayoutPlacesItemsInRowsWithSpacing() async {
        // UIKit: items fill a line left to right with at least minimumInteritemSpacing between
        // them (the leftover space is spread between items), then wrap with minimumLineSpacing.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let (_, collectionView, _) = collection(items: 6, layout: layout)
        let frames = (0..<6).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
        XCTAssertEqual(frames[0], CGRect(x: 10, y: 5, width: 90, height: 40))
        XCTAssertEqual(frames[1].minX, 115, "the 30 pt left over in a 300 pt line goes into the two gaps")
        XCTAssertEqual(frames[2].maxX, 310, "the last item on a full line meets the right inset")
        XCTAssertEqual(frames[3], CGRect(x: 10, y: 55, width: 90, height: 40), "the next line starts 10 pt lower")
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 5 + 40 + 10 + 40 + 5))
    }

    func testItemCountIsCachedUntilReloadData() async {
        // UIKit: like a table, the collection view keeps the counts it asked for until reloadData.
        let (_, collectionView, source) = collection(items: 4)
        source.items = 9
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        collectionView.reloadData()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 9)
        XCTAssertEqual(collectionView.numberOfSections, 1, "one section when the data source does not say")
    }

    func testCellForItemIsNilOffScreen() async {
        // UIKit: cellForItem(at:) returns only visible cells.
        let (_, collectionView, _) = collection(items: 200)
        XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 199, section: 0)))
        XCTAssertFalse(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 199, section: 0)))
        XCTAssertEqual(collectionView.visibleCells.count, collectionView.indexPathsForVisibleItems.count)
    }

    func testProgrammaticSelectionDoesNotCallTheDelegate() async {
        // UIKit: selectItem(at:animated:scrollPosition:) and deselectItem(at:animated:) do not
        // call the delegate; single selection replaces the old item.
        let (_, collectionView, source) = collection(items: 10)
        XCTAssertTrue(collectionView.allowsSelection)
        XCTAssertFalse(collectionView.allowsMultipleSelection)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected, true)
        collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        XCTAssertEqual(source.calls, [])
    }

    // MARK: Diffable data sources

    private func diffable() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>, () -> Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(collectionView)
        var configured = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in
            configured += 1
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        kept += [window, dataSource]
        return (window, collectionView, dataSource, { configured })
    }

    func testDiffableDataSourceAnswersFromTheAppliedSnapshot() async {
        // UIKit: snapshot() returns what was applied; itemIdentifier(for:) and indexPath(for:)
        // map between the two, nil when out of range or absent.
        let (_, collectionView, dataSource, _) = diffable()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "b", "c"])
        XCTAssertEqual(dataSource.snapshot().sectionIdentifiers, [0, 1])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)), "c")
        XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)))
        XCTAssertEqual(dataSource.indexPath(for: "b"), IndexPath(item: 1, section: 0))
        XCTAssertNil(dataSource.indexPath(for: "z"))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 1), 1)
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
    }

    func testSnapshotQueries() async {
        // UIKit: a snapshot knows each item's section and index; items are listed per section.
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["x", "y"])
        snapshot.appendItems([1, 2], toSection: "x")
        snapshot.appendItems([3], toSection: "y")
        snapshot.appendItems([4])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "y"), [3, 4], "appending without a section uses the last one")
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 2), "x")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
        XCTAssertEqual(snapshot.indexOfItem(4), 3)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "x"), 2)
        XCTAssertEqual(snapshot.numberOfItems, 4)
        snapshot.deleteSections(["x"])
        XCTAssertEqual(snapshot.itemIdentifiers, [3, 4], "deleting a section deletes its items")
    }

    func testReconfigureKeepsTheCellAndReloadReplacesIt() async {
        // UIKit: reconfigureItems runs the cell provider again on the existing cell; reloadItems
        // dequeues a fresh cell for the item.
        let (_, collectionView, dataSource, configured) = diffable()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let before = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertNotNil(before)
        let configuredBefore = configured()

        var reconfigure = dataSource.snapshot()
        reconfigure.reconfigureItems(["a"])
        dataSource.apply(reconfigure, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(configured(), configuredBefore + 1)
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === before)

        var reload = dataSource.snapshot()
        reload.reloadItems(["a"])
        dataSource.apply(reload, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        XCTAssertFalse(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === before)
    }

    func testApplyingWithoutAnimationUpdatesTheCountsAtOnce() async {
        // UIKit: apply(_:animatingDifferences: false) updates the collection view before it returns.
        let (_, collectionView, dataSource, _) = diffable()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        snapshot.deleteItems(["b"])
        snapshot.insertItems(["d"], beforeItem: "a")
        dataSource.apply(snapshot, animatingDifferences: false)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["d", "a", "c"])
    }

    func testSnapshotMovesAndReloadedIdentifiers() async {
        // UIKit: moveItem(_:afterItem:) reorders; reloadItems records the identifiers to reload
        // (reloadedItemIdentifiers) without changing the order.
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        snapshot.moveItem("a", afterItem: "c")
        XCTAssertEqual(snapshot.itemIdentifiers, ["b", "c", "a"])
        snapshot.reloadItems(["c"])
        snapshot.reconfigureItems(["b"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, ["c"])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, ["b"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["b", "c", "a"])
    }

    func testTableDiffableDataSourceDefaultsToAutomaticAnimation() async {
        // UIKit: a table diffable data source animates rows with .automatic unless told otherwise.
        let table = UITableView()
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in UITableViewCell() }
        XCTAssertEqual(dataSource.defaultRowAnimation, .automatic)
    }
}
