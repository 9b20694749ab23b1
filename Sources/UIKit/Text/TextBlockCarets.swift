/// Caret geometry of wrapped, multi-paragraph text (text views): where each requested
/// position's caret lies, and the lines.
struct TextBlockCarets: Sendable {
    /// For each requested position, its caret's x and line (top, height), in the text's
    /// coordinates (origin at the top-left of the layout container).
    var carets: [(x: CGFloat, top: CGFloat, height: CGFloat)]
    /// The tops and heights of all lines, in order.
    var lines: [(top: CGFloat, height: CGFloat)]
    /// The laid-out text's width (its longest line) and height.
    var usedSize: CGSize
}
