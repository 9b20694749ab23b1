/// Whether the device can report touch force (UIKit's raw values).
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0
    case unavailable = 1
    case available = 2
}
