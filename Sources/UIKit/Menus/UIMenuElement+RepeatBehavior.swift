extension UIMenuElement {
    /// Possible repeat behaviors for a menu element (UIKit). // UIKit: `UIMenuElementRepeatBehavior`
    /// is automatic 0, repeatable 1, non-repeatable 2.
    public enum RepeatBehavior: Int, Sendable {
        /// The system picks the behavior for the element.
        case automatic = 0
        /// The element repeats its action while its interaction is held.
        case repeatable = 1
        /// The element does not repeat.
        case nonRepeatable = 2
    }
}
