/// Options for drawing and measuring strings (UIKit's raw values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left of the first line, and text wraps within its
    /// width. Without it the origin is the baseline of a single line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink instead of their typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates the last visible line with an ellipsis when the text does not fit (only with
    /// `usesLineFragmentOrigin`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// Resolves `NSTextAlignment.natural` with each paragraph's writing direction instead of
    /// the user's language.
    public static let optionsResolvesNaturalAlignmentWithBaseWritingDirection = NSStringDrawingOptions(rawValue: 1 << 9)
}
