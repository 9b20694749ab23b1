import Foundation

// A collection view's focus members (`allowsFocus` is declared with the class).
extension UICollectionView {
    /// Whether an item becomes selected when its cell becomes focused (the delegate's
    /// `collectionView(_:selectionFollowsFocusForItemAt:)` decides per item). UIKit's
    /// default depends on the platform: false on iPadOS, as here.
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

    /// The cell focus enters the collection view at: the last focused item's when it
    /// remembers it, else the delegate's preferred item's; nil when neither is shown.
    var preferredFocusCell: UICollectionViewCell? {
        if remembersLastFocusedIndexPath, let path = listFocusStateIfMade?.lastFocusedIndexPath,
           let cell = cellForItem(at: path) {
            return cell
        }
        guard let path = collectionDelegate?.indexPathForPreferredFocusedView(in: self) else { return nil }
        return cellForItem(at: path)
    }

    /// The index path of the collection view's cell that is or contains `item`.
    func focusIndexPath(of item: (any UIFocusItem)?) -> IndexPath? {
        var current = item.flatMap(UIFocusSystem.view(containing:))
        while let view = current, view !== self {
            if let cell = view as? UICollectionViewCell, cell.focusCollectionView === self {
                return indexPath(for: cell)
            }
            current = view.superview
        }
        return nil
    }
}
