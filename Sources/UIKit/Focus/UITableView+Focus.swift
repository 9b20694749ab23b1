import Foundation

// A table view's focus members (`allowsFocus` is declared with the class); how a table takes
// focus is `FocusList`'s, shared with the collection view.
extension UITableView: FocusList {
    /// Whether a row becomes selected when its cell becomes focused (the delegate's
    /// `tableView(_:selectionFollowsFocusForRowAt:)` decides per row). UIKit's default: false.
    public var selectionFollowsFocus: Bool {
        get { listFocusStateIfMade?.selectionFollowsFocus ?? false }
        set { listFocusState.selectionFollowsFocus = newValue }
    }

    /// Whether focus entering the table goes back to the row last focused in it (before the
    /// delegate's `indexPathForPreferredFocusedView(in:)`). UIKit's default: false.
    public var remembersLastFocusedIndexPath: Bool {
        get { listFocusStateIfMade?.remembersLastFocusedIndexPath ?? false }
        set { listFocusState.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether cells can be focused while the table is editing. UIKit's default: false.
    public var allowsFocusDuringEditing: Bool {
        get { listFocusStateIfMade?.allowsFocusDuringEditing ?? false }
        set { listFocusState.allowsFocusDuringEditing = newValue }
    }

    func focusCell(at indexPath: IndexPath) -> UITableViewCell? { cellForRow(at: indexPath) }
    func focusIndexPathIsSelected(_ indexPath: IndexPath) -> Bool { indexPathsForSelectedRows?.contains(indexPath) ?? false }
    func focusContext(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) -> UITableViewFocusUpdateContext {
        UITableViewFocusUpdateContext(context, previousIndexPath: previous, nextIndexPath: next)
    }

    func delegateCanFocus(at indexPath: IndexPath) -> Bool { tableDelegate?.tableView(self, canFocusRowAt: indexPath) ?? true }
    func delegatePreferredFocusIndexPath() -> IndexPath? { tableDelegate?.indexPathForPreferredFocusedView(in: self) }
    func delegateShouldUpdateFocus(in context: UITableViewFocusUpdateContext) -> Bool {
        tableDelegate?.tableView(self, shouldUpdateFocusIn: context) ?? true
    }
    func delegateDidUpdateFocus(in context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        tableDelegate?.tableView(self, didUpdateFocusIn: context, with: coordinator)
    }
    /// UIKit: without the method (or a delegate), the table's `selectionFollowsFocus` decides.
    func delegateSelectionFollowsFocus(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath) ?? selectionFollowsFocus
    }
}
