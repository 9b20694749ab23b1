/// Where a bar sits relative to its content (UIKit).
public enum UIBarPosition: Int, Sendable {
    case any = 0
    /// A bar at the bottom of its content (toolbars and tab bars).
    case bottom = 1
    /// A bar at the top of its content (navigation bars, search bars).
    case top = 2
    /// A bar at the top of the screen, its background extending under the status bar.
    case topAttached = 3
}
