extension UIPageViewController {
    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
