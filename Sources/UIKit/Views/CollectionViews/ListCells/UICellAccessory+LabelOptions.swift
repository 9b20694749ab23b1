import Foundation

extension UICellAccessory {
    /// How a `.label(text:)` accessory looks.
    public struct LabelOptions: Sendable {
        /// nil means false.
        public var isHidden: Bool?
        /// nil means `.actual`.
        public var reservedLayoutWidth: LayoutDimension?
        /// The text color; nil means the secondary label color.
        public var tintColor: UIColor?
        /// nil means the body text style.
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = false) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }
}
