import Foundation

extension UICollectionLayoutListConfiguration {
    /// The overall style of a list (UIKit raw values).
    public enum Appearance: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
        case sidebar = 3
        case sidebarPlain = 4
    }
}
