import Foundation

/// How VoiceOver passes touches to an element with the `.allowsDirectInteraction` trait
/// (UIKit, iOS 17).
public struct UIAccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// VoiceOver speaks nothing while the person touches the element.
    public static let silentOnTouch = UIAccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Touches reach the element only after it is activated.
    public static let requiresActivation = UIAccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

// UIKit declares these on NSObject; here on views (kept with the view's accessibility
// attributes; no assistive technology reads them on Linux).
extension UIView {
    /// UIKit, iOS 17: how VoiceOver passes touches to a direct-interaction element; none by default.
    public var accessibilityDirectTouchOptions: UIAccessibilityDirectTouchOptions {
        get { extras?.accessibility?.directTouchOptions ?? [] }
        set { updateAccessibilityStorage { $0.directTouchOptions = newValue } }
    }

    /// UIKit: the elements that head this element (a table's row and column headers); nil by default.
    public var accessibilityHeaderElements: [Any]? {
        get { extras?.accessibility?.headerElements }
        set { updateAccessibilityStorage { $0.headerElements = newValue } }
    }

    /// The assistive technologies whose cursor is on the view (UIKit, iOS 9): none runs here, so nil.
    public func accessibilityAssistiveTechnologyFocusedIdentifiers() -> Set<UIAccessibility.AssistiveTechnologyIdentifier>? {
        nil
    }
}
