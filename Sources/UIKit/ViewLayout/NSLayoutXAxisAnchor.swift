import Foundation

/// A horizontal anchor: leading, trailing, left, right or center x (UIKit).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension measuring the distance from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(from: erased, to: otherAnchor.erased)
    }

    /// This anchor lies the system spacing × `multiplier` after `anchor` (UIKit: the standard
    /// spacing between sibling views, 8 points).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacingConstraint(.equal, anchor, multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacingConstraint(.greaterThanOrEqual, anchor, multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacingConstraint(.lessThanOrEqual, anchor, multiplier)
    }
}
