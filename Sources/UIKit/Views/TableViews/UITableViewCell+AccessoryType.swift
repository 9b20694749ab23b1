import Foundation

extension UITableViewCell {
    /// The standard accessory a cell shows at its trailing edge (stored; not drawn yet).
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }
}
