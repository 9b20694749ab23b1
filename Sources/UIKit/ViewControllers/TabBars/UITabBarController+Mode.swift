extension UITabBarController {
    /// How a tab bar controller shows its tabs (UIKit, iOS 18).
    public enum Mode: Int, Sendable {
        /// UIKit: `tabSidebar` when a tab is a group and the platform has a sidebar, else
        /// `tabBar`.
        case automatic = 0
        /// A tab bar.
        case tabBar = 1
        /// A tab bar and a sidebar.
        case tabSidebar = 2
    }
}
