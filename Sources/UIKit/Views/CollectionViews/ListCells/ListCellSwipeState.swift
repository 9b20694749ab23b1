import Foundation

/// A list cell's swipe: its pan, the configuration being shown, and how far the content moved.
@MainActor
struct ListCellSwipeState {
    var pan: TableRowPanGestureRecognizer?
    /// The configuration whose actions show (nil: the cell is closed).
    var configuration: UISwipeActionsConfiguration?
    /// True when the actions show at the right (the content moved left).
    var revealsRight = true
    /// The content's horizontal offset (negative: moved left).
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
    var actionsView: TableSwipeActionsView?
}
