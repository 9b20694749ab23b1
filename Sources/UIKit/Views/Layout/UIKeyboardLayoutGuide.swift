/// The space the keyboard takes in a view's layout (UIKit, iOS 15; `UIView.keyboardLayoutGuide`).
///
/// OpenUIKit shows no software keyboard, so the guide stays docked and hidden: UIKit then puts
/// its top at the bottom of the view's safe area (`usesBottomSafeArea`, the default) or of the
/// view, and its bottom at the view's bottom; it spans the view's width.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (UIKit's default: false).
    open var followsUndockedKeyboard = false

    /// UIKit (iOS 17): with no keyboard, the guide's top is the safe area's bottom (true, the
    /// default) or the view's bottom (false).
    open var usesBottomSafeArea = true {
        didSet {
            guard usesBottomSafeArea != oldValue, let view = owningViewStorage else { return }
            view._layoutEngine?.refreshGuides(of: view)
            view.setNeedsLayout()
        }
    }

    /// Extra height above the keyboard for interactive dismissal (UIKit, iOS 17; 0).
    open var keyboardDismissPadding: CGFloat = 0

    init(keyboardOf view: UIView) {
        super.init(kind: .keyboard, owningView: view)
    }

    /// Not archived in OpenUIKit: a decoded keyboard guide has no view until one adopts it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A docked (here: hidden) keyboard lies along the bottom, leading and trailing edges.
    override var edgesNear: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }
}
