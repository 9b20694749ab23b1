import Foundation

extension UITableView {
    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes the row fully visible.
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }
}
