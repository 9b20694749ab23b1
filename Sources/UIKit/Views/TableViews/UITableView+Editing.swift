import Foundation

extension UITableView {
    func _setEditing(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: false)
        editingStorage = editing
        for (path, cell) in visibleCellsByIndexPath { prepareEditingState(of: cell, at: path, animated: animated) }
    }

    /// reloadData: open swipe actions close, a reorder ends, prefetching starts over.
    func resetRowInteractions() {
        closeSwipe(animated: false)
        interaction.reorderLink?.invalidate()
        interaction.reorderLink = nil
        interaction.reorderSource = nil
        interaction.reorderCell = nil
        interaction.reorderGap = nil
        prefetch = TablePrefetchState()
    }

    /// Whether a tap selects a row now (UIKit: editing mode has its own switches).
    var selectionAllowedNow: Bool {
        editingStorage ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing)
            : (allowsSelection || allowsMultipleSelection)
    }

    var multipleSelectionNow: Bool {
        editingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Gives a cell shown for `path` the row's editing style, indentation, reorder permission
    /// and swipe offset, and the table's editing state.
    func prepareEditingState(of cell: UITableViewCell, at path: IndexPath, animated: Bool = false) {
        let source = dataSourceStorage
        let canEdit = source?.tableView(self, canEditRowAt: path) ?? false
        var state = cell.editingState
        state.table = self
        state.style = canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
        state.indents = canEdit && (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true)
        // UIKit: with multiple selection while editing, rows show selection circles instead.
        state.showsSelectionControl = canEdit && allowsMultipleSelectionDuringEditing
        state.canMove = editingStorage && cell.showsReorderControl && (source?.tableView(self, canMoveRowAt: path) ?? false)
        if interaction.swipedRow != path {
            state.swipeOffset = 0
            state.showsDeleteConfirmation = false
            state.swipeActionsView?.removeFromSuperview()
            state.swipeActionsView = nil
        }
        // UIKit: the delegate's level replaces the cell's before the cell shows.
        let level = tableDelegate?.tableView(self, indentationLevelForRowAt: path) ?? 0
        if level != 0 || state.indentationFromDelegate {
            state.indentationFromDelegate = level != 0
            if cell.indentationLevel != level { cell.indentationLevel = level }
        }
        cell.editingState = state
        cell.setNeedsLayout()
        if cell.isEditing != editingStorage { cell.setEditing(editingStorage, animated: animated) }
    }

    /// After a batch update: the swiped and reordered rows follow their rows (a deleted row's
    /// swipe ends).
    func remapRowState(_ mapping: TableUpdateMapping) {
        prefetch.prefetched = Set(prefetch.prefetched.compactMap { mapping.target(of: $0) })
        guard let swiped = interaction.swipedRow else { return }
        if let target = mapping.target(of: swiped) {
            interaction.swipedRow = target
        } else {
            // The leaving cell keeps its swiped look while it animates out.
            visibleCellsByIndexPath[swiped]?.editingState.showsDeleteConfirmation = false
            interaction.swipedRow = nil
            interaction.swipeConfiguration = nil
            interaction.swipeIsDeleteConfirmation = false
            tableDelegate?.tableView(self, didEndEditingRowAt: swiped)
        }
    }

    // MARK: Editing controls

    /// The leading control was tapped: an insert control commits `.insert`; a delete control
    /// shows (or hides) the delete confirmation button.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell), let source = dataSourceStorage else { return }
        if cell.editingState.showsSelectionControl {
            // The selection circle: the same as a tap on the row.
            selectFromTouch(path)
            return
        }
        switch cell.editingStyle {
        case .insert:
            source.tableView(self, commit: .insert, forRowAt: path)
        case .delete:
            if interaction.swipedRow == path {
                closeSwipe(animated: true)
                return
            }
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
            let action = deleteAction(title: title, at: path)
            openSwipe(at: path, trailing: true, configuration: UISwipeActionsConfiguration(actions: [action]),
                      deleteConfirmation: true)
            settleSwipe(openFully: true, animated: true)
        case .none:
            break
        }
    }

    /// UIKit's delete button: commits `.delete` for the row.
    func deleteAction(title: String, at path: IndexPath) -> UIContextualAction {
        UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let source = self.dataSourceStorage else { return completion(false) }
            let row = self.interaction.swipedRow ?? path
            source.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
    }
}
