import Foundation

extension UITableViewCell {
    /// The cell's state as `willTransition(to:)` sees it.
    var transitionStateMask: StateMask {
        var mask: StateMask = []
        if editingState.isEditing { mask.insert(.showingEditControl) }
        if editingState.showsDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
        return mask
    }

    /// Tells the cell when its state changed: `willTransition(to:)` before the layout for the
    /// new state, `didTransition(to:)` at the end of the animation (at once when not animated).
    // UIKit: a swipe to delete moves to `.showingDeleteConfirmation` without
    // `.showingEditControl`; the delete control's button adds it to `.showingEditControl`.
    func reportStateTransition(animated: Bool) {
        let mask = transitionStateMask
        guard mask != reportedTransitionMask else { return }
        reportedTransitionMask = mask
        willTransition(to: mask)
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: UITableView.rowUpdateDuration, animations: { self.layoutIfNeeded() },
                           completion: { [weak self] _ in self?.didTransition(to: mask) })
        } else {
            // UIKit: the cell lays out for the new state between the two calls.
            layoutIfNeeded()
            didTransition(to: mask)
        }
    }
}
