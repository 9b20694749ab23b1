extension UINavigationController {
    /// The kind of transition a navigation controller runs (UIKit).
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

/// UIKit: how long showing or hiding a navigation controller's bars animates.
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2
