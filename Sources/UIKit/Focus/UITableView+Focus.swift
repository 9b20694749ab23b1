import Foundation

// A table view's focus members (`allowsFocus` is declared with the class); how a table takes
// focus is `FocusList`'s, shared with the collection view.
extension UITableView: FocusList {
    // `selectionFollowsFocus`: whether a row becomes selected when its cell becomes
    // focused (the delegate's `tableView(_:selectionFollowsFocusForRowAt:)` decides per row).
    // `remembersLastFocusedIndexPath`: whether focus entering the table goes back to the row
    // last focused in it (before the delegate's `indexPathForPreferredFocusedView(in:)`).
    // `allowsFocusDuringEditing`: whether cells can be focused while the table is editing.
    // UIKit's defaults: false for the three (on iPadOS).
    public var selectionFollowsFocus: Bool { get { listFocusSetting(\.selectionFollowsFocus) } set { setListFocusSetting(\.selectionFollowsFocus, newValue) } }
    public var remembersLastFocusedIndexPath: Bool { get { listFocusSetting(\.remembersLastFocusedIndexPath) } set { setListFocusSetting(\.remembersLastFocusedIndexPath, newValue) } }
    public var allowsFocusDuringEditing: Bool { get { listFocusSetting(\.allowsFocusDuringEditing) } set { setListFocusSetting(\.allowsFocusDuringEditing, newValue) } }

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
