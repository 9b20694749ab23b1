extension UISplitViewController {
    /// The columns of a column-style split view controller. `.compact` is shown alone in a
    /// horizontally compact environment, in place of the collapsed columns.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }
}
