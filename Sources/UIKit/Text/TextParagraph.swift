/// One paragraph: UTF-8 text without its terminator, and attribute runs over byte ranges.
struct TextParagraph: Hashable, Sendable {
    var utf8: [UInt8]
    var runs: [TextRun]
    var style: ParagraphStyleValues
    /// The language tag shaping and font fallback use (fixed per paragraph so that results
    /// do not depend on the machine's locale).
    var language: String
    /// The largest font leading of the runs (for `usesFontLeading`).
    var leading: CGFloat
    /// Its attachment characters, in order (each takes its box as an inline shape).
    var attachments: [TextAttachmentBox] = []
    /// The list marker drawn before its first line (a paragraph in an `NSTextList`).
    var listMarker: TextListMarkerLabel?
}
