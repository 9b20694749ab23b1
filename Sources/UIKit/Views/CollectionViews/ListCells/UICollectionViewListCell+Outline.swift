import Foundation

extension UICollectionViewListCell {
    /// Sets the expansion the configuration state reports and the outline chevron shows.
    func setOutlineExpanded(_ expanded: Bool) {
        for view in accessoryViews { view.isExpanded = expanded }
        guard expanded != outlineExpanded else { return }
        outlineExpanded = expanded
        setNeedsUpdateConfiguration()
    }

    /// Expands or collapses the cell's item through the collection view's diffable data source.
    func toggleOutline() {
        guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        collectionView.toggleOutline(at: indexPath)
    }

    /// UIKit: a shown outline disclosure in the header style — or the automatic style in a
    /// cell whose content is a header configuration — makes a tap anywhere on the cell toggle
    /// the item, and the cell is not selectable.
    var togglesOutlineOnTap: Bool {
        let editing = isListEditing
        return accessories.contains { accessory in
            guard accessory.kind.isOutline, accessory.actionHandler == nil, accessory.isDisplayed(editing: editing) else { return false }
            switch accessory.outlineStyle {
            case .header: return true
            case .cell: return false
            case .automatic:
                guard let list = contentConfiguration as? UIListContentConfiguration else { return false }
                return list.baseStyle.isHeader
            }
        }
    }
}
