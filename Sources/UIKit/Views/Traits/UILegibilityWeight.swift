/// Whether the user asked for bold text (UIKit's raw values).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}
