/// The visual level of content: the window's base level or an elevated one (UIKit's raw values).
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}
