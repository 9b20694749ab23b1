@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The background of a popover, arrow included (UIKit): set a subclass as the popover
/// presentation controller's `popoverBackgroundViewClass`. UIKit makes one with `init(frame:)`,
/// sizes it to the popover with the arrow, tells it `arrowDirection` and `arrowOffset` (the
/// arrow's centre from the view's centre along the arrow's side) and lays the content over it
/// at `contentViewInsets()` from its edges, `arrowHeight()` more on the arrow's side.
/// Subclasses override every member (UIKit raises for the class methods of this class; here
/// they return zero, with a log line).
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    /// The arrow's offset from the centre of the view, along the side it is on (x for an
    /// arrow up or down, y for left or right).
    open var arrowOffset: CGFloat = 0
    /// The side the arrow points from.
    open var arrowDirection: UIPopoverArrowDirection = .any

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open class func contentViewInsets() -> UIEdgeInsets {
        notOverridden("contentViewInsets")
        return .zero
    }

    open class func arrowHeight() -> CGFloat {
        notOverridden("arrowHeight")
        return 0
    }

    open class func arrowBase() -> CGFloat {
        notOverridden("arrowBase")
        return 0
    }

    /// UIKit: true — the content keeps the popover's default appearance (rounded corners,
    /// background); false shows the content as it is over this view.
    open class var wantsDefaultContentAppearance: Bool { true }

    private static func notOverridden(_ name: String) {
        FrameworkLog.log("UIPopoverBackgroundView.\(name)(): subclasses must override it (\(self)); 0 used")
    }
}
