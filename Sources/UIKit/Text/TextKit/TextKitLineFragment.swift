import Foundation

/// One line fragment of a layout manager's layout, in container coordinates.
struct TextKitLineFragment {
    /// The fragment: the container's width (or the used width when it is unbounded), the
    /// line's height plus any delegate spacing.
    var rect: CGRect
    /// The part holding glyphs, with the container's line fragment padding at both ends.
    var usedRect: CGRect
    /// The characters (= glyphs) on the line.
    var range: NSRange
    /// The baseline, from the fragment's top.
    var baseline: CGFloat
    /// Where the engine put the line (before delegate spacing moved it): drawing clips to it.
    var engineTop: CGFloat
    var engineHeight: CGFloat
}
