extension UIPageViewController {
    /// The direction of a page turn: forward to the next page, or back.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }
}
