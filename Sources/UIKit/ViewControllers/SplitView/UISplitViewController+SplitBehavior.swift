extension UISplitViewController {
    /// How the sidebars share the width with the secondary column: side by side, over it, or
    /// pushing it partly off screen.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }
}
