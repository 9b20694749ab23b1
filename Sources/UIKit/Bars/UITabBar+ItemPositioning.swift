extension UITabBar {
    /// How a tab bar places its items (UIKit).
    public enum ItemPositioning: Int, Sendable {
        /// Fill in a compact width, centered in a regular one.
        case automatic = 0
        /// The items share the bar's width.
        case fill = 1
        /// The items are `itemWidth` wide, `itemSpacing` apart, centered.
        case centered = 2
    }
}
