extension UIPageViewController {
    /// How a page turns: like a page of a book (`.pageCurl`), or by scrolling.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }
}
