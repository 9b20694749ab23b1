import Foundation

// Spring-loaded items: a drag resting on an item activates it as a tap would.
extension UICollectionView: UISpringLoadedInteractionSupporting {
    /// Whether a drag resting on an item activates it (default false). UIKit: the delegate's
    /// `shouldSpringLoadItemAt` decides for the item under the drag (the context's `targetView`
    /// is its cell); activation selects the item as a tap does (`shouldSelectItemAt`, then
    /// `didSelectItemAt`). One activation per visit of the drag.
    public var isSpringLoaded: Bool {
        get { springLoadedInteractionStorage != nil }
        set {
            guard newValue != isSpringLoaded else { return }
            if let interaction = springLoadedInteractionStorage {
                springLoadedInteractionStorage = nil
                removeInteraction(interaction)
                return
            }
            let behavior = ListSpringLoadingBehavior(
                indexPathAt: { [unowned self] point in indexPathForItem(at: point) },
                cellAt: { [unowned self] indexPath in cellForItem(at: indexPath) },
                shouldSpringLoad: { [unowned self] indexPath, context in
                    collectionDelegate?.collectionView(self, shouldSpringLoadItemAt: indexPath, with: context) ?? true
                })
            let interaction = UISpringLoadedInteraction(interactionBehavior: behavior, interactionEffect: nil) { [weak self] _, context in
                guard let self, let indexPath = context.targetItem as? IndexPath,
                      indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section) else { return }
                selectFromTouch(indexPath)
            }
            springLoadedInteractionStorage = interaction
            addInteraction(interaction)
        }
    }
}
