import Foundation

extension UICollectionViewCell {
    /// A cell's part in a drag of its item (UIKit, iOS 11).
    public enum DragState: Int, Sendable {
        case none = 0
        /// The item is lifting (the lift animation runs).
        case lifting = 1
        /// The item is being dragged.
        case dragging = 2
    }

    /// Moves the cell to `state`, telling it once per change.
    func _setDragState(_ state: DragState) {
        guard dragStateStorage != state else { return }
        dragStateStorage = state
        dragStateDidChange(state)
        // UIKit: the drag state is an input of the configuration state.
        setNeedsUpdateConfiguration()
    }
}
