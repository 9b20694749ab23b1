import Foundation

/// A focus update as a collection view's delegate sees it: the index paths of the items focus
/// leaves and enters in that collection view (nil for an item outside it).
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    let previousIndexPathStorage: IndexPath?
    let nextIndexPathStorage: IndexPath?

    init(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) {
        previousIndexPathStorage = previous
        nextIndexPathStorage = next
        super.init(previous: context.previousItemStorage, next: context.nextItemStorage, heading: context.headingStorage)
    }

    open var previouslyFocusedIndexPath: IndexPath? { previousIndexPathStorage }
    open var nextFocusedIndexPath: IndexPath? { nextIndexPathStorage }
}
