import Foundation

extension UICollectionView {
    // MARK: Code

    func _selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { _deselectItem(at: selected, animated: animated) }
            return
        }
        requireValid(indexPath, "selectItem(at:animated:scrollPosition:)")
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { _deselectItem(at: selected, animated: animated) }
        }
        markSelected(indexPath)
        if !scrollPosition.isEmpty { _scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    func _deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        visibleCellsByIndexPath[indexPath]?.isSelected = false
    }

    func markSelected(_ indexPath: IndexPath) {
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellsByIndexPath[indexPath]?.isSelected = true
    }

    // MARK: Touches

    /// UIKit: the item under the finger highlights once the touch reaches the content (after
    /// the scroll view's `delaysContentTouches` delay, or at once when it does not delay).
    func _touchesBegan(_ touches: Set<UITouch>) {
        guard touches.count == 1, let touch = touches.first, touchedIndexPath == nil,
              let indexPath = _indexPathForItem(at: touch.location(in: self)) else { return }
        if let cell = visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell, cell.togglesOutlineOnTap {
            // Header-style outline rows toggle on the lift (selection allowed or not) and do
            // not highlight.
            touchedIndexPath = indexPath
            outlineTapPending = true
            return
        }
        if let cell = visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell, cell.shownPopUpMenuAccessory != nil {
            // UIKit: a tap anywhere on the cell presents the menu; the cell is not selected.
            touchedIndexPath = indexPath
            popUpMenuTapPending = true
            return
        }
        guard touchSelectionAllowedNow else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        touchedIndexPath = indexPath
        visibleCellsByIndexPath[indexPath]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// The finger lifted: unhighlight, then select the item (a drag would have cancelled).
    func _touchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = touchedIndexPath else { return }
        if outlineTapPending {
            outlineTapPending = false
            touchedIndexPath = nil
            if let touch = touches.first, _indexPathForItem(at: touch.location(in: self)) == indexPath { toggleOutline(at: indexPath) }
            return
        }
        if popUpMenuTapPending {
            popUpMenuTapPending = false
            touchedIndexPath = nil
            if let touch = touches.first, _indexPathForItem(at: touch.location(in: self)) == indexPath {
                (visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell)?.presentPopUpMenu()
            }
            return
        }
        unhighlightTouchedItem()
        if let touch = touches.first, _indexPathForItem(at: touch.location(in: self)) != indexPath { return }
        selectFromTouch(indexPath)
    }

    func _touchesCancelled() {
        unhighlightTouchedItem()
    }

    private func unhighlightTouchedItem() {
        if outlineTapPending || popUpMenuTapPending {
            outlineTapPending = false
            popUpMenuTapPending = false
            touchedIndexPath = nil
            return
        }
        guard let indexPath = touchedIndexPath else { return }
        touchedIndexPath = nil
        visibleCellsByIndexPath[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// UIKit's order: shouldSelect (which may veto), the old selection's didDeselect (single
    /// selection; shouldDeselect is not asked for it), then didSelect. A tap on the selected
    /// item selects it again in single selection (didSelect again); with multiple selection
    /// it asks shouldDeselect and deselects it.
    func selectFromTouch(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        let multiple = touchMultipleSelectionNow
        if multiple, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            _deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        // UIKit: a primary action is a tap that does not extend an existing selection.
        let extendsSelection = multiple && selectedIndexPaths.contains { $0 != indexPath }
        if !multiple {
            for selected in selectedIndexPaths where selected != indexPath {
                _deselectItem(at: selected, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        markSelected(indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        if !extendsSelection, let delegate, delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
    }

    /// Whether a tap selects now. UIKit: while editing, `allowsSelectionDuringEditing` and
    /// `allowsMultipleSelectionDuringEditing` decide instead of the usual switches.
    var touchSelectionAllowedNow: Bool {
        isEditing ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing)
            : (allowsSelection || allowsMultipleSelection)
    }

    var touchMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }
}
