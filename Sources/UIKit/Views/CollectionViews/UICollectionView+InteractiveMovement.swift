@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UICollectionView {
    /// Ours: reloading the data or a batch update during an interactive movement cancels it
    /// first (the moved item's place would no longer be known).
    func cancelMovementForDataChange() {
        guard movement != nil else { return }
        FrameworkLog.log("UICollectionView: the data changed during an interactive movement; the movement is cancelled")
        _cancelInteractiveMovement()
    }

    /// The index path the data source knows the visible item at `indexPath` by.
    func dataSourceIndexPath(forVisible indexPath: IndexPath) -> IndexPath {
        movement?.dataSourceIndexPath(forVisible: indexPath) ?? indexPath
    }

    /// UIKit: false when the data source says the item cannot move (or another movement is
    /// under way); otherwise the item lifts and follows the target position.
    func _beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, isValid(indexPath), let source = dataSourceStorage,
              source.collectionView(self, canMoveItemAt: indexPath) else { return false }
        return startMovement(at: indexPath)
    }

    /// Lifts the item without asking the data source (a drag and drop reorder, which the app
    /// performs in its drop delegate: UICollectionView+DragAndDrop.swift).
    func startMovement(at indexPath: IndexPath) -> Bool {
        guard movement == nil, isValid(indexPath) else { return false }
        layoutIfNeeded()
        let center = layoutAttributesForItem(at: indexPath)?.center ?? visibleCellsByIndexPath[indexPath]?.center ?? .zero
        movement = CollectionInteractiveMovement(original: indexPath, current: indexPath, position: center)
        touchedIndexPath = nil
        visibleCellsByIndexPath[indexPath]?.setNeedsUpdateConfiguration()
        setNeedsLayout()
        layoutIfNeeded()
        return true
    }

    /// Moves the lifted item to `targetPosition` (content coordinates); when the layout
    /// proposes another index path there, the delegate may retarget it and the other items
    /// make room (animated).
    func _updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var state = movement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        let previousPosition = state.position
        state.position = targetPosition
        movement = state
        let layout = layoutStorage
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: state.current, withPosition: flippedForLayout(targetPosition))
        var target = state.current
        if proposed != state.current, isValid(proposed) {
            target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: state.original,
                                                        atCurrentIndexPath: state.current, toProposedIndexPath: proposed) ?? proposed
            if !isValid(target) { target = state.current }
        }
        let previous = state.current
        if target != previous { relocateMovingItem(to: target) }
        let context = layout.invalidationContext(forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
                                                 previousIndexPaths: [previous], previousPosition: previousPosition)
        layout.invalidateLayout(with: context)
        if target != previous {
            UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutIfNeeded() }
            // The lifted cell follows the finger at once.
            if let cell = visibleCellsByIndexPath[target] { placeMovingCell(cell) }
        } else {
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    /// UIKit: the data source's `moveItemAt` hears the move (when the item landed elsewhere)
    /// and the item settles into its place.
    func _endInteractiveMovement() {
        guard let state = movement else { return }
        stopMovementAutoscroll()
        movement = nil
        if state.current != state.original {
            dataSourceStorage?.collectionView(self, moveItemAt: state.original, to: state.current)
        }
        settleAfterMovement(state, cancelled: false)
    }

    /// UIKit: the item goes back to where it started; the data source hears nothing.
    func _cancelInteractiveMovement() {
        guard let state = movement else { return }
        stopMovementAutoscroll()
        if state.current != state.original { relocateMovingItem(to: state.original) }
        movement = nil
        settleAfterMovement(state, cancelled: true)
    }

    private func settleAfterMovement(_ state: CollectionInteractiveMovement, cancelled: Bool) {
        let final = cancelled ? state.original : state.current
        visibleCellsByIndexPath[final]?.setNeedsUpdateConfiguration()
        let layout = layoutStorage
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [state.original], movementCancelled: cancelled))
        UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutIfNeeded() }
    }

    /// Moves the lifted item's place from its current index path to `target`: the counts,
    /// the cells on screen and the selection follow.
    private func relocateMovingItem(to target: IndexPath) {
        guard var state = movement else { return }
        let from = state.current
        if from.section != target.section, var counts = itemCounts {
            counts[from.section] -= 1
            counts[target.section] += 1
            itemCounts = counts
        }
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            cells[CollectionInteractiveMovement.moved(indexPath, from: from, to: target)] = cell
        }
        visibleCellsByIndexPath = cells
        selectedIndexPaths = selectedIndexPaths.map { CollectionInteractiveMovement.moved($0, from: from, to: target) }
        prefetch.prefetched = Set(prefetch.prefetched.map { CollectionInteractiveMovement.moved($0, from: from, to: target) })
        state.current = target
        movement = state
    }

    /// Whether the scroll pan's touch went down on a shown reorder accessory of a list cell
    /// (the cell's reorder recognizer saw where the finger went down).
    func dragStartsOnReorderGrip(_ pan: UIPanGestureRecognizer) -> Bool {
        visibleCellsByIndexPath.values.contains { cell in
            guard let listCell = cell as? UICollectionViewListCell, listCell.reorderPan?.startLocation != nil else { return false }
            return listCell.reorderMayBegin()
        }
    }

    /// The lifted item's attributes: the layout's, centred on the target position.
    func movingItemAttributes() -> UICollectionViewLayoutAttributes? {
        guard let state = movement else { return nil }
        let attributes = displayed(layoutStorage.layoutAttributesForInteractivelyMovingItem(at: state.current, withTargetPosition: flippedForLayout(state.position)))
        // A drag and drop reorder hides the item: the drag preview stands for it.
        guard dragDropControllerStorage?.hidesMovingItem == true,
              let hidden = attributes?.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        hidden.alpha = 0
        return hidden
    }

    /// Puts the lifted cell under the finger, above the other cells.
    func placeMovingCell(_ cell: UICollectionViewCell) {
        guard let attributes = movingItemAttributes() else { return }
        UIView.performWithoutAnimation { applyAttributes(attributes, to: cell) }
        if cell.superview === self, subviews.last !== cell { bringSubviewToFront(cell) }
    }
}
