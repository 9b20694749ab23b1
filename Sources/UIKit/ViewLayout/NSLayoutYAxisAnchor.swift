import Foundation

/// A vertical anchor: top, bottom, center y or a baseline (UIKit).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension measuring the distance from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(from: erased, to: otherAnchor.erased)
    }

    /// This anchor lies the system spacing × `multiplier` below `anchor` (UIKit: the standard
    /// spacing between sibling views, 8 points).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacingConstraint(.equal, anchor, multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacingConstraint(.greaterThanOrEqual, anchor, multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacingConstraint(.lessThanOrEqual, anchor, multiplier)
    }
}
