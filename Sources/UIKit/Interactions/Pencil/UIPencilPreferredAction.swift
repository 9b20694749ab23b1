/// What the user chose an Apple Pencil double tap to do (UIKit's raw values).
public enum UIPencilPreferredAction: Int, @unchecked Sendable {
    case ignore = 0
    case switchEraser = 1
    case switchPrevious = 2
    case showColorPalette = 3
    /// iOS 16.
    case showInkAttributes = 4
    /// iOS 17.5.
    case showContextualPalette = 5
    /// iOS 17.5.
    case runSystemShortcut = 6
}
