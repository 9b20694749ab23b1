/// One paragraph of a text view's text: its extent in UTF-16 and, once needed, its layout.
struct TextViewParagraph {
    /// UTF-16 length without the separator.
    var length: Int
    /// The separator's UTF-16 length: 0 (the text's last paragraph), 1, or 2 (CR LF).
    var terminatorLength: Int
    var laidOut: TextViewParagraphLayout?
}
