import Foundation

extension UICellAccessory.OutlineDisclosureOptions {
    /// Whether the disclosure looks like a section header's or a row's.
    public enum Style: Sendable, Equatable {
        case automatic
        case header
        case cell
    }
}
