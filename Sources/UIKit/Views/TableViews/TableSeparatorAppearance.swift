import Foundation

/// What the table tells a cell about its separator as it places the cell.
struct TableSeparatorAppearance: Equatable {
    var isVisible = false
    var color: UIColor = .separator
    /// The table's inset in effect (nil: the automatic inset).
    var tableInset: UIEdgeInsets?
    var reference: UITableView.SeparatorInsetReference = .fromCellEdges
}
