/// The paragraph-level attributes of attributed text (UIKit). Immutable; see
/// `NSMutableParagraphStyle`. A paragraph uses the style attached to its first character.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Must stay the first stored property: see `FoundationBridgingGuard`.
    private let foundationBridgingGuard = FoundationBridgingGuard.word
    // Stored in one value so that copies and the mutable subclass share the code.
    var values = ParagraphStyleValues()

    // `init()` is the one designated initializer (internal ones would keep subclasses in other
    // modules from inheriting the convenience initializers).
    public override init() {
        super.init()
    }

    convenience init(values: ParagraphStyleValues) {
        self.init()
        self.values = values
    }

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { defaultStyle }
    private static let defaultStyle = NSParagraphStyle()

    /// The writing direction of a language (`nil`: the user's language); OpenUIKit knows the
    /// right-to-left scripts Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Uyghur, Yiddish,
    /// Dhivehi and Syriac.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let name = languageName ?? Locale.preferredLanguages.first ?? "en"
        let code = String(name.lowercased().prefix { $0.isLetter })
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "syr", "ckb"]
        return rightToLeft.contains(code) ? .rightToLeft : .leftToRight
    }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space after each line of a paragraph, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before the paragraph (not before the first paragraph of the text).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Indent of the first line from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Indent of the other lines from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the line width measured from the leading edge; zero or negative: the distance
    /// from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    /// Lines are at least this tall (0: no minimum).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// Lines are at most this tall (0: no maximum); taller glyphs overflow the line's top.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Multiplies each line's natural height (0: no multiple).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// Stored; OpenUIKit does not hyphenate.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Stored; OpenUIKit does not tighten letters before truncating.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// The tab stops, by location (UIKit's default: 12 left-aligned stops 28 points apart).
    open var tabStops: [NSTextTab] { values.tabStops.map(NSTextTab.init(value:)) }
    /// Space between the tabs after the last stop (0: none).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Stored; OpenUIKit breaks lines by Pango's rules whatever the strategy.
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }
    /// Stored; OpenUIKit does not hyphenate.
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// The lists containing the paragraph, outermost first (see `NSTextList`).
    open var textLists: [NSTextList] { values.textLists }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(values: values)
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    nonisolated open override var hash: Int { values.hashValue }
}
