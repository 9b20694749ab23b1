extension UIScene {
    /// A scene's state in its life (UIKit's raw values).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen without events (interrupted, or moving to or from the background).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
}
