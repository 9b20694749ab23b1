import Foundation

extension UITableViewCell {
    /// The editing control a row shows (UIKit's raw values).
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }
}
