extension UISplitViewController {
    /// Whether the split view controller shows its display mode button.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }
}
