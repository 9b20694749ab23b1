extension UISplitViewController {
    /// The columns of a column-style split view controller. `.compact` is shown alone in a
    /// horizontally compact environment, in place of the collapsed columns; `.inspector`
    /// (iOS 26) is a trailing column, hidden until `show(.inspector)`.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
        case inspector = 4
    }
}
