import Foundation

extension UITableViewCell {
    /// Which built-in labels and image view the cell has.
    public enum CellStyle: Int, Sendable {
        /// A text label and an optional image view (no detail label).
        case `default` = 0
        /// Text on the left, detail right-aligned on the right.
        case value1 = 1
        /// Right-aligned text beside left-aligned detail (no image view).
        case value2 = 2
        /// Text above a smaller detail label.
        case subtitle = 3
    }
}
