import Foundation

extension UICellAccessory {
    /// How a `.reorder` accessory looks.
    public struct ReorderOptions: Sendable {
        /// nil means false.
        public var isHidden: Bool?
        /// nil means `.actual`.
        public var reservedLayoutWidth: LayoutDimension?
        /// nil means the standard color.
        public var tintColor: UIColor?
        /// UIKit: true by default (a hairline between the grip and the content).
        public var showsVerticalSeparator: Bool

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
}
