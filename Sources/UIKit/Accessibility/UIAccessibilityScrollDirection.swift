/// The direction of an assistive technology's scroll gesture (VoiceOver's three-finger swipe),
/// passed to `accessibilityScroll(_:)`. Raw values are UIKit's.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Toward the content on the right.
    case right = 1
    /// Toward the content on the left.
    case left = 2
    /// Toward the content above.
    case up = 3
    /// Toward the content below.
    case down = 4
    /// To the next page.
    case next = 5
    /// To the previous page.
    case previous = 6
}
