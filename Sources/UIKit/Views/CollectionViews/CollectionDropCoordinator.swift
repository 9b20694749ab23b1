import Foundation

/// The coordinator a collection view's drop delegate gets: `drop(_:to…)` records where each
/// item's preview lands; the drop animation after `performDropWith` flies it there.
@MainActor
final class CollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    private let dropSession: DropSessionState
    private(set) var destinations: [ObjectIdentifier: DropPreviewDestination] = [:]

    init(items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UICollectionViewDropProposal, session: DropSessionState) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        dropSession = session
        super.init()
    }

    var session: any UIDropSession { dropSession }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        destinations[ObjectIdentifier(dragItem)] = .element(indexPath)
        return dropSession.dropAnimator(for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        destinations[ObjectIdentifier(dragItem)] = .rect(rect, in: indexPath)
        return dropSession.dropAnimator(for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        destinations[ObjectIdentifier(dragItem)] = .target(target)
        return dropSession.dropAnimator(for: dragItem)
    }

    /// The collection view the drop is on (for placeholders).
    weak var collectionView: UICollectionView?
    /// The placeholder contexts made by `drop(_:to:)`, by item.
    private(set) var placeholders: [ObjectIdentifier: CollectionDropPlaceholderContext] = [:]

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext {
        guard let collectionView else {
            preconditionFailure("UICollectionViewDropCoordinator.drop(_:to:): the collection view is gone")
        }
        let context = CollectionDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder,
                                                       collectionView: collectionView, session: dropSession)
        collectionView.insertPlaceholder(context)
        placeholders[ObjectIdentifier(dragItem)] = context
        destinations[ObjectIdentifier(dragItem)] = .element(context.indexPath)
        return context
    }
}
