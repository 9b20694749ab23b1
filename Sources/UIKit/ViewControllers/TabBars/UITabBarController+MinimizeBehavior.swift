extension UITabBarController {
    /// iOS 26: when the floating tab bar minimizes as content scrolls (UIKit's raw values).
    public enum MinimizeBehavior: Int, Sendable {
        /// The system's default for the platform.
        case automatic = 0
        case never = 1
        /// Minimizes scrolling down, expands scrolling back up.
        case onScrollDown = 2
        /// Minimizes scrolling up (for bottom-aligned content).
        case onScrollUp = 3
    }
}
