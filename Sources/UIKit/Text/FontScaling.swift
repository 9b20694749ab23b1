/// What `UIFontMetrics` scaled a font from: the text style whose curve it follows, the
/// font at the default text size and the size limit (0: none).
struct FontScaling: Sendable {
    let style: UIFont.TextStyle
    let base: UIFont
    let maximumPointSize: CGFloat
}
