import Foundation

/// A placeholder item a drop put in a collection view: where it is now, and the calls that
/// replace or remove it.
@MainActor
final class CollectionDropPlaceholderContext: DropPlaceholderContextCore, UICollectionViewDropPlaceholderContext {
    let placeholder: UICollectionViewDropPlaceholder
    weak var collectionView: UICollectionView?

    init(dragItem: UIDragItem, placeholder: UICollectionViewDropPlaceholder, collectionView: UICollectionView,
         session: DropSessionState) {
        self.placeholder = placeholder
        self.collectionView = collectionView
        super.init(dragItem: dragItem, indexPath: placeholder.insertionIndexPath, session: session)
    }

    override func commitInView(_ dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let collectionView else { return false }
        collectionView.commitPlaceholder(self, dataSourceUpdates: dataSourceUpdates)
        return true
    }

    override func deleteInView() -> Bool {
        guard let collectionView else { return false }
        collectionView.deletePlaceholder(self)
        return true
    }

    override func updateCellInView() {
        guard let cell = collectionView?.visibleCellsByIndexPath[indexPath] else { return }
        placeholder.cellUpdateHandler?(cell)
    }
}
