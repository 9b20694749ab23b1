import Foundation

extension UICellAccessory {
    /// The width an accessory reserves beside the content (so accessories of different
    /// widths can line the content up across rows).
    public enum LayoutDimension: Sendable, Equatable {
        /// The accessory's own width.
        case actual
        /// The standard width for the accessory's kind.
        case standard
        /// A fixed width in points.
        case custom(CGFloat)
    }
}
