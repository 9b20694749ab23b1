/// Where the engine put each line, in the text's coordinates (y down, origin at the top-left
/// of the first line's box).
struct TextLineBox: Sendable {
    var paragraph: Int
    var index: Int
    /// Left edge of the line's typographic box.
    var x: CGFloat
    var top: CGFloat
    var baseline: CGFloat
    var height: CGFloat
    var width: CGFloat
    /// Where Pango's line origin lies relative to the box's left edge.
    var originOffset: CGFloat
    /// The horizontal range drawing is clipped to (`byClipping` lines), if any.
    var clip: ClosedRange<CGFloat>?
}
