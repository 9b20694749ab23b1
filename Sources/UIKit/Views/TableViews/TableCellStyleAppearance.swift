import Foundation

/// What a table's style asks of a cell's look (the table sets it as it tiles the cell): the
/// grouped fill behind the content, the inset-grouped rounded corners, and the room the
/// section index takes.
struct TableCellStyleAppearance: Equatable {
    /// Drawn as the cell's layer background while the cell has no `backgroundColor` of its own.
    var fill: UIColor?
    var roundedCorners: CACornerMask = []
    var cornerRadius: CGFloat = 0
    /// Room kept free at the trailing edge (the section index's width while it shows).
    var trailingReserve: CGFloat = 0
    /// With `cellLayoutMarginsFollowReadableWidth`: the leading and trailing margins (left and
    /// right) that keep the content in the table's readable content guide.
    var readableMargins: UIEdgeInsets?
}
