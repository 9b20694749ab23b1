/// One layout of a text view's text: what it was laid out from, and the caret of every
/// grapheme-cluster boundary (index into `TextEditingBuffer.boundaries`), in the text's
/// coordinates (origin at the top-left of the text, inside the inset and padding).
struct TextViewLayout {
    /// Layout depends on these (the text's version, the container's values, the width).
    var key: [CGFloat]
    var input: TextLayoutInput
    var carets: [(x: CGFloat, top: CGFloat, height: CGFloat)]
    var lines: [(top: CGFloat, height: CGFloat)]
    var usedSize: CGSize
    /// The width lines wrap at (nil: not wrapped).
    var wrapWidth: CGFloat?
}
