import Foundation

extension UICollectionView {
    /// Whether `cell` is in editing: the collection view `isEditing` and the delegate lets the
    /// cell's item be edited (`collectionView(_:canEditItemAt:)`, UIKit iOS 14).
    func isEditingItem(of cell: UICollectionViewCell) -> Bool {
        guard isEditing else { return false }
        guard let delegate = collectionDelegate,
              let indexPath = visibleCellsByIndexPath.first(where: { $0.value === cell })?.key else { return true }
        return delegate.collectionView(self, canEditItemAt: indexPath)
    }
}
