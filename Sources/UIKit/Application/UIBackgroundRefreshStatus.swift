/// Whether the app may refresh its content in the background (UIKit).
public enum UIBackgroundRefreshStatus: Int, Sendable {
    /// Background refresh is unavailable and the person cannot turn it on.
    case restricted = 0
    /// The person turned background refresh off.
    case denied = 1
    /// Background refresh is on.
    case available = 2
}
