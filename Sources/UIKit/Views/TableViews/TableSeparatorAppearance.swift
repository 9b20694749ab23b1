import Foundation

/// What the table tells a cell about its separator as it places the cell.
struct TableSeparatorAppearance: Equatable {
    var isVisible = false
    var color: UIColor = .separator
    /// The table's inset in effect (nil: the automatic inset).
    var tableInset: UIEdgeInsets?
    var reference: UITableView.SeparatorInsetReference = .fromCellEdges
    /// The table's `separatorEffect`: the line is drawn in a visual effect view with it.
    var effect: UIVisualEffect?

    /// The same color object compares without asking the color (tiling compares every frame).
    static func == (lhs: TableSeparatorAppearance, rhs: TableSeparatorAppearance) -> Bool {
        lhs.isVisible == rhs.isVisible && lhs.effect === rhs.effect && lhs.tableInset == rhs.tableInset && lhs.reference == rhs.reference
            && (lhs.color === rhs.color || lhs.color == rhs.color)
    }
}
