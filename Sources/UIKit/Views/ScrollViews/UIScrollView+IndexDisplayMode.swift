extension UIScrollView {
    /// Whether the index (a table view's section index) is shown.
    public enum IndexDisplayMode: Int, Sendable {
        /// Shown when the content has one (UIKit's default).
        case automatic = 0
        /// Never shown.
        case alwaysHidden = 1
    }
}
