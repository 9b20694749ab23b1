extension UIAccessibilityCustomRotor {
    /// Which way a rotor search goes (UIKit's raw values).
    public enum Direction: Int, @unchecked Sendable {
        case previous = 0
        case next = 1
    }
}
