import Foundation

extension UICellAccessory {
    /// How a `.delete` accessory looks.
    public struct DeleteOptions: Sendable {
        /// nil means false.
        public var isHidden: Bool?
        /// nil means `.actual`.
        public var reservedLayoutWidth: LayoutDimension?
        /// The symbol's color; nil means white.
        public var tintColor: UIColor?
        /// The circle's color; nil means the standard red.
        public var backgroundColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
}
