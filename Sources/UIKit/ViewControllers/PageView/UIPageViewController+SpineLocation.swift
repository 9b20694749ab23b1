extension UIPageViewController {
    /// Where the spine of a page-curl page view controller is: at the leading (`.min`) or
    /// trailing (`.max`) edge with one page shown, in the middle with two. None for scrolling.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }
}
