internal import CPango

/// How a paragraph is set: where it wraps, truncates or clips.
struct ParagraphGeometry {
    /// Width for Pango (after the smaller head indent and the tail inset); nil: unbounded.
    var width: CGFloat?
    var wraps: Bool
    /// A single line, ellipsized to `width` (TextKit's truncating paragraphs).
    var ellipsizesSingleLine: Bool
    /// A single line, clipped to the container (TextKit's `byClipping` paragraphs).
    var clips: Bool
    var indent: CGFloat
    var tailInset: CGFloat
    var wrapMode: PangoWrapMode
    var ellipsizeMode: PangoEllipsizeMode

    init(style: ParagraphStyleValues, input: TextLayoutInput) {
        let container = input.maxWidth
        if style.tailIndent > 0 {
            tailInset = container.map { max(0, $0 - style.tailIndent) } ?? 0
        } else {
            tailInset = container == nil ? 0 : -style.tailIndent
        }
        let smallerHead = min(style.firstLineHeadIndent, style.headIndent)
        if let container {
            width = max(0, container - smallerHead - tailInset)
        } else if style.tailIndent > 0 {
            // TextKit: a positive tail indent limits lines even without a container width.
            width = max(0, style.tailIndent - smallerHead)
        } else {
            width = nil
        }
        let mode = style.lineBreakMode
        let wrapping = mode.isWrapping || input.wrapsTruncatingParagraphs
        wraps = width != nil && wrapping
        ellipsizesSingleLine = width != nil && !wrapping && mode.isTruncating
        clips = width != nil && !wrapping && mode == .byClipping
        indent = style.firstLineHeadIndent - style.headIndent
        wrapMode = mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        switch mode {
        case .byTruncatingHead: ellipsizeMode = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsizeMode = PANGO_ELLIPSIZE_MIDDLE
        default: ellipsizeMode = PANGO_ELLIPSIZE_END
        }
    }
}
