extension UIScrollView {
    /// How the safe area adds to a scroll view's `contentInset` (`adjustedContentInset`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `scrollableAxes`, and the top and bottom are always adjusted for the root view of a
        /// controller shown by a navigation or tab bar controller.
        case automatic = 0
        /// Only the axes the content scrolls along (larger than the view, or always bouncing).
        case scrollableAxes = 1
        /// Never: `adjustedContentInset` is `contentInset`.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }
}
