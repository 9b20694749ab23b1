import Foundation

/// An accessibility element for something that is not a view: a part of a view that draws
/// several things (a calendar's days, a picker's columns). Return such elements from the
/// container view's `accessibilityElements`.
/// UIKit: a `UIResponder` subclass (`weak var accessibilityContainer: AnyObject?`).
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The view (or other container) that holds this element; not retained, as in UIKit.
    open weak var accessibilityContainer: AnyObject? { didSet { UIApplication.noteInterfaceChange() } }

    open var isAccessibilityElement = true { didSet { UIApplication.noteInterfaceChange() } }
    open var accessibilityLabel: String? { didSet { UIApplication.noteInterfaceChange() } }
    open var accessibilityHint: String? { didSet { UIApplication.noteInterfaceChange() } }
    open var accessibilityValue: String? { didSet { UIApplication.noteInterfaceChange() } }
    open var accessibilityTraits: UIAccessibilityTraits = .none { didSet { UIApplication.noteInterfaceChange() } }
    open var accessibilityIdentifier: String? { didSet { UIApplication.noteInterfaceChange() } }
    open var accessibilityLanguage: String? { didSet { UIApplication.noteInterfaceChange() } }
    /// UIKit: the element's actions besides activating it (VoiceOver's actions rotor).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { didSet { UIApplication.noteInterfaceChange() } }

    private var screenFrame: CGRect = .zero
    private var containerSpaceFrame: CGRect?

    /// UIKit: the container is usually the view that returns this element from
    /// `accessibilityElements`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The element's frame in screen coordinates. UIKit: when `accessibilityFrameInContainerSpace`
    /// is set and the container is a view, the screen frame follows the container.
    open var accessibilityFrame: CGRect {
        get {
            if let containerSpaceFrame, let view = accessibilityContainer as? UIView {
                return view.screenRect(of: containerSpaceFrame)
            }
            return screenFrame
        }
        set {
            screenFrame = newValue
            containerSpaceFrame = nil
            UIApplication.noteInterfaceChange()
        }
    }

    /// The frame in the container view's coordinates (iOS 10 and later); `.zero` until set.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { containerSpaceFrame ?? .zero }
        set {
            containerSpaceFrame = newValue
            UIApplication.noteInterfaceChange()
        }
    }

    /// Activates the element (a double tap in VoiceOver); false when not handled.
    open func accessibilityActivate() -> Bool { false }

    /// For adjustable elements: move the value one step up / down.
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
}
