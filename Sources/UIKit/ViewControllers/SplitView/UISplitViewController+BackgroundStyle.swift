extension UISplitViewController {
    /// The visual effect behind the primary column.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }
}
