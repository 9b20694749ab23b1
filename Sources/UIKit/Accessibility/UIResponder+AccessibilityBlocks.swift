import Foundation

// UIKit's block-based accessibility setters (iOS 17): instead of overriding a getter, code
// hands an element a block that answers it each time it is asked.

public typealias AXBoolReturnBlock = @MainActor () -> Bool
public typealias AXStringReturnBlock = @MainActor () -> String?
public typealias AXStringArrayReturnBlock = @MainActor () -> [String]?
public typealias AXAttributedStringReturnBlock = @MainActor () -> NSAttributedString?
public typealias AXAttributedStringArrayReturnBlock = @MainActor () -> [NSAttributedString]?
public typealias AXRectReturnBlock = @MainActor () -> CGRect
public typealias AXPathReturnBlock = @MainActor () -> UIBezierPath?
public typealias AXPointReturnBlock = @MainActor () -> CGPoint
public typealias AXObjectReturnBlock = @MainActor () -> Any?
public typealias AXArrayReturnBlock = @MainActor () -> [Any]?
public typealias AXVoidReturnBlock = @MainActor () -> Void
public typealias AXTraitsReturnBlock = @MainActor () -> UIAccessibilityTraits
public typealias AXNavigationStyleReturnBlock = @MainActor () -> UIAccessibilityNavigationStyle
public typealias AXContainerTypeReturnBlock = @MainActor () -> UIAccessibilityContainerType
public typealias AXTextualContextReturnBlock = @MainActor () -> UIAccessibilityTextualContext?
public typealias AXCustomActionsReturnBlock = @MainActor () -> [UIAccessibilityCustomAction]?
public typealias AXCustomRotorsReturnBlock = @MainActor () -> [UIAccessibilityCustomRotor]?

/// The blocks a responder (a view or an accessibility element) was given.
@MainActor
final class AccessibilityBlocks {
    var isAccessibilityElementBlock: AXBoolReturnBlock?
    var accessibilityLabelBlock: AXStringReturnBlock?
    var accessibilityValueBlock: AXStringReturnBlock?
    var accessibilityHintBlock: AXStringReturnBlock?
    var accessibilityTraitsBlock: AXTraitsReturnBlock?
    var accessibilityIdentifierBlock: AXStringReturnBlock?
    var accessibilityUserInputLabelsBlock: AXStringArrayReturnBlock?
    var accessibilityAttributedUserInputLabelsBlock: AXAttributedStringArrayReturnBlock?
    var accessibilityAttributedLabelBlock: AXAttributedStringReturnBlock?
    var accessibilityAttributedHintBlock: AXAttributedStringReturnBlock?
    var accessibilityAttributedValueBlock: AXAttributedStringReturnBlock?
    var accessibilityLanguageBlock: AXStringReturnBlock?
    var accessibilityTextualContextBlock: AXTextualContextReturnBlock?
    var accessibilityFrameBlock: AXRectReturnBlock?
    var accessibilityPathBlock: AXPathReturnBlock?
    var accessibilityActivationPointBlock: AXPointReturnBlock?
    var accessibilityElementsHiddenBlock: AXBoolReturnBlock?
    var accessibilityViewIsModalBlock: AXBoolReturnBlock?
    var accessibilityShouldGroupAccessibilityChildrenBlock: AXBoolReturnBlock?
    var accessibilityRespondsToUserInteractionBlock: AXBoolReturnBlock?
    var accessibilityElementsBlock: AXArrayReturnBlock?
    var accessibilityContainerTypeBlock: AXContainerTypeReturnBlock?
    var accessibilityNavigationStyleBlock: AXNavigationStyleReturnBlock?
    var accessibilityCustomActionsBlock: AXCustomActionsReturnBlock?
    var accessibilityCustomRotorsBlock: AXCustomRotorsReturnBlock?
    var accessibilityActivateBlock: AXBoolReturnBlock?
    var accessibilityIncrementBlock: AXVoidReturnBlock?
    var accessibilityDecrementBlock: AXVoidReturnBlock?
    var accessibilityPerformEscapeBlock: AXBoolReturnBlock?
    var accessibilityMagicTapBlock: AXBoolReturnBlock?
}

// UIKit declares these on NSObject; here on `UIResponder`, so views and
// `UIAccessibilityElement`s have them. A view's or element's getter for the attribute answers
// the block's value while one is set (ours for subclasses that override a getter: the
// override answers), and the action methods (`accessibilityActivate()`…) run the block.
extension UIResponder {
    public var isAccessibilityElementBlock: AXBoolReturnBlock? {
        get { accessibilityBlocks?.isAccessibilityElementBlock }
        set { ensureAccessibilityBlocks().isAccessibilityElementBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityLabelBlock: AXStringReturnBlock? {
        get { accessibilityBlocks?.accessibilityLabelBlock }
        set { ensureAccessibilityBlocks().accessibilityLabelBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityValueBlock: AXStringReturnBlock? {
        get { accessibilityBlocks?.accessibilityValueBlock }
        set { ensureAccessibilityBlocks().accessibilityValueBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityHintBlock: AXStringReturnBlock? {
        get { accessibilityBlocks?.accessibilityHintBlock }
        set { ensureAccessibilityBlocks().accessibilityHintBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityTraitsBlock: AXTraitsReturnBlock? {
        get { accessibilityBlocks?.accessibilityTraitsBlock }
        set { ensureAccessibilityBlocks().accessibilityTraitsBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityIdentifierBlock: AXStringReturnBlock? {
        get { accessibilityBlocks?.accessibilityIdentifierBlock }
        set { ensureAccessibilityBlocks().accessibilityIdentifierBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityUserInputLabelsBlock: AXStringArrayReturnBlock? {
        get { accessibilityBlocks?.accessibilityUserInputLabelsBlock }
        set { ensureAccessibilityBlocks().accessibilityUserInputLabelsBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityAttributedUserInputLabelsBlock: AXAttributedStringArrayReturnBlock? {
        get { accessibilityBlocks?.accessibilityAttributedUserInputLabelsBlock }
        set { ensureAccessibilityBlocks().accessibilityAttributedUserInputLabelsBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityAttributedLabelBlock: AXAttributedStringReturnBlock? {
        get { accessibilityBlocks?.accessibilityAttributedLabelBlock }
        set { ensureAccessibilityBlocks().accessibilityAttributedLabelBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityAttributedHintBlock: AXAttributedStringReturnBlock? {
        get { accessibilityBlocks?.accessibilityAttributedHintBlock }
        set { ensureAccessibilityBlocks().accessibilityAttributedHintBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityAttributedValueBlock: AXAttributedStringReturnBlock? {
        get { accessibilityBlocks?.accessibilityAttributedValueBlock }
        set { ensureAccessibilityBlocks().accessibilityAttributedValueBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityLanguageBlock: AXStringReturnBlock? {
        get { accessibilityBlocks?.accessibilityLanguageBlock }
        set { ensureAccessibilityBlocks().accessibilityLanguageBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityTextualContextBlock: AXTextualContextReturnBlock? {
        get { accessibilityBlocks?.accessibilityTextualContextBlock }
        set { ensureAccessibilityBlocks().accessibilityTextualContextBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityFrameBlock: AXRectReturnBlock? {
        get { accessibilityBlocks?.accessibilityFrameBlock }
        set { ensureAccessibilityBlocks().accessibilityFrameBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityPathBlock: AXPathReturnBlock? {
        get { accessibilityBlocks?.accessibilityPathBlock }
        set { ensureAccessibilityBlocks().accessibilityPathBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityActivationPointBlock: AXPointReturnBlock? {
        get { accessibilityBlocks?.accessibilityActivationPointBlock }
        set { ensureAccessibilityBlocks().accessibilityActivationPointBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityElementsHiddenBlock: AXBoolReturnBlock? {
        get { accessibilityBlocks?.accessibilityElementsHiddenBlock }
        set { ensureAccessibilityBlocks().accessibilityElementsHiddenBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityViewIsModalBlock: AXBoolReturnBlock? {
        get { accessibilityBlocks?.accessibilityViewIsModalBlock }
        set { ensureAccessibilityBlocks().accessibilityViewIsModalBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityShouldGroupAccessibilityChildrenBlock: AXBoolReturnBlock? {
        get { accessibilityBlocks?.accessibilityShouldGroupAccessibilityChildrenBlock }
        set { ensureAccessibilityBlocks().accessibilityShouldGroupAccessibilityChildrenBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityRespondsToUserInteractionBlock: AXBoolReturnBlock? {
        get { accessibilityBlocks?.accessibilityRespondsToUserInteractionBlock }
        set { ensureAccessibilityBlocks().accessibilityRespondsToUserInteractionBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityElementsBlock: AXArrayReturnBlock? {
        get { accessibilityBlocks?.accessibilityElementsBlock }
        set { ensureAccessibilityBlocks().accessibilityElementsBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityContainerTypeBlock: AXContainerTypeReturnBlock? {
        get { accessibilityBlocks?.accessibilityContainerTypeBlock }
        set { ensureAccessibilityBlocks().accessibilityContainerTypeBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityNavigationStyleBlock: AXNavigationStyleReturnBlock? {
        get { accessibilityBlocks?.accessibilityNavigationStyleBlock }
        set { ensureAccessibilityBlocks().accessibilityNavigationStyleBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityCustomActionsBlock: AXCustomActionsReturnBlock? {
        get { accessibilityBlocks?.accessibilityCustomActionsBlock }
        set { ensureAccessibilityBlocks().accessibilityCustomActionsBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityCustomRotorsBlock: AXCustomRotorsReturnBlock? {
        get { accessibilityBlocks?.accessibilityCustomRotorsBlock }
        set { ensureAccessibilityBlocks().accessibilityCustomRotorsBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityActivateBlock: AXBoolReturnBlock? {
        get { accessibilityBlocks?.accessibilityActivateBlock }
        set { ensureAccessibilityBlocks().accessibilityActivateBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityIncrementBlock: AXVoidReturnBlock? {
        get { accessibilityBlocks?.accessibilityIncrementBlock }
        set { ensureAccessibilityBlocks().accessibilityIncrementBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityDecrementBlock: AXVoidReturnBlock? {
        get { accessibilityBlocks?.accessibilityDecrementBlock }
        set { ensureAccessibilityBlocks().accessibilityDecrementBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityPerformEscapeBlock: AXBoolReturnBlock? {
        get { accessibilityBlocks?.accessibilityPerformEscapeBlock }
        set { ensureAccessibilityBlocks().accessibilityPerformEscapeBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    public var accessibilityMagicTapBlock: AXBoolReturnBlock? {
        get { accessibilityBlocks?.accessibilityMagicTapBlock }
        set { ensureAccessibilityBlocks().accessibilityMagicTapBlock = newValue; UIApplication.noteInterfaceChange() }
    }

    func ensureAccessibilityBlocks() -> AccessibilityBlocks {
        if let blocks = accessibilityBlocks { return blocks }
        let blocks = AccessibilityBlocks()
        accessibilityBlocks = blocks
        return blocks
    }
}
