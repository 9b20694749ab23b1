@_spi(Diagnostics) import CoreGraphics

/// The class methods a popover background view's class provides (UIKit): UIKit asks them once
/// when the popover is presented.
@preconcurrency @MainActor
public protocol UIPopoverBackgroundViewMethods {
    /// The insets of the content from the background view's edges (the arrow side: from the
    /// arrow's base).
    static func contentViewInsets() -> UIEdgeInsets
    /// The arrow's height, from its base to its tip.
    static func arrowHeight() -> CGFloat
    /// The width of the arrow's base.
    static func arrowBase() -> CGFloat
}
