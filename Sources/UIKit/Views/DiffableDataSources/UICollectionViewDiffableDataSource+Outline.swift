import Foundation

extension UICollectionViewDiffableDataSource: CollectionViewOutlineSource {
    func outlineState(at indexPath: IndexPath) -> CollectionOutlineState? {
        guard let section = sectionIdentifier(for: indexPath.section), let snapshot = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath), snapshot.contains(item) else { return nil }
        return CollectionOutlineState(level: snapshot.level(of: item), isExpanded: snapshot.isExpanded(item))
    }

    /// UIKit: expanding asks `shouldExpandItem`, calls `willExpandItem`, lets
    /// `snapshotForExpandingParent` replace the children, then applies the section snapshot with
    /// the item expanded (animated); collapsing asks `shouldCollapseItem` and calls
    /// `willCollapseItem` the same way.
    func toggleOutline(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath),
              let before = sectionSnapshots[section], before.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if before.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            // The handler may have applied new data; collapse what is current.
            guard var snapshot = sectionSnapshots[section], snapshot.contains(item) else { return }
            snapshot.collapse([item])
            apply(snapshot, to: section, animatingDifferences: true)
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            guard var snapshot = sectionSnapshots[section], snapshot.contains(item) else { return }
            if let provider = handlers.snapshotForExpandingParent {
                snapshot.replaceChildren(of: item, with: provider(item, snapshot.snapshot(of: item)))
            }
            snapshot.expand([item])
            apply(snapshot, to: section, animatingDifferences: true)
        }
    }
}
