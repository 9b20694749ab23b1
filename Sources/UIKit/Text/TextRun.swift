/// A stretch of a paragraph with one set of attributes, resolved to values.
struct TextRun: Hashable, Sendable {
    var utf8Range: Range<Int>
    var face: FontFace
    var size: CGFloat
    var color: TextRGBA
    var background: TextRGBA?
    /// Extra space between characters, in points.
    var letterSpacing: CGFloat = 0
    var disablesKerning = false
    /// 0: no optional ligatures; 1: default; 2: all.
    var ligature = 1
    var underline = 0
    var underlineColor: TextRGBA?
    var strikethrough = 0
    var strikethroughColor: TextRGBA?
    var baselineOffset: CGFloat = 0
    /// Index into `TextLayoutInput.shadows`.
    var shadow: Int?
}
