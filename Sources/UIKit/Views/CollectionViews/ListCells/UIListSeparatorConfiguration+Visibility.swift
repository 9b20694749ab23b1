import Foundation

extension UIListSeparatorConfiguration {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable, Hashable {
        /// The list decides (UIKit: between rows; not after the last row of a grouped section).
        case automatic = 0
        case visible = 1
        case hidden = 2
    }
}
