import Foundation

extension UICellAccessory {
    /// A view of your own shown as an accessory.
    public struct CustomViewConfiguration {
        public let customView: UIView
        public var placement: Placement
        /// false by default.
        public var isHidden: Bool
        /// `.actual` by default.
        public var reservedLayoutWidth: LayoutDimension
        /// nil by default (the view keeps its own tint).
        public var tintColor: UIColor?
        /// UIKit: true keeps the view's frame size; false (the default) sizes the view to fit
        /// as the accessories lay out.
        public var maintainsFixedSize: Bool

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
