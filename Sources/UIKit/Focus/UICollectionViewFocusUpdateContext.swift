import Foundation

/// A focus update as a collection view's delegate sees it: the index paths of the items focus
/// leaves and enters in that collection view (nil for an item outside it).
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    open var previouslyFocusedIndexPath: IndexPath? { previousIndexPathStorage }
    open var nextFocusedIndexPath: IndexPath? { nextIndexPathStorage }
}
