import Foundation

// A collection view's focus members (`allowsFocus` is declared with the class); how it takes
// focus is `FocusList`'s, shared with the table view.
extension UICollectionView: FocusList {
    // `selectionFollowsFocus`: whether an item becomes selected when its cell becomes
    // focused (the delegate's `collectionView(_:selectionFollowsFocusForItemAt:)` decides per item).
    // `remembersLastFocusedIndexPath`: whether focus entering the collection view goes back to the item
    // last focused in it (before the delegate's `indexPathForPreferredFocusedView(in:)`).
    // `allowsFocusDuringEditing`: whether cells can be focused while the collection view is editing.
    // UIKit's defaults: false for the three (on iPadOS).
    public var selectionFollowsFocus: Bool { get { listFocusSetting(\.selectionFollowsFocus) } set { setListFocusSetting(\.selectionFollowsFocus, newValue) } }
    public var remembersLastFocusedIndexPath: Bool { get { listFocusSetting(\.remembersLastFocusedIndexPath) } set { setListFocusSetting(\.remembersLastFocusedIndexPath, newValue) } }
    public var allowsFocusDuringEditing: Bool { get { listFocusSetting(\.allowsFocusDuringEditing) } set { setListFocusSetting(\.allowsFocusDuringEditing, newValue) } }

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
