import Foundation

extension UICollectionView {
    /// The data source as an outline (a diffable data source), when it is one.
    var outlineSource: CollectionViewOutlineSource? { dataSourceStorage as? CollectionViewOutlineSource }

    /// UIKit: a list cell dequeued for an item of a section snapshot gets the item's level as
    /// its `indentationLevel` (before the cell provider configures it, so the provider may
    /// override it) and its expansion in its configuration state.
    func applyOutlineState(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let listCell = cell as? UICollectionViewListCell else { return }
        let state = outlineSource?.outlineState(at: indexPath)
        if let state { listCell.indentationLevel = state.level }
        listCell.setOutlineExpanded(state?.isExpanded ?? false)
    }

    /// Updates the expansion state of the list cells on screen (after a section snapshot is applied).
    func refreshOutlineStates() {
        guard let source = outlineSource else { return }
        for (indexPath, cell) in visibleCellsByIndexPath {
            guard let listCell = cell as? UICollectionViewListCell, let state = source.outlineState(at: indexPath) else { continue }
            listCell.setOutlineExpanded(state.isExpanded)
        }
    }

    /// Toggles the item's expansion through the data source's section snapshot.
    func toggleOutline(at indexPath: IndexPath) {
        outlineSource?.toggleOutline(at: indexPath)
    }
}
