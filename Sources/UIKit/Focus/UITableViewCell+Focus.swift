/// Table cells as focus items: focusable when the table allows focus, selected with the
/// keyboard's select press.
extension UITableViewCell {
    /// The table the cell is shown in (its superview chain).
    var focusTableView: UITableView? {
        var current = superview
        while let view = current {
            if let table = view as? UITableView { return table }
            current = view.superview
        }
        return nil
    }

    var _cellCanBecomeFocused: Bool {
        guard let table = focusTableView, table.allowsFocus, !table.isEditing || table.allowsFocusDuringEditing,
              let indexPath = table.indexPath(for: self) else { return false }
        return table.tableDelegate?.tableView(table, canFocusRowAt: indexPath) ?? true
    }

    func _cellFocusPressesBegan(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard isFocused, let press = presses.first(where: { $0.type == .select && $0.key != nil }),
              let table = focusTableView, table.allowsSelection else { return presses }
        focusStorage.activatingPress = ObjectIdentifier(press)
        setHighlighted(true, animated: false)
        return presses.subtracting([press])
    }

    func _cellFocusPressesEnded(_ presses: Set<UIPress>, cancelled: Bool) -> Set<UIPress> {
        guard let active = extras?.focus?.activatingPress,
              let press = presses.first(where: { ObjectIdentifier($0) == active }) else { return presses }
        focusStorage.activatingPress = nil
        setHighlighted(false, animated: false)
        if !cancelled, let table = focusTableView, let indexPath = table.indexPath(for: self) {
            // UIKit: the same delegate sequence as a tap (willSelect, didSelect).
            table.selectFromTouch(indexPath)
        }
        return presses.subtracting([press])
    }
}
