@_spi(Diagnostics) import CoreGraphics
import Foundation

// Drop placeholders: items the collection view shows for dropped items whose data is still
// loading. The data source does not know them: the collection view adds them to its item
// counts, makes their cells from the placeholder, and asks the data source for its items at
// their index paths less the placeholders before them.
//
// Ours, where UIKit documents nothing: the layout and other delegate calls use the
// collection view's index paths, placeholders included; a batch update that inserts, deletes,
// reloads or moves sections while placeholders are shown deletes them (UIKit asks apps to
// avoid significant changes then; `reloadData` drops them, as documented).
extension UICollectionView {
    /// UIKit: true while the collection view shows drop placeholders or reorders its items
    /// for a drop over it.
    public var hasUncommittedUpdates: Bool {
        !dropPlaceholders.isEmpty || (dragDropControllerStorage?.activeDrop != nil && movement != nil)
    }

    func dropPlaceholder(at indexPath: IndexPath) -> CollectionDropPlaceholderContext? {
        guard !dropPlaceholders.isEmpty else { return nil }
        return dropPlaceholders.first { $0.indexPath == indexPath }
    }

    func placeholderCount(inSection section: Int) -> Int {
        dropPlaceholders.reduce(0) { $0 + ($1.indexPath.section == section ? 1 : 0) }
    }

    /// The data source's index path of an item of the collection view (placeholders before it left out).
    func dataSourceIndexPath(skippingPlaceholders indexPath: IndexPath) -> IndexPath {
        guard !dropPlaceholders.isEmpty else { return indexPath }
        let before = dropPlaceholders.reduce(0) {
            $0 + ($1.indexPath.section == indexPath.section && $1.indexPath.item < indexPath.item ? 1 : 0)
        }
        return IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// An item's new cell: the placeholder's, or the data source's.
    func makeCell(forItemAt indexPath: IndexPath, _ source: UICollectionViewDataSource) -> UICollectionViewCell {
        if let context = dropPlaceholder(at: indexPath) {
            let cell = _dequeueReusableCell(withReuseIdentifier: context.placeholder.reuseIdentifier, for: indexPath, api: "dequeueReusableCell(withReuseIdentifier:for:)")
            context.placeholder.cellUpdateHandler?(cell)
            return cell
        }
        return source.collectionView(self, cellForItemAt: dataSourceIndexPath(forVisible: dataSourceIndexPath(skippingPlaceholders: indexPath)))
    }

    func insertPlaceholder(_ context: CollectionDropPlaceholderContext) {
        let counts = loadedItemCounts
        let path = context.indexPath
        precondition(path.count == 2 && path.section >= 0 && path.section < counts.count
                        && path.item >= 0 && path.item <= counts[path.section],
                     "UICollectionViewDropCoordinator.drop(_:to:): invalid placeholder insertion index path \(path) (\(counts.count) sections, items per section \(counts))")
        updatingPlaceholders {
            for other in dropPlaceholders where other.indexPath.section == path.section && other.indexPath.item >= path.item {
                other.indexPath.item += 1
            }
            dropPlaceholders.append(context)
            insertItems(at: [path])
        }
    }

    /// The data source takes the item: its update runs with the data source's index path and
    /// the placeholder's item is reloaded from the data source.
    func commitPlaceholder(_ context: CollectionDropPlaceholderContext, dataSourceUpdates: (IndexPath) -> Void) {
        let path = context.indexPath
        updatingPlaceholders {
            removePlaceholder(context)
            dataSourceUpdates(dataSourceIndexPath(skippingPlaceholders: path))
            reloadItems(at: [path])
        }
    }

    func deletePlaceholder(_ context: CollectionDropPlaceholderContext) {
        let path = context.indexPath
        updatingPlaceholders {
            removePlaceholder(context)
            for other in dropPlaceholders where other.indexPath.section == path.section && other.indexPath.item > path.item {
                other.indexPath.item -= 1
            }
            deleteItems(at: [path])
        }
    }

    /// `reloadData` drops every placeholder (UIKit).
    func discardPlaceholders() {
        for context in dropPlaceholders { context.isActive = false }
        dropPlaceholders = []
    }

    private func removePlaceholder(_ context: CollectionDropPlaceholderContext) {
        context.isActive = false
        dropPlaceholders.removeAll { $0 === context }
    }

    private func updatingPlaceholders(_ updates: () -> Void) {
        let outer = placeholdersMovedByHand
        placeholdersMovedByHand = true
        withoutActuallyEscaping(updates) { updates in _performBatchUpdates(updates, completion: nil) }
        placeholdersMovedByHand = outer
    }

    /// Before an app's batch is resolved: a batch that changes sections deletes the
    /// placeholders (with a log line).
    func deletePlaceholdersForSectionChanges(_ changes: inout CollectionViewUpdates) {
        guard !dropPlaceholders.isEmpty, !placeholdersMovedByHand else { return }
        guard !changes.deletedSections.isEmpty || !changes.insertedSections.isEmpty
                || !changes.reloadedSections.isEmpty || !changes.movedSections.isEmpty else { return }
        FrameworkLog.log("UICollectionView: a batch update changed sections while drop placeholders were shown; the placeholders are deleted")
        for context in dropPlaceholders {
            let section = context.indexPath.section
            if !changes.deletedSections.contains(section), !changes.reloadedSections.contains(section) {
                changes.deletedItems.append(context.indexPath)
            }
            context.isActive = false
        }
        dropPlaceholders = []
    }

    /// After an app's batch: each placeholder follows its item (one deleted is gone).
    func remapPlaceholders(_ mapping: CollectionViewUpdates.Mapping) {
        guard !dropPlaceholders.isEmpty, !placeholdersMovedByHand else { return }
        for context in dropPlaceholders {
            guard let target = mapping.newIndexPath(forOld: context.indexPath) else {
                context.isActive = false
                continue
            }
            context.indexPath = target
        }
        dropPlaceholders.removeAll { !$0.isActive }
    }
}
