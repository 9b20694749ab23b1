extension UISplitViewController {
    /// The side of the split view controller the primary column sits on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }
}
