/// Adopted by a custom input view (or its view controller's input view) that plays keyboard
/// clicks with `UIDevice.playInputClick()` (UIKit).
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    /// Whether clicks play while the view is shown (optional in UIKit; false when not
    /// implemented).
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}
