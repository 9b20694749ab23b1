import Foundation

extension UITableViewCell {
    /// How a selected cell looks. `.none` also keeps the cell from highlighting.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }
}
