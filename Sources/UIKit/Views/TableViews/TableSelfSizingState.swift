import Foundation

/// A table's self-sizing bookkeeping (one stored property of `UITableView`).
@MainActor
struct TableSelfSizingState {
    /// Cells made to measure rows coming on screen, handed to the tiling that displays them.
    var preparedCells: [IndexPath: UITableViewCell] = [:]
    /// The table width the measured heights are for (a new width measures again).
    var measuredWidth: CGFloat = -1
    /// Set while measuring: the cells' own size invalidations are ignored.
    var isMeasuring = false
    /// Rows measured so far (diagnostics and tests).
    var measuredRowCount = 0
    var invalidation: UITableView.SelfSizingInvalidation = .enabled
}
