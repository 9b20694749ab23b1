import Foundation

/// An accessibility element for something that is not a view: a part of a view that draws
/// several things (a calendar's days, a picker's columns). Return such elements from the
/// container view's `accessibilityElements`.
/// UIKit: a `UIResponder` subclass (`weak var accessibilityContainer: AnyObject?`).
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The view (or other container) that holds this element; not retained, as in UIKit.
    open weak var accessibilityContainer: AnyObject? { didSet { UIApplication.noteInterfaceChange() } }

    private var isAccessibilityElementStorage = true
    open var isAccessibilityElement: Bool {
        get { accessibilityBlocks?.isAccessibilityElementBlock?() ?? isAccessibilityElementStorage }
        set { isAccessibilityElementStorage = newValue; UIApplication.noteInterfaceChange() }
    }
    private var accessibilityLabelStorage: String?
    open var accessibilityLabel: String? {
        get { if let block = accessibilityBlocks?.accessibilityLabelBlock { return block() }; return accessibilityLabelStorage }
        set { accessibilityLabelStorage = newValue; UIApplication.noteInterfaceChange() }
    }
    private var accessibilityHintStorage: String?
    open var accessibilityHint: String? {
        get { if let block = accessibilityBlocks?.accessibilityHintBlock { return block() }; return accessibilityHintStorage }
        set { accessibilityHintStorage = newValue; UIApplication.noteInterfaceChange() }
    }
    private var accessibilityValueStorage: String?
    open var accessibilityValue: String? {
        get { if let block = accessibilityBlocks?.accessibilityValueBlock { return block() }; return accessibilityValueStorage }
        set { accessibilityValueStorage = newValue; UIApplication.noteInterfaceChange() }
    }
    /// UIKit, iOS 13: false unless set (an element is not a control).
    open var accessibilityRespondsToUserInteraction = false { didSet { UIApplication.noteInterfaceChange() } }
    private var userInputLabelsStorage: [String]?
    /// UIKit, iOS 13 (null-resettable: nil returns to the label alone).
    open var accessibilityUserInputLabels: [String]! {
        get { userInputLabelsStorage ?? accessibilityLabel.map { [$0] } ?? [] }
        set {
            userInputLabelsStorage = newValue
            UIApplication.noteInterfaceChange()
        }
    }
    open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
        get { accessibilityUserInputLabels.map { NSAttributedString(string: $0) } }
        set { accessibilityUserInputLabels = newValue?.map(\.string) }
    }
    open var accessibilityTextualContext: UIAccessibilityTextualContext? { didSet { UIApplication.noteInterfaceChange() } }
    private var accessibilityTraitsStorage: UIAccessibilityTraits = .none
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityBlocks?.accessibilityTraitsBlock?() ?? accessibilityTraitsStorage }
        set { accessibilityTraitsStorage = newValue; UIApplication.noteInterfaceChange() }
    }
    private var accessibilityIdentifierStorage: String?
    open var accessibilityIdentifier: String? {
        get { if let block = accessibilityBlocks?.accessibilityIdentifierBlock { return block() }; return accessibilityIdentifierStorage }
        set { accessibilityIdentifierStorage = newValue; UIApplication.noteInterfaceChange() }
    }
    open var accessibilityLanguage: String? { didSet { UIApplication.noteInterfaceChange() } }
    /// UIKit: the element's actions besides activating it (VoiceOver's actions rotor).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { didSet { UIApplication.noteInterfaceChange() } }
    /// UIKit (iOS 10): the rotors VoiceOver offers while focus is on this element.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? { didSet { UIApplication.noteInterfaceChange() } }
    /// UIKit (iOS 11): where assistive technologies can start a drag on this element.
    open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? { didSet { UIApplication.noteInterfaceChange() } }
    /// UIKit (iOS 11): where assistive technologies can drop onto this element.
    open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? { didSet { UIApplication.noteInterfaceChange() } }

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
    open func accessibilityActivate() -> Bool { accessibilityBlocks?.accessibilityActivateBlock?() ?? false }

    /// For adjustable elements: move the value one step up / down.
    open func accessibilityIncrement() { accessibilityBlocks?.accessibilityIncrementBlock?() }
    open func accessibilityDecrement() { accessibilityBlocks?.accessibilityDecrementBlock?() }

    /// UIKit's actions for assistive technologies, not handled unless overridden (see `UIView`).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal view (VoiceOver's two-finger Z); true when handled. UIKit: not handled unless overridden.
    open func accessibilityPerformEscape() -> Bool { accessibilityBlocks?.accessibilityPerformEscapeBlock?() ?? false }
    /// The element's most important action (VoiceOver's two-finger double tap); true when handled.
    open func accessibilityPerformMagicTap() -> Bool { accessibilityBlocks?.accessibilityMagicTapBlock?() ?? false }
    /// Called when an assistive technology's cursor lands on the element.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when an assistive technology's cursor leaves the element.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether an assistive technology's cursor is on the element (none runs here: false).
    open func accessibilityElementIsFocused() -> Bool { false }

    /// UIKit: `.automatic` unless set.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle = .automatic { didSet { UIApplication.noteInterfaceChange() } }
    /// UIKit: `.none` unless set.
    open var accessibilityContainerType: UIAccessibilityContainerType = .none { didSet { UIApplication.noteInterfaceChange() } }
    /// The element's outline in screen coordinates; nil (the frame) unless set.
    open var accessibilityPath: UIBezierPath? { didSet { UIApplication.noteInterfaceChange() } }

    private var storedActivationPoint: CGPoint?

    /// UIKit: the middle of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let storedActivationPoint { return storedActivationPoint }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set {
            storedActivationPoint = newValue
            UIApplication.noteInterfaceChange()
        }
    }

    /// The attributed forms of the label, hint and value, kept in step with the plain ones.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// `accessibilityHint` with attributes (iOS 11), kept in step with it.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// `accessibilityValue` with attributes (iOS 11), kept in step with it.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
}
