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
        interaction.reorderSource = nil
        interaction.reorderCell = nil
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

    // MARK: Reordering

    func reorderMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard editingStorage, let path = rowUnderGrip(at: panStart(pan)) else { return false }
        return visibleCellsByIndexPath[path] != nil
    }

    /// The row whose reorder grip is under `point` (table coordinates).
    func rowUnderGrip(at point: CGPoint) -> IndexPath? {
        guard let path = _indexPathForRow(at: point), let cell = visibleCellsByIndexPath[path],
              cell.showsReorderGrip, let grip = cell.editingState.reorderControl else { return nil }
        return grip.bounds.contains(grip.convert(point, from: self)) ? path : nil
    }

    /// Where the finger went down.
    func panStart(_ pan: UIPanGestureRecognizer) -> CGPoint {
        if let start = (pan as? TableRowPanGestureRecognizer)?.startLocation { return start }
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    func handleReorderPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let path = rowUnderGrip(at: panStart(pan)), let cell = visibleCellsByIndexPath[path] else { return }
            interaction.reorderSource = path
            interaction.reorderCell = cell
            interaction.reorderStartTop = cell.frame.minY
            bringSubviewToFront(cell)
        case .changed:
            guard let cell = interaction.reorderCell else { return }
            // The row follows the finger from where it went down (not from where the pan began).
            let top = interaction.reorderStartTop + ((pan as? TableRowPanGestureRecognizer)?.movement.y ?? pan.translation(in: self).y)
            cell.frame.origin.y = min(max(0, top), max(0, contentSize.height - cell.frame.height))
            if let source = interaction.reorderSource { openGap(for: source, at: proposedDestination(of: cell, from: source)) }
        case .ended, .cancelled, .failed:
            guard let source = interaction.reorderSource, let cell = interaction.reorderCell else { return }
            interaction.reorderSource = nil
            interaction.reorderCell = nil
            finishReorder(from: source, cell: cell, cancelled: pan.state != .ended)
        default:
            break
        }
    }

    /// Drops the dragged row where its middle is (asking the delegate where it may go), tells
    /// the data source, and moves the rows.
    private func finishReorder(from source: IndexPath, cell: UITableViewCell, cancelled: Bool) {
        let model = loadedRowModel
        interaction.reorderGap = nil
        let proposed = cancelled ? source : proposedDestination(of: cell, from: source)
        let target = proposed == source ? source
            : (tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed)
        guard target != source, model.contains(target), let dataSource = dataSourceStorage else {
            UIView.animate(withDuration: Self.rowUpdateDuration) {
                for (path, visible) in self.visibleCellsByIndexPath { visible.frame = self._rectForRow(at: path) }
            }
            return
        }
        dataSource.tableView(self, moveRowAt: source, to: target)
        _moveRow(at: source, to: target)
    }

    /// The row under the middle of the dragged cell (the first or last row beyond the ends).
    private func proposedDestination(of cell: UITableViewCell, from source: IndexPath) -> IndexPath {
        let model = loadedRowModel
        guard model.rowCount > 0 else { return source }
        let middle = cell.frame.midY
        if let row = _indexPathForRow(at: CGPoint(x: 1, y: middle)) { return row }
        return model.indexPath(ofFlat: middle < model.rowTops[0] ? 0 : model.rowCount - 1)
    }

    /// UIKit: while a row is dragged, the rows between its old place and the proposed one
    /// slide over to show where it would land.
    private func openGap(for source: IndexPath, at proposed: IndexPath) {
        let model = loadedRowModel
        let from = model.flatIndex(of: source), to = model.flatIndex(of: proposed)
        guard interaction.reorderGap != to else { return }
        interaction.reorderGap = to
        let height = model.rowHeights[from]
        UIView.animate(withDuration: 0.2) {
            for (path, cell) in self.visibleCellsByIndexPath where path != source {
                let flat = model.flatIndex(of: path)
                var frame = self._rectForRow(at: path)
                if from < to, flat > from, flat <= to { frame.origin.y -= height }
                if to < from, flat >= to, flat < from { frame.origin.y += height }
                cell.frame = frame
            }
        }
    }
}
