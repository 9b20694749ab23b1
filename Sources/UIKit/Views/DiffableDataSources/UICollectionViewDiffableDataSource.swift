import Foundation

/// A collection view data source driven by snapshots of identifiers (UIKit): `apply` diffs
/// the new snapshot against the current one and performs the batch update that turns one into
/// the other.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes itself the collection view's data source (UIKit).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Supplies headers, footers and other supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What expanding and collapsing items of a section snapshot asks and tells.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What reordering items asks and tells.
    open var reorderingHandlers = ReorderingHandlers()

    // MARK: Snapshots

    /// A copy of the current data.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The section's items as a section snapshot (the one applied to it, or its flat items).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Shows `snapshot`, animating the differences from the current data (UIKit since iOS 15:
    /// without animation it still applies the difference, not a reload).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView, collectionView.itemCounts != nil else {
            current = snapshot
            sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
            self.collectionView?.reloadData()
            completion?()
            return
        }
        let update = DiffableDataSourceUpdate(from: current, to: snapshot)
        let perform = {
            collectionView.performBatchUpdates({
                self.current = snapshot
                collectionView.deleteSections(IndexSet(update.deletedSections))
                collectionView.insertSections(IndexSet(update.insertedSections))
                for move in update.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                collectionView.reloadSections(IndexSet(update.reloadedSections))
                collectionView.deleteItems(at: update.deletedItems)
                collectionView.insertItems(at: update.insertedItems)
                for move in update.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                collectionView.reloadItems(at: update.reloadedItems)
            }, completion: { _ in completion?() })
        }
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
        if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
        reconfigure(update.reconfiguredItems)
    }

    /// Shows `snapshot` by reloading the collection view (no diff, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                          completion: (() -> Void)? = nil) {
        current = snapshot
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
        collectionView?.reloadData()
        completion?()
    }

    /// Replaces one section's items with the section snapshot's visible items (its expanded
    /// outline); the section is appended when the snapshot lacks it.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        // Cells that stay (a parent that expanded or collapsed) show their new outline state.
        collectionView?.refreshOutlineStates()
    }

    /// Reconfigured items keep their cells: the cell provider configures them again.
    private func reconfigure(_ indexPaths: [IndexPath]) {
        guard let collectionView, !indexPaths.isEmpty else { return }
        collectionView.reconfigureItems(at: indexPaths)
    }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < current.numberOfSections else { return nil }
        // The section's slice of the flat item list: no copy per look-up.
        let range = current.itemRange(ofSection: indexPath.section)
        return indexPath.item >= 0 && indexPath.item < range.count ? current.items[range.lowerBound + indexPath.item] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for index path \(indexPath) with item identifier \(String(describing: itemIdentifier(for: indexPath)))")
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind \(kind) at \(indexPath), but supplementaryViewProvider is nil")
        }
        guard let view = provider(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the supplementary view provider returned nil for kind \(kind) at \(indexPath)")
        }
        return view
    }

    /// The `reorderingHandlers`' `canReorderItem` answer for the item (false without one).
    /// Default nil (subclasses give the titles).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// Default: the first item of the section with the title's index.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// Moves the item in the current snapshot and reports the transaction to the
    /// `reorderingHandlers`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorderItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
