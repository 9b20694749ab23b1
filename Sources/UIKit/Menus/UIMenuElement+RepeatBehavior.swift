extension UIMenuElement {
    /// Possible repeat behaviors for a menu element (UIKit). Raw values assumed in the order
    /// Apple lists the Objective-C constants (automatic, repeatable, non-repeatable).
    public enum RepeatBehavior: Int, Sendable {
        /// The system picks the behavior for the element.
        case automatic = 0
        /// The element repeats its action while its interaction is held.
        case repeatable = 1
        /// The element does not repeat.
        case nonRepeatable = 2
    }
}
