import Foundation

extension UITableView {
    /// What `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// From the automatic inset (the leading margin, or the text after an image).
        case fromAutomaticInsets = 1
    }
}
