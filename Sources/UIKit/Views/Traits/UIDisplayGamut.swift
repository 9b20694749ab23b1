/// The color gamut of a display (UIKit's raw values).
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1
}
