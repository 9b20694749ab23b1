extension UIContextMenuConfiguration {
    /// How a context menu orders its elements (UIKit, iOS 16).
    public enum ElementOrder: Int, Sendable {
        /// The system chooses (here: the menu's order, as `.fixed`).
        case automatic = 0
        /// The first element closest to where the menu was invoked.
        case priority = 1
        /// The menu's order, top to bottom.
        case fixed = 2
    }
}
