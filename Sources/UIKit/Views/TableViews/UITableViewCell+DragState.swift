import Foundation

extension UITableViewCell {
    /// A cell's part in a drag of its row (UIKit, iOS 11).
    public enum DragState: Int, Sendable {
        case none = 0
        /// The row is lifting (the lift animation runs).
        case lifting = 1
        /// The row's item is being dragged.
        case dragging = 2
    }

    /// The look of a focused cell (UIKit, iOS 9).
    public enum FocusStyle: Int, Sendable {
        case `default` = 0
        case custom = 1
    }

    /// Moves the cell to `state`, telling it once per change.
    func _setDragState(_ state: DragState) {
        guard dragStateStorage != state else { return }
        dragStateStorage = state
        // UIKit: the drag state is an input of the configuration state.
        setNeedsUpdateConfiguration()
        dragStateDidChange(state)
    }
}
