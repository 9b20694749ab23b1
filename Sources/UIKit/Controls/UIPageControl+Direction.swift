extension UIPageControl {
    /// The direction the page indicators run in (UIKit, iOS 16), with UIKit's raw values.
    public enum Direction: Int, Sendable {
        /// Along the layout direction: left to right, or right to left in right-to-left layouts.
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4

        var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
    }
}
