import Foundation

extension UISearchBar {
    /// How a search bar draws its background (UIKit, iOS 7).
    public enum Style: UInt, Sendable {
        /// `.prominent` for a standalone bar (here: a bar background under the field).
        case `default` = 0
        /// A bar background under the field.
        case prominent = 1
        /// No bar background: only the field (the style inside navigation bars).
        case minimal = 2
    }
}
