import Foundation
@_spi(Diagnostics) import CoreGraphics

// Changing the layout (UIKit): the old layout is told `prepareForTransition(to:)`, the new one
// `prepareForTransition(from:)`, the new layout may move the content offset
// (`targetContentOffset(forProposedContentOffset:)`), both are told `finalizeLayoutTransition()`
// once the attributes are gathered, then the views move — animated, each from its place in the
// old layout to its place in the new one, cells coming on screen from where the old layout had
// them and views leaving it to where the new layout puts them (cells and supplementary views).
extension UICollectionView {
    func _setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== layoutStorage else {
            layoutIfNeeded()
            completion?(true)
            return
        }
        endLayoutTransition()
        let old = layoutStorage
        var oldCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var oldSupplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        if animated, window != nil {
            prepareLayoutIfNeeded()
            let size = old.collectionViewContentSize
            let all = CGRect(origin: .zero, size: CGSize(width: size.width.isFinite ? max(size.width, bounds.width) : bounds.width,
                                                         height: size.height.isFinite ? max(size.height, bounds.height) : bounds.height))
            for attributes in displayedAttributesForElements(in: all) {
                switch attributes.representedElementCategory {
                case .cell: oldCells[attributes.indexPath] = attributes
                case .supplementaryView:
                    oldSupplementaries[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
                case .decorationView: break
                }
            }
        }
        old.prepareForTransition(to: layout)
        let views = allElementViews
        for view in views { view.willTransition(from: old, to: layout) }
        old.detach(from: self)
        layoutStorage = layout
        layout.attach(to: self)
        layout.prepareForTransition(from: old)
        layout.invalidateLayout()
        prepareLayoutIfNeeded()
        setContentSizeFromLayout(layout.collectionViewContentSize)
        let proposed = contentOffset
        // UIKit: the delegate has the last word on the layout's proposal.
        let layoutTarget = layout.targetContentOffset(forProposedContentOffset: proposed)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: layoutTarget) ?? layoutTarget
        if target != proposed, target.x.isFinite, target.y.isFinite { contentOffset = clampedOffset(target) }
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        setNeedsLayout()
        guard animated, window != nil else {
            layoutIfNeeded()
            for view in views { view.didTransition(from: old, to: layout) }
            completion?(true)
            return
        }
        layoutTransition = CollectionLayoutTransition(oldCellAttributes: oldCells, oldSupplementaryAttributes: oldSupplementaries)
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            self.layoutIfNeeded()
        }, completion: { [weak self] finished in
            guard let self else { return }
            self.endLayoutTransition()
            for view in views { view.didTransition(from: old, to: layout) }
            completion?(finished)
        })
        // Cells that come on screen after this pass (scrolling) are placed at once.
        layoutTransition?.oldCellAttributes = [:]
        layoutTransition?.oldSupplementaryAttributes = [:]
    }

    /// Retires the cells an animated layout change left behind.
    func endLayoutTransition() {
        guard let transition = layoutTransition else { return }
        layoutTransition = nil
        for (indexPath, cell) in transition.leavingCells where visibleCellsByIndexPath[indexPath] !== cell {
            retire(cell, at: indexPath)
        }
        for (key, view) in transition.leavingSupplementaryViews where visibleSupplementaryViews[key] !== view {
            retireSupplementary(view, key)
        }
    }

    /// The supplementary view's counterpart of `deferRetirementForLayoutTransition(_:at:)`.
    func deferRetirementForLayoutTransition(_ view: UICollectionReusableView, key: ElementKey) -> Bool {
        guard layoutTransition != nil else { return false }
        if let attributes = displayedAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath) { applyAttributes(attributes, to: view) }
        layoutTransition?.leavingSupplementaryViews.append((key, view))
        return true
    }

    /// The supplementary view's counterpart of `layoutTransitionStart(for:)`.
    func layoutTransitionStart(forSupplementary key: ElementKey) -> UICollectionViewLayoutAttributes? {
        layoutTransition?.oldSupplementaryAttributes[key]
    }

    /// During an animated layout change, a cell leaving the visible rect moves to its place in
    /// the new layout before it is retired; returns false when no change is in progress.
    func deferRetirementForLayoutTransition(_ cell: UICollectionViewCell, at indexPath: IndexPath) -> Bool {
        guard layoutTransition != nil else { return false }
        if let attributes = displayedAttributesForItem(at: indexPath) { applyAttributes(attributes, to: cell) }
        layoutTransition?.leavingCells.append((indexPath, cell))
        return true
    }

    /// Where a cell coming on screen during an animated layout change starts: its place in the
    /// old layout (nil: no change in progress, or the old layout did not show the item).
    func layoutTransitionStart(for indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutTransition?.oldCellAttributes[indexPath]
    }
}

// Interactive changes (UIKit): the transition layout is installed at once; the app moves its
// `transitionProgress`; finishing animates to the next layout, cancelling back to the current
// one, and the completion hears which.
extension UICollectionView {
    func _startInteractiveTransition(to layout: UICollectionViewLayout,
                                     completion: LayoutInteractiveTransitionCompletion?) -> UICollectionViewTransitionLayout {
        if interactiveTransition != nil {
            FrameworkLog.log("UICollectionView: startInteractiveTransition(to:completion:) while another interactive transition is in progress; cancelling that one")
            _endInteractiveTransition(completing: false)
        }
        let current = layoutStorage
        let transition: UICollectionViewTransitionLayout
        if let delegate = collectionDelegate {
            transition = delegate.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
        } else {
            transition = UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        }
        _setCollectionViewLayout(transition, animated: false, completion: nil)
        interactiveTransition = (transition, completion)
        return transition
    }

    func _endInteractiveTransition(completing: Bool) {
        guard let (transition, completion) = interactiveTransition else {
            FrameworkLog.log("UICollectionView: \(completing ? "finish" : "cancel")InteractiveTransition() without an interactive transition in progress; ignored")
            return
        }
        interactiveTransition = nil
        let target = completing ? transition.nextLayout : transition.currentLayout
        _setCollectionViewLayout(target, animated: true) { finished in
            completion?(completing, finished)
        }
    }
}
