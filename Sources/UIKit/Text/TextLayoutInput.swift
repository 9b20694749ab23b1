/// Attributed text prepared for the text engine: plain values (no Foundation or UIKit
/// objects), so that it can cross into the engine's lock.
struct TextLayoutInput: Hashable, Sendable {
    var paragraphs: [TextParagraph] = []
    /// The distinct shadows runs refer to.
    var shadows: [TextShadow] = []
    /// Wrapping width; nil: lines are as long as their paragraphs.
    var maxWidth: CGFloat?
    /// Lines that would end below this are left out (the first line is always kept).
    var maxHeight: CGFloat?
    /// 0: no limit.
    var maximumNumberOfLines = 0
    /// The last kept line gets an ellipsis when text is left out.
    var truncatesLastVisibleLine = false
    /// UILabel: paragraphs whose line break mode truncates or clips still wrap (only the last
    /// line is truncated). TextKit string drawing instead sets such paragraphs on one line.
    var wrapsTruncatingParagraphs = false
    var usesFontLeading = false
    /// How `.natural` alignment resolves: the user's language direction (UIKit's default)...
    var naturalAlignmentIsRightToLeft = false
    /// ...or each paragraph's writing direction.
    var resolvesNaturalAlignmentWithBaseWritingDirection = false

    var isEmpty: Bool { paragraphs.allSatisfy { $0.utf8.isEmpty } }
}
