extension UIMenu {
    /// Constants that determine the size of an element in a menu (iOS 16; `automatic` iOS 17).
    /// The raw values are UIKit's `UIMenuElementSize`.
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        /// UIKit: the full-width rows of a default menu.
        case large = 2
        /// The size that suits the context.
        case automatic = -1
    }
}
