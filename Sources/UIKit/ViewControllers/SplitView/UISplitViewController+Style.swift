extension UISplitViewController {
    /// How many columns a split view controller shows (UIKit, iOS 14). `.unspecified` is the
    /// classic interface, configured with `viewControllers`.
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }
}
