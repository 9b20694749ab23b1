import Foundation

extension UITableView {
    // MARK: Code

    func _selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { _deselectRow(at: selected, animated: animated) }
            return
        }
        _ = checkedFlatIndex(indexPath, "selectRow(at:animated:scrollPosition:)")
        guard selectionAllowedNow else { return }
        if !multipleSelectionNow {
            for selected in selectedIndexPaths where selected != indexPath { _deselectRow(at: selected, animated: animated) }
        }
        markSelected(indexPath, animated: animated)
        // UIKit: `.none` here does not scroll at all (unlike scrollToRow's `.none`).
        if scrollPosition != .none { _scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func _deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }

    func markSelected(_ indexPath: IndexPath, animated: Bool) {
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    }

    // MARK: Touches

    /// UIKit: the row under the finger highlights once the touch reaches the content (after the
    /// scroll view's `delaysContentTouches` delay, or at once when it does not delay).
    func _touchesBegan(_ touches: Set<UITouch>) {
        if interaction.swipedRow != nil {
            // UIKit: a touch elsewhere closes the open swipe actions and selects nothing.
            closeSwipe(animated: true)
            return
        }
        guard touches.count == 1, let touch = touches.first, touchedIndexPath == nil,
              selectionAllowedNow,
              let indexPath = _indexPathForRow(at: touch.location(in: self)) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedIndexPath = indexPath
        visibleCellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The finger lifted: unhighlight, then select the row (a drag would have cancelled).
    func _touchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = touchedIndexPath else { return }
        unhighlightTouchedRow()
        if let touch = touches.first, _indexPathForRow(at: touch.location(in: self)) != indexPath { return }
        selectFromTouch(indexPath)
    }

    func _touchesCancelled() {
        unhighlightTouchedRow()
    }

    private func unhighlightTouchedRow() {
        guard let indexPath = touchedIndexPath else { return }
        touchedIndexPath = nil
        visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// UIKit's order: willSelect (which may redirect or veto), the old selection's
    /// willDeselect/didDeselect (single selection), then didSelect. With multiple selection a
    /// tap on a selected row deselects it instead.
    func selectFromTouch(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        if multipleSelectionNow, selectedIndexPaths.contains(indexPath) {
            if deselectFromTouch(indexPath) { postSelectionDidChange() }
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              loadedRowModel.contains(target) else { return }
        // UIKit: a primary action is a tap that does not extend an existing selection.
        let extendsSelection = multipleSelectionNow && selectedIndexPaths.contains { $0 != target }
        if !multipleSelectionNow {
            for selected in selectedIndexPaths where selected != target { deselectFromTouch(selected) }
        }
        markSelected(target, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
        postSelectionDidChange()
        if !extendsSelection, let delegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: target) {
            delegate.tableView(self, performPrimaryActionForRowAt: target)
        }
    }

    /// UIKit: scrolls so that the selected row nearest to `scrollPosition` (the top, middle or
    /// bottom of the visible area; `.none`: the nearest to the visible area) is at that
    /// position; nothing when no row is selected.
    // UIKit documents only "the row nearest to a specified position"; the measure (the
    // distance from the row's matching edge or middle to the visible area's, a row already in
    // view counting 0 for `.none`) and the tie rule (the row first in the table) are assumed.
    func _scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        let model = loadedRowModel
        let selected = selectedIndexPaths.filter { model.contains($0) }
        guard !selected.isEmpty else { return }
        let inset = adjustedContentInset
        let top = contentOffset.y + inset.top
        let bottom = contentOffset.y + bounds.height - inset.bottom
        func distance(_ rect: CGRect) -> CGFloat {
            switch scrollPosition {
            case .top: return abs(rect.minY - top)
            case .middle: return abs(rect.midY - (top + bottom) / 2)
            case .bottom: return abs(rect.maxY - bottom)
            case .none: return rect.maxY < top ? top - rect.maxY : (rect.minY > bottom ? rect.minY - bottom : 0)
            }
        }
        // Ties go to the row first in the table.
        let nearest = selected.sorted().min { distance(_rectForRow(at: $0)) < distance(_rectForRow(at: $1)) }!
        _scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    /// Returns whether a row was deselected (the delegate may veto).
    @discardableResult
    func deselectFromTouch(_ indexPath: IndexPath) -> Bool {
        let delegate = tableDelegate
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return false }
        _deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
        return true
    }
}
