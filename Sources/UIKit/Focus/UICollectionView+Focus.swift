import Foundation

// A collection view's focus members (`allowsFocus` is declared with the class); how it takes
// focus is `FocusList`'s, shared with the table view.
extension UICollectionView: FocusList {
    /// Whether an item becomes selected when its cell becomes focused (the delegate's
    /// `collectionView(_:selectionFollowsFocusForItemAt:)` decides per item).
    // UIKit: the default depends on the platform: false on iPadOS, as here.
    public var selectionFollowsFocus: Bool {
        get { listFocusStateIfMade?.selectionFollowsFocus ?? false }
        set { listFocusState.selectionFollowsFocus = newValue }
    }

    /// Whether focus entering the collection view goes back to the item last focused in it
    /// (before the delegate's `indexPathForPreferredFocusedView(in:)`). UIKit's default: false.
    public var remembersLastFocusedIndexPath: Bool {
        get { listFocusStateIfMade?.remembersLastFocusedIndexPath ?? false }
        set { listFocusState.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether cells can be focused while the collection view is editing. UIKit's default: false.
    public var allowsFocusDuringEditing: Bool {
        get { listFocusStateIfMade?.allowsFocusDuringEditing ?? false }
        set { listFocusState.allowsFocusDuringEditing = newValue }
    }

    func focusCell(at indexPath: IndexPath) -> UICollectionViewCell? { cellForItem(at: indexPath) }
    func focusIndexPathIsSelected(_ indexPath: IndexPath) -> Bool { indexPathsForSelectedItems?.contains(indexPath) ?? false }
    func focusContext(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) -> UICollectionViewFocusUpdateContext {
        UICollectionViewFocusUpdateContext(context, previousIndexPath: previous, nextIndexPath: next)
    }

    func delegateCanFocus(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, canFocusItemAt: indexPath) ?? true
    }
    func delegatePreferredFocusIndexPath() -> IndexPath? { collectionDelegate?.indexPathForPreferredFocusedView(in: self) }
    func delegateShouldUpdateFocus(in context: UICollectionViewFocusUpdateContext) -> Bool {
        collectionDelegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true
    }
    func delegateDidUpdateFocus(in context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        collectionDelegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
    }
    func delegateSelectionFollowsFocus(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath) ?? selectionFollowsFocus
    }
}
