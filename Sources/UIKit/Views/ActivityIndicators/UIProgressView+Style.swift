extension UIProgressView {
    /// The progress view's styles (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// The standard progress view: a rounded track under a rounded bar.
        case `default` = 0
        /// The style for a toolbar or navigation bar: no rounding, a clear track.
        case bar = 1
    }
}
