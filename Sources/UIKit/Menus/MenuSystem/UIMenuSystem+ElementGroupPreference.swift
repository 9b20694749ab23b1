extension UIMenuSystem {
    /// iOS 26: whether a group of standard elements is in the main menu (UIKit's raw values).
    public enum ElementGroupPreference: Int, Sendable {
        /// The system decides (OpenUIKit: the groups of its standard menu stay, others are left out).
        case automatic = 0
        /// The group is left out.
        case removed = 1
        /// The group is in the menu.
        case included = 2
    }
}
