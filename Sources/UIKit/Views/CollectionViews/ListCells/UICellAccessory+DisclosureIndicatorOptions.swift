import Foundation

extension UICellAccessory {
    /// How a `.disclosureIndicator` accessory looks.
    public struct DisclosureIndicatorOptions: Sendable {
        /// nil means false.
        public var isHidden: Bool?
        /// nil means `.actual`.
        public var reservedLayoutWidth: LayoutDimension?
        /// nil means the standard color.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
}
