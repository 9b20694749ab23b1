import Foundation

// A table view's focus members (`allowsFocus` is declared with the class).
extension UITableView {
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

    /// The cell focus enters the table at: the last focused row's when the table remembers
    /// it, else the delegate's preferred row's; nil when neither is shown.
    var preferredFocusCell: UITableViewCell? {
        if remembersLastFocusedIndexPath, let path = listFocusStateIfMade?.lastFocusedIndexPath,
           let cell = cellForRow(at: path) {
            return cell
        }
        guard let path = tableDelegate?.indexPathForPreferredFocusedView(in: self) else { return nil }
        return cellForRow(at: path)
    }

    /// The row of the table's cell that is or contains `item`.
    func focusIndexPath(of item: (any UIFocusItem)?) -> IndexPath? {
        var current = item.flatMap(UIFocusSystem.view(containing:))
        while let view = current, view !== self {
            if let cell = view as? UITableViewCell, cell.superview != nil, cell.focusTableView === self {
                return indexPath(for: cell)
            }
            current = view.superview
        }
        return nil
    }
}
