/// Where each caret position of the field's text lies, from one layout of the displayed line.
struct TextFieldCaretGeometry {
    /// For each grapheme-cluster boundary (index into `TextEditingBuffer.boundaries`), the
    /// caret's x from the start of the text.
    var xs: [CGFloat]
    var lineHeight: CGFloat
    var width: CGFloat
}
