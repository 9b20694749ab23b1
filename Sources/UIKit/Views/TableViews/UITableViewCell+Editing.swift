import Foundation

extension UITableViewCell {
    /// The width of the leading editing control and of the trailing reorder grip (ours; not
    /// a documented UIKit figure).
    static let editingControlWidth: CGFloat = 38

    func _setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState.isEditing else { return }
        settingEditing = true
        editingState.isEditing = editing
        if !editing { editingState.showsDeleteConfirmation = false }
        settingEditing = false
        // UIKit: while editing the cell shows its editing accessory, and configurations see it.
        configurationStorage.showsEditingAccessories = editing
        configurationStateDidChange()
        setNeedsLayout()
        if transitionStateMask != reportedTransitionMask {
            // The transition's own animation lays the cell out.
            reportStateTransition(animated: animated)
        } else if animated {
            UIView.animate(withDuration: UITableView.rowUpdateDuration) { self.layoutIfNeeded() }
        }
    }

    var showsReorderGrip: Bool { editingState.isEditing && showsReorderControl && editingState.canMove }

    /// The content view's frame: moved over for the editing control (when the row indents),
    /// narrowed for the reorder grip, indented by `indentationLevel`, shifted by a swipe.
    func editingContentFrame() -> CGRect {
        var frame = bounds
        let state = editingState
        // UIKit: the cell spans the table, and its content view keeps out of the table's
        // left and right safe area (`insetsContentViewsToSafeArea`, true by default); the
        // table's content inset covers only the top and bottom.
        if let table = state.table ?? superview as? UITableView, table.insetsContentViewsToSafeArea {
            let safe = table.safeAreaInsets
            frame.origin.x += safe.left
            frame.size.width = max(0, frame.width - safe.left - safe.right)
        }
        if state.isEditing, state.style != .none || state.showsSelectionControl, state.indents, shouldIndentWhileEditing {
            frame.origin.x += Self.editingControlWidth
            frame.size.width -= Self.editingControlWidth
        }
        if showsReorderGrip { frame.size.width -= Self.editingControlWidth }
        let indent = CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? indentationWidth : 0)
        frame.origin.x += indent
        frame.size.width = max(0, frame.width - indent)
        frame.origin.x += state.swipeOffset
        return frame
    }

    /// Adds, places or removes the editing control, reorder grip and swipe actions.
    func layoutEditingControls() {
        let height = bounds.height
        if editingState.isEditing, editingState.style != .none || editingState.showsSelectionControl {
            let control = editingState.editingControl ?? makeEditingControl()
            control.style = editingState.style
            control.selectionMark = editingState.showsSelectionControl ? isSelected : nil
            control.frame = CGRect(x: editingState.swipeOffset, y: 0, width: Self.editingControlWidth, height: height)
        } else if let control = editingState.editingControl {
            control.removeFromSuperview()
            editingState.editingControl = nil
        }
        if showsReorderGrip {
            let grip = editingState.reorderControl ?? {
                let grip = TableReorderControl(frame: .zero)
                editingState.reorderControl = grip
                addSubview(grip)
                return grip
            }()
            grip.frame = CGRect(x: bounds.width - Self.editingControlWidth + editingState.swipeOffset, y: 0,
                                width: Self.editingControlWidth, height: height)
        } else if let grip = editingState.reorderControl {
            grip.removeFromSuperview()
            editingState.reorderControl = nil
        }
        if let actions = editingState.swipeActionsView {
            let offset = editingState.swipeOffset
            actions.frame = offset < 0
                ? CGRect(x: bounds.width + offset, y: 0, width: -offset, height: height)
                : CGRect(x: 0, y: 0, width: offset, height: height)
        }
    }

    /// The selection circle (multiple selection while editing) follows the selection.
    func updateSelectionMark() {
        guard editingState.showsSelectionControl, let control = editingState.editingControl else { return }
        control.selectionMark = isSelected
    }

    private func makeEditingControl() -> TableEditingControl {
        let control = TableEditingControl(frame: .zero)
        control.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.editingState.table?.editingControlTapped(in: self)
        }, for: .touchUpInside)
        editingState.editingControl = control
        addSubview(control)
        return control
    }
}
