import Foundation

extension UITableView {
    /// The table's look (UIKit). Rows lay out the same in every style here; section header
    /// and footer spacing of the grouped styles is not modelled yet.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }
}
