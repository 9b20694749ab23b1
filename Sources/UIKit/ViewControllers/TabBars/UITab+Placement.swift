extension UITab {
    /// Where a tab appears where placements differ (UIKit, iOS 18).
    public enum Placement: Int, Sendable {
        /// `.default` for a root tab, `.optional` for a tab in a group.
        case automatic = 0
        /// In the tab bar; the person may move or remove it.
        case `default` = 1
        /// Not in the tab bar until the person adds it.
        case optional = 2
        /// In the tab bar; may be moved, not removed.
        case movable = 3
        /// Always in the tab bar, at its trailing end (image only).
        case pinned = 4
        /// At the tab bar's leading end; neither moved nor removed.
        case fixed = 5
        /// Never in the tab bar.
        case sidebarOnly = 6
    }
}
