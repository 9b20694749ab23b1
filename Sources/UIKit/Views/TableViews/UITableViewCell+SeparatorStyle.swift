import Foundation

extension UITableViewCell {
    /// How the table draws the lines between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        /// UIKit: deprecated; drawn as `.singleLine`.
        case singleLineEtched = 2
    }
}
