/// The appearance of the on-screen keyboard (UIKit). There is no on-screen keyboard on a
/// desktop; the value is stored.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
    public static let alert = UIKeyboardAppearance.dark
}
