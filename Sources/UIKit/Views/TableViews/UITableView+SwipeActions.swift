import Foundation

extension UITableView {
    /// The table's own recognizers for row swipes and reordering, made on first layout.
    func installRowRecognizersIfNeeded() {
        installMultipleSelectionPanIfNeeded()
        guard interaction.swipePan == nil else { return }
        let swipe = TableRowPanGestureRecognizer(target: self, action: Selector("handleRowSwipe:", UITableView.handleRowSwipe))
        let reorder = TableRowPanGestureRecognizer(target: self, action: Selector("handleReorderPan:", UITableView.handleReorderPan))
        interaction.swipePan = swipe
        interaction.reorderPan = reorder
        addGestureRecognizer(swipe)
        addGestureRecognizer(reorder)
    }

    /// UIKit: a horizontal drag on a row opens its swipe actions instead of scrolling; a drag
    /// that starts on a reorder grip moves the row.
    func _gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool? {
        if let swipe = interaction.swipePan, recognizer === swipe { return swipeMayBegin(swipe) }
        if let reorder = interaction.reorderPan, recognizer === reorder { return reorderMayBegin(reorder) }
        if let multi = interaction.multiSelectPan, recognizer === multi { return multipleSelectionMayBegin(multi) }
        if recognizer === panGestureRecognizer {
            // UIKit: a two-finger pan the delegate lets select rows does not scroll.
            if let multi = interaction.multiSelectPan, multi.numberOfTouches == 2, multipleSelectionMayBegin(multi) { return false }
            if let swipe = interaction.swipePan, swipeMayBegin(swipe) { return false }
            if let reorder = interaction.reorderPan, reorderMayBegin(reorder) { return false }
            closeSwipe(animated: true)
        }
        return nil
    }

    private func swipeMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !editingStorage || interaction.swipeIsDeleteConfirmation, dataSourceStorage != nil else { return false }
        let translation = (pan as? TableRowPanGestureRecognizer)?.movement ?? pan.translation(in: self)
        guard abs(translation.x) > abs(translation.y), let path = _indexPathForRow(at: panStart(pan)),
              visibleCellsByIndexPath[path] != nil else { return false }
        if interaction.swipedRow == path { return true }
        return swipeConfiguration(for: path, trailing: translation.x < 0).map { !$0.actions.isEmpty } ?? false
    }

    /// The delegate's configuration for the edge, or UIKit's default trailing "Delete" for a
    /// row whose editing style is `.delete`.
    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if !trailing { return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path) }
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
            return configuration
        }
        // UIKit (iOS 8 row actions): the delegate's edit actions, when it gives some, replace
        // the default "Delete"; a full swipe does not perform them.
        if let rowActions = delegate?.tableView(self, editActionsForRowAt: path), !rowActions.isEmpty {
            let configuration = UISwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(at: path) })
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        guard let source = dataSourceStorage, source.tableView(self, canEditRowAt: path),
              (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        return UISwipeActionsConfiguration(actions: [deleteAction(title: title, at: path)])
    }

    func handleRowSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let path = _indexPathForRow(at: panStart(pan)) else { return }
            let translation = fingerMovement(pan)
            if interaction.swipedRow != path {
                closeSwipe(animated: false)
                guard let configuration = swipeConfiguration(for: path, trailing: translation < 0) else { return }
                openSwipe(at: path, trailing: translation < 0, configuration: configuration, deleteConfirmation: false)
            }
            interaction.swipeStartOffset = interaction.swipeOffset
            moveSwipe(to: interaction.swipeStartOffset + translation)
        case .changed:
            moveSwipe(to: interaction.swipeStartOffset + fingerMovement(pan))
        case .ended:
            guard let path = interaction.swipedRow, let configuration = interaction.swipeConfiguration else { return }
            switch RowSwipe.ending(offset: interaction.swipeOffset, rowWidth: rowWidth, configuration: configuration) {
            case .performFirstAction: performSwipeAction(0, at: path)
            case .open: settleSwipe(openFully: true, animated: true)
            case .close: settleSwipe(openFully: false, animated: true)
            }
        case .cancelled, .failed:
            settleSwipe(openFully: false, animated: true)
        default:
            break
        }
    }

    /// How far the finger moved across since it went down: the row follows the finger.
    private func fingerMovement(_ pan: UIPanGestureRecognizer) -> CGFloat {
        (pan as? TableRowPanGestureRecognizer)?.movement.x ?? pan.translation(in: self).x
    }

    /// Puts the action buttons on the row's cell and tells the delegate editing began.
    func openSwipe(at path: IndexPath, trailing: Bool, configuration: UISwipeActionsConfiguration, deleteConfirmation: Bool) {
        guard let cell = visibleCellsByIndexPath[path] else { return }
        interaction.swipedRow = path
        interaction.swipeIsTrailing = trailing
        interaction.swipeConfiguration = configuration
        interaction.swipeIsDeleteConfirmation = deleteConfirmation
        interaction.swipeOffset = 0
        let actionsView = TableSwipeActionsView(actions: configuration.actions, trailing: trailing) { [weak self] index in
            guard let self, let row = self.interaction.swipedRow else { return }
            self.performSwipeAction(index, at: row)
        }
        cell.editingState.swipeActionsView?.removeFromSuperview()
        cell.editingState.swipeActionsView = actionsView
        cell.editingState.showsDeleteConfirmation = deleteConfirmation
        cell.insertSubview(actionsView, at: 0)
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
    }

    /// Moves the swiped content, only towards the configuration's edge, at most the row's width.
    private func moveSwipe(to offset: CGFloat) {
        interaction.swipeOffset = RowSwipe.clampedOffset(offset, revealsRight: interaction.swipeIsTrailing, rowWidth: rowWidth)
        applySwipeOffset()
    }

    private func applySwipeOffset() {
        guard let path = interaction.swipedRow, let cell = visibleCellsByIndexPath[path] else { return }
        cell.editingState.swipeOffset = interaction.swipeOffset
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
    }

    /// Rests the swipe fully open (the buttons at their own width) or closes it.
    func settleSwipe(openFully: Bool, animated: Bool) {
        guard openFully, let configuration = interaction.swipeConfiguration else {
            closeSwipe(animated: animated)
            return
        }
        interaction.swipeOffset = RowSwipe.openOffset(revealsRight: interaction.swipeIsTrailing, actionCount: configuration.actions.count)
        if animated {
            UIView.animate(withDuration: Self.rowUpdateDuration) { self.applySwipeOffset() }
        } else {
            applySwipeOffset()
        }
    }

    /// Closes the open swipe (if any) and tells the delegate editing ended.
    func closeSwipe(animated: Bool) {
        guard let path = interaction.swipedRow else { return }
        interaction.swipedRow = nil
        interaction.swipeConfiguration = nil
        interaction.swipeIsDeleteConfirmation = false
        interaction.swipeOffset = 0
        if let cell = visibleCellsByIndexPath[path] {
            let actionsView = cell.editingState.swipeActionsView
            cell.editingState.swipeOffset = 0
            cell.editingState.showsDeleteConfirmation = false
            cell.editingState.swipeActionsView = nil
            cell.setNeedsLayout()
            if animated {
                UIView.animate(withDuration: Self.rowUpdateDuration, animations: {
                    cell.layoutIfNeeded()
                    actionsView?.frame.size.width = 0
                    if cell.editingState.swipeActionsView == nil { actionsView?.frame.origin.x = cell.bounds.width }
                }, completion: { _ in actionsView?.removeFromSuperview() })
            } else {
                cell.layoutIfNeeded()
                actionsView?.removeFromSuperview()
            }
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: path)
    }

    /// Calls the action's handler with the button that shows it; its completion closes the row.
    func performSwipeAction(_ index: Int, at path: IndexPath) {
        guard let configuration = interaction.swipeConfiguration, configuration.actions.indices.contains(index) else { return }
        let action = configuration.actions[index]
        let cell = visibleCellsByIndexPath[path]
        let view: UIView = cell?.editingState.swipeActionsView?.buttons[index] ?? cell ?? self
        action.handler(action, view) { [weak self] _ in
            self?.closeSwipe(animated: true)
        }
    }
}
