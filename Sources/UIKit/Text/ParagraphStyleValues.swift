/// The stored fields of a paragraph style.
struct ParagraphStyleValues: Hashable, Sendable {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var baseWritingDirection: NSWritingDirection = .natural
    var hyphenationFactor: Float = 0
    var allowsDefaultTighteningForTruncation = false
    /// UIKit: 12 left-aligned tabs 28 points apart.
    var tabStops: [TabStopValue] = ParagraphStyleValues.defaultTabStops
    /// Tabs past the last stop are this far apart (0: none).
    var defaultTabInterval: CGFloat = 0
    var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
    var usesDefaultHyphenation = false
    /// The lists the paragraph is in, outermost first (compared by identity, as list objects).
    var textLists: [NSTextList] = []

    /// One shared array: every label and string measured starts from the default style, and
    /// making the twelve stops each time was an allocation and a loop per measurement
    /// (equal defaults now also compare by identity).
    static let defaultTabStops: [TabStopValue] = (1...12).map { TabStopValue(alignment: .left, location: CGFloat($0) * 28) }
}
