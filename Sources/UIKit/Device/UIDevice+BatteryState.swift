extension UIDevice {
    /// The battery's charging state (UIKit's raw values).
    public enum BatteryState: Int, Sendable {
        /// Not known, or battery monitoring is off.
        case unknown = 0
        /// On battery power, discharging.
        case unplugged = 1
        /// Plugged in, below 100%.
        case charging = 2
        /// Plugged in, at 100%.
        case full = 3
    }
}
