import Foundation

/// What a table's style asks of a cell's look (the table sets it as it tiles the cell): the
/// grouped fill behind the content and the inset-grouped rounded corners.
struct TableCellStyleAppearance: Equatable {
    /// Drawn as the cell's layer background while the cell has no `backgroundColor` of its own.
    var fill: UIColor?
    var roundedCorners: CACornerMask = []
    var cornerRadius: CGFloat = 0
}
