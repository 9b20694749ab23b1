/// Whether a programmatic focus update that lands on an item is deferred: the item is
/// remembered but nothing shows focus until the user next uses the keyboard (UIKit).
public enum UIFocusItemDeferralMode: Int, Sendable {
    /// The system's default. UIKit on iPadOS defers programmatic focus until the user has
    /// used the keyboard to navigate; OpenUIKit does the same per window.
    case automatic = 0
    /// Always deferred, even while the user is navigating with the keyboard.
    case always = 1
    /// Never deferred: the update focuses the item and shows it at once.
    case never = 2
}
