import Foundation

extension UICellAccessory {
    /// When an accessory shows, by the cell's editing state.
    public enum DisplayedState: Sendable, Equatable {
        case always
        case whenEditing
        case whenNotEditing
    }
}
