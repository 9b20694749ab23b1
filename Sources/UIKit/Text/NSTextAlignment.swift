/// Constants that specify text alignment (UIKit's raw values on iOS, where center is 1 and
/// right is 2; macOS orders them the other way).
public enum NSTextAlignment: Int, Sendable {
    /// Visually left-aligned.
    case left = 0
    /// Visually centered.
    case center = 1
    /// Visually right-aligned.
    case right = 2
    /// Fully justified; the last line of a paragraph is natural-aligned.
    case justified = 3
    /// The default alignment of the app's localization: left in a left-to-right app, right in a
    /// right-to-left one (UIKit resolves it against the user's language, not the text, unless
    /// `NSStringDrawingOptions.optionsResolvesNaturalAlignmentWithBaseWritingDirection` is set).
    case natural = 4
}
