/// Where each caret position of the field's text lies, from one layout of the displayed line.
struct TextFieldCaretGeometry {
    /// For each grapheme-cluster boundary (index into `TextEditingBuffer.boundaries`), the
    /// caret's x from the start of the text.
    var xs: [CGFloat]
    var lineHeight: CGFloat
    var width: CGFloat
    /// The font scale the line is laid out (and drawn) at: below 1 when
    /// `adjustsFontSizeToFitWidth` shrank it to fit `fitWidth`.
    var fontScale: CGFloat = 1
    /// The text rect's width the scale was chosen for (nil: the field does not shrink).
    var fitWidth: CGFloat?
}
