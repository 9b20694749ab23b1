import Foundation

/// A placeholder item a drop put in a collection view: where it is now, and the calls that
/// replace or remove it.
@MainActor
final class CollectionDropPlaceholderContext: NSObject, UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UICollectionViewDropPlaceholder
    weak var collectionView: UICollectionView?
    private weak var dropSession: DropSessionState?
    /// The item in the collection view (placeholders included); moved by its updates.
    var indexPath: IndexPath
    var isActive = true

    init(dragItem: UIDragItem, placeholder: UICollectionViewDropPlaceholder, collectionView: UICollectionView,
         session: DropSessionState) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
        dropSession = session
        indexPath = placeholder.insertionIndexPath
        super.init()
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard isActive, let collectionView else { return false }
        collectionView.commitPlaceholder(self, dataSourceUpdates: dataSourceUpdates)
        return true
    }

    func deletePlaceholder() -> Bool {
        guard isActive, let collectionView else { return false }
        collectionView.deletePlaceholder(self)
        return true
    }

    func setNeedsCellUpdate() {
        guard isActive, let cell = collectionView?.visibleCellsByIndexPath[indexPath] else { return }
        placeholder.cellUpdateHandler?(cell)
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        guard let dropSession else { return animations() }
        dropSession.dropAnimator(for: dragItem).addAnimations(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard let dropSession else { return completion(.end) }
        dropSession.dropAnimator(for: dragItem).addCompletion(completion)
    }
}
