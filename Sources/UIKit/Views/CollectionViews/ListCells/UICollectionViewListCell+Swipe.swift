import Foundation

/// UIKit: in a list section, a horizontal drag on a list cell reveals the swipe actions the
/// section's list configuration provides for its edge (trailing actions from a drag towards
/// the leading edge), with the table's behaviour: released past half the buttons the cell
/// stays open, a full swipe performs the first action, a tapped button performs its action,
/// and an action's completion closes the cell.
extension UICollectionViewListCell {
    func installSwipeRecognizer() {
        let pan = TableRowPanGestureRecognizer(target: self, action: Selector("handleSwipe:", UICollectionViewListCell.handleSwipe))
        swipe.pan = pan
        addGestureRecognizer(pan)
    }

    /// Trailing actions show on the right in a left-to-right layout, on the left otherwise.
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func swipeConfiguration(revealsRight: Bool) -> UISwipeActionsConfiguration? {
        guard let section = listSection else { return nil }
        let trailing = revealsRight != isMirrored
        let provider = trailing ? section.configuration.trailingSwipeActionsConfigurationProvider
                                : section.configuration.leadingSwipeActionsConfigurationProvider
        return provider?(section.indexPath)
    }

    func swipeMayBegin() -> Bool {
        guard let pan = swipe.pan else { return false }
        let movement = pan.movement
        guard abs(movement.x) > abs(movement.y) else { return false }
        if swipe.configuration != nil { return true }
        return swipeConfiguration(revealsRight: movement.x < 0).map { !$0.actions.isEmpty } ?? false
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        guard let pan = pan as? TableRowPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            if swipe.configuration == nil {
                let revealsRight = pan.movement.x < 0
                guard let configuration = swipeConfiguration(revealsRight: revealsRight), !configuration.actions.isEmpty else { return }
                openSwipe(configuration, revealsRight: revealsRight)
            }
            swipe.startOffset = swipe.offset
            moveSwipe(to: swipe.startOffset + pan.movement.x)
        case .changed:
            moveSwipe(to: swipe.startOffset + pan.movement.x)
        case .ended:
            guard let configuration = swipe.configuration else { return }
            switch RowSwipe.ending(offset: swipe.offset, rowWidth: bounds.width, configuration: configuration) {
            case .performFirstAction: performSwipeAction(0)
            case .open: settleSwipe(open: true)
            case .close: settleSwipe(open: false)
            }
        case .cancelled, .failed:
            settleSwipe(open: false)
        default:
            break
        }
    }

    private func openSwipe(_ configuration: UISwipeActionsConfiguration, revealsRight: Bool) {
        // UIKit: one row shows its actions at a time; swiping another closes it.
        if let collectionView = superview as? UICollectionView {
            for case let other as UICollectionViewListCell in collectionView.visibleCells where other !== self {
                other.closeSwipe(animated: true)
            }
        }
        swipe.configuration = configuration
        swipe.revealsRight = revealsRight
        swipe.offset = 0
        let actionsView = TableSwipeActionsView(actions: configuration.actions, trailing: revealsRight) { [weak self] index in
            self?.performSwipeAction(index)
        }
        swipe.actionsView?.removeFromSuperview()
        swipe.actionsView = actionsView
        insertSubview(actionsView, belowSubview: contentView)
    }

    private func moveSwipe(to offset: CGFloat) {
        let wasSwiped = swipe.offset != 0
        swipe.offset = RowSwipe.clampedOffset(offset, revealsRight: swipe.revealsRight, rowWidth: bounds.width)
        if wasSwiped != (swipe.offset != 0) { setNeedsUpdateConfiguration() }
        setNeedsLayout()
        layoutIfNeeded()
    }

    private func settleSwipe(open: Bool) {
        guard open, let configuration = swipe.configuration else {
            closeSwipe(animated: true)
            return
        }
        swipe.offset = RowSwipe.openOffset(revealsRight: swipe.revealsRight, actionCount: configuration.actions.count)
        setNeedsLayout()
        UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
    }

    /// Moves the content back and removes the buttons.
    func closeSwipe(animated: Bool) {
        guard swipe.configuration != nil else { return }
        let actionsView = swipe.actionsView
        swipe = ListCellSwipeState(pan: swipe.pan)
        setNeedsUpdateConfiguration()
        if animated {
            UIView.animate(withDuration: 0.3, animations: {
                self.layoutIfNeeded()
                actionsView?.frame.size.width = 0
            }, completion: { _ in actionsView?.removeFromSuperview() })
        } else {
            layoutIfNeeded()
            actionsView?.removeFromSuperview()
        }
    }

    /// Calls the action's handler with the button that shows it; its completion closes the cell.
    func performSwipeAction(_ index: Int) {
        guard let configuration = swipe.configuration, configuration.actions.indices.contains(index) else { return }
        let action = configuration.actions[index]
        let view: UIView = swipe.actionsView?.buttons[index] ?? self
        action.handler(action, view) { [weak self] _ in
            self?.closeSwipe(animated: true)
        }
    }

    /// Shifts the content and accessories by the swipe and sizes the buttons to the uncovered strip.
    func layoutSwipe() {
        guard swipe.configuration != nil else { return }
        let offset = swipe.offset
        contentView.frame.origin.x += offset
        for view in accessoryViews { view.frame.origin.x += offset }
        let width = bounds.width
        swipe.actionsView?.frame = offset < 0 ? CGRect(x: width + offset, y: 0, width: -offset, height: bounds.height)
                                              : CGRect(x: 0, y: 0, width: offset, height: bounds.height)
    }
}
