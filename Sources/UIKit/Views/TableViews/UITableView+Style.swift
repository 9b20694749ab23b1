import Foundation

extension UITableView {
    /// The table's look (UIKit): plain rows edge to edge with sticky headers; grouped sections
    /// spaced apart on the grouped background; inset-grouped sections also inset from the
    /// sides with rounded corners (UITableView+StyleMetrics.swift).
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }
}
