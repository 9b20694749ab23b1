/// Caret geometry of one line of text (text fields): where each position's caret lies.
struct TextLineCarets: Sendable {
    /// For each requested UTF-8 offset, the caret's x in the line's coordinates (0: the line
    /// box's left edge).
    var xs: [CGFloat]
    /// The line's typographic height and baseline (from its top), also for an empty line.
    var height: CGFloat
    var baseline: CGFloat
    var width: CGFloat
}
