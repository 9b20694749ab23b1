import Foundation

/// A table view data source that shows a snapshot of identifiers (UIKit). `apply` diffs the
/// new snapshot against the current one and animates the differences through the table's
/// batch updates; the cell provider makes each row's cell from its item identifier.
/// Subclasses override the data source methods below (titles, editing, moving).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation for inserted, deleted and reloaded rows. UIKit's default: `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source (the table does not retain it: keep a reference).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the rows that changed animate (or change at once without
    /// `animatingDifferences`); an unchanged snapshot touches nothing. `completion` runs
    /// once the table has finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let update = DiffableDataSourceUpdate(from: currentSnapshot, to: snapshot)
        var stored = snapshot
        stored.reloadedItems = []
        stored.reconfiguredItems = []
        stored.reloadedSections = []
        stored.reconfiguredSections = []
        guard let tableView, !update.isEmpty, tableView.rowModel != nil else {
            currentSnapshot = stored
            if let tableView, tableView.rowModel == nil || !update.isEmpty { tableView.reloadData() }
            completion?()
            return
        }
        let apply = {
            let animation = self.defaultRowAnimation
            let structural = update.deletedSections.count + update.insertedSections.count + update.movedSections.count
                + update.reloadedSections.count + update.deletedItems.count + update.insertedItems.count
                + update.movedItems.count + update.reloadedItems.count
            if structural > 0 {
                tableView.performBatchUpdates({
                    self.currentSnapshot = stored
                    if !update.deletedSections.isEmpty { tableView.deleteSections(IndexSet(update.deletedSections), with: animation) }
                    if !update.insertedSections.isEmpty { tableView.insertSections(IndexSet(update.insertedSections), with: animation) }
                    for move in update.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                    if !update.reloadedSections.isEmpty { tableView.reloadSections(IndexSet(update.reloadedSections), with: animation) }
                    if !update.deletedItems.isEmpty { tableView.deleteRows(at: update.deletedItems, with: animation) }
                    if !update.insertedItems.isEmpty { tableView.insertRows(at: update.insertedItems, with: animation) }
                    for move in update.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                    if !update.reloadedItems.isEmpty { tableView.reloadRows(at: update.reloadedItems, with: animation) }
                }, completion: { _ in completion?() })
            } else {
                self.currentSnapshot = stored
                UIView.animate(withDuration: 0, animations: {}, completion: { _ in completion?() })
            }
            // Reconfigured items are named by their new index paths: after the batch.
            if !update.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: update.reconfiguredItems) }
        }
        if animatingDifferences { apply() } else { UIView.performWithoutAnimation(apply) }
    }

    /// Shows `snapshot` by reloading the table (no diff, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        var stored = snapshot
        stored.reloadedItems = []
        stored.reconfiguredItems = []
        stored.reloadedSections = []
        stored.reconfiguredSections = []
        currentSnapshot = stored
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { currentSnapshot }

    /// The item at `indexPath`, or nil outside the snapshot.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(at: indexPath)
    }

    /// Where the item is, or nil when the snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.sectionStorage.indices.contains(index) ? currentSnapshot.sectionStorage[index] : nil
    }

    /// The index of the section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.sectionPosition(sectionIdentifier)
    }

    // MARK: Data source (override)

    open func numberOfSections(in tableView: UITableView) -> Int { currentSnapshot.sectionStorage.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        currentSnapshot.sectionEnds.indices.contains(section) ? currentSnapshot.itemRange(ofSection: section).count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item identifier for index path \(indexPath) in the current snapshot")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView), dataSource: \(self)")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    /// UIKit's diffable data source makes rows editable only when a subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// UIKit's diffable data source makes rows movable only when a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// UIKit: a reorder by the user moves the item in the data source's snapshot.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath) else { return }
        var items = currentSnapshot.sectionStorage.indices.map {
            Array(currentSnapshot.items[currentSnapshot.itemRange(ofSection: $0)])
        }
        items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        var sections = currentSnapshot
        sections.deleteAllItems()
        // Rebuild with the item at its new place (the public snapshot API keeps the caches right).
        items[destinationIndexPath.section].insert(item, at: min(destinationIndexPath.row, items[destinationIndexPath.section].count))
        for (index, section) in currentSnapshot.sectionStorage.enumerated() {
            sections.appendItems(items[index], toSection: section)
        }
        currentSnapshot = sections
    }
}
