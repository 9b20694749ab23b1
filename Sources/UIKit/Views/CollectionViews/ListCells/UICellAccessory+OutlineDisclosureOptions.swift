import Foundation

extension UICellAccessory {
    /// How an `.outlineDisclosure` accessory looks.
    public struct OutlineDisclosureOptions: Sendable {
        /// UIKit: `.automatic` by default (the header style for an item with children in a
        /// header configuration, the cell style otherwise).
        public var style: Style
        /// nil means false.
        public var isHidden: Bool?
        /// nil means `.actual`.
        public var reservedLayoutWidth: LayoutDimension?
        /// nil means the standard color.
        public var tintColor: UIColor?

        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
}
