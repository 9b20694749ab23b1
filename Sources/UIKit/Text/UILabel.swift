/// A view that displays one or more lines of read-only text (UIKit).
///
/// The label keeps one attributed string; `text`, `font`, `textColor`, `textAlignment`,
/// `lineBreakMode` and the shadow are views of it, kept consistent as UIKit does: setting
/// `text` styles the new string with those properties; setting `attributedText` makes them
/// reflect the style at location 0; setting a style property applies it to the whole string.
/// Text is drawn in `draw(_:)` (through `drawText(in:)`), vertically centered in the bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// UIKit: the system font at 17 points.
    static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// How much a disabled label dims its text (UIKit dims it "somewhat"; the exact amount is
    /// not documented).
    static let disabledAlpha = 0.5

    /// The attributed text as made: set by `attributedText` and by style edits of it. Plain
    /// text (`plainTextAttributes` set) is made from `plainTextSource` only when first asked
    /// for (see `content`): a label measures and draws plain text without it, and making it
    /// costs a bridge of the attributes to Foundation at every `text` set.
    var contentStorage: NSAttributedString?
    /// The plain text `content` was made from with the style properties (nil after
    /// `attributedText` was set): setting the same text again changes nothing.
    var plainTextSource: String?
    var fontStorage: UIFont = UILabel.defaultFont
    var textColorStorage: UIColor = .label
    var textAlignmentStorage: NSTextAlignment = .natural
    var lineBreakModeStorage: NSLineBreakMode = .byTruncatingTail
    var numberOfLinesStorage = 1
    var shadowColorStorage: UIColor?
    var shadowOffsetStorage = CGSize(width: 0, height: -1)
    /// The attributes of every character of `content` while it is plain text styled by the
    /// label (nil once the attributed text was set or edited).
    var plainTextAttributes: [NSAttributedString.Key: Any]?
    /// The last measured text sizes (`_textRect`).
    var textRectCache = LabelTextRectCache()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
        _decodeLabel(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeLabel(with: coder)
    }

    private func configureDefaults() {
        // UIKit: labels ignore touches, are transparent, and redraw when resized.
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    /// The label's text as one attributed string (nil: no text); for plain text, made on the
    /// first read and kept until the text or a style property changes.
    var content: NSAttributedString? {
        if let contentStorage { return contentStorage }
        guard plainTextAttributes != nil, let source = plainTextSource else { return nil }
        let made = NSAttributedString(string: source, attributes: plainTextAttributes!)
        contentStorage = made
        return made
    }

    /// Whether there is text (`content` is not nil), without making it.
    var hasContent: Bool { contentStorage != nil || (plainTextAttributes != nil && plainTextSource != nil) }

    /// Whether the text has at least one character, without making it.
    var hasNonEmptyContent: Bool {
        if contentStorage == nil, plainTextAttributes != nil, let source = plainTextSource { return !source.isEmpty }
        return (contentStorage?.length ?? 0) > 0
    }

    // MARK: Text

    /// The plain text; nil by default. Setting it replaces `attributedText` with the same
    /// characters styled by the label's font, color, alignment, line break mode and shadow.
    open var text: String? {
        get {
            if contentStorage == nil, plainTextAttributes != nil { return plainTextSource }
            return contentStorage?.string
        }
        set { _setText(newValue) }
    }

    /// The styled text; nil by default. Attributes it lacks (font, color, paragraph style)
    /// take the label's; the label's style properties then reflect its location 0.
    open var attributedText: NSAttributedString? {
        get { content }
        set { _setAttributedText(newValue) }
    }

    /// UIKit: the system font at 17 points; nil resets to it. Applies to the whole text.
    open var font: UIFont! {
        get { fontStorage }
        set { _appearanceSet(\UILabel.font, newValue); _setFont(newValue ?? UILabel.defaultFont) }
    }

    /// UIKit: `.label`; nil resets to it. Applies to the whole text.
    open var textColor: UIColor! {
        get { textColorStorage }
        set { _appearanceSet(\UILabel.textColor, newValue); _setTextColor(newValue ?? .label) }
    }

    /// UIKit: `.natural` (left in a left-to-right app; right when the label's layout direction
    /// is right-to-left).
    open var textAlignment: NSTextAlignment {
        get { textAlignmentStorage }
        set { _setParagraphProperties(alignment: newValue, lineBreakMode: nil) }
    }

    /// UIKit: `.byTruncatingTail`. With several lines, text wraps by words and this decides
    /// how the last visible line ends.
    open var lineBreakMode: NSLineBreakMode {
        get { lineBreakModeStorage }
        set { _setParagraphProperties(alignment: nil, lineBreakMode: newValue) }
    }

    /// The maximum number of lines; 0: no limit. UIKit: 1.
    /// UIKit (iOS 17, `UILetterformAwareAdjusting`): `.typographic`. Kept: OpenUIKit sizes
    /// text by its font's line metrics either way.
    open var sizingRule: UILetterformAwareSizingRule = .typographic

    open var numberOfLines: Int {
        get { numberOfLinesStorage }
        set {
            guard max(0, newValue) != numberOfLinesStorage else { return }
            numberOfLinesStorage = max(0, newValue)
            _textLayoutDidChange()
        }
    }

    // MARK: Appearance

    /// UIKit: true. A disabled label draws its text dimmed.
    open var isEnabled: Bool = true {
        didSet {
            guard isEnabled != oldValue else { return }
            setNeedsDisplay()
        }
    }

    /// While true, text draws in `highlightedTextColor` (when that is set).
    open var isHighlighted: Bool = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            setNeedsDisplay()
        }
    }

    /// UIKit: nil.
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// UIKit: nil (no shadow). Applies to the whole text.
    open var shadowColor: UIColor? {
        get { shadowColorStorage }
        set {
            _appearanceSet(\UILabel.shadowColor, newValue)
            shadowColorStorage = newValue
            _applyShadow()
        }
    }

    /// UIKit: (0, -1), a shadow above the text.
    open var shadowOffset: CGSize {
        get { shadowOffsetStorage }
        set {
            _appearanceSet(\UILabel.shadowOffset, newValue)
            shadowOffsetStorage = newValue
            _applyShadow()
        }
    }

    // MARK: Sizing

    /// Whether the font shrinks (down to `minimumScaleFactor`) for the text to fit the bounds.
    /// UIKit: false.
    open var adjustsFontSizeToFitWidth: Bool = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest font scale when shrinking; UIKit: 0, which does not shrink.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Where shrunk single-line text sits vertically. UIKit: `.alignBaselines`.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines {
        didSet { setNeedsDisplay() }
    }

    /// Stored; OpenUIKit does not tighten letters before truncating.
    open var allowsDefaultTighteningForTruncation: Bool = false

    /// UIKit (iOS 14): the line-breaking rules beyond `lineBreakMode`; `.standard` by default.
    /// Stored: Pango chooses OpenUIKit's line breaks (no push-out or Hangul word rules).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard

    /// UIKit (iOS 14): whether pointing at truncated text shows all of it in a tool tip;
    /// false by default. Stored: OpenUIKit shows no expansion text.
    open var showsExpansionTextWhenTruncated: Bool = false

    /// Whether the font follows the label's content size category (see
    /// `UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory: Bool = false

    override func _traitsDidChange(from previous: TraitValues, to current: TraitValues) {
        super._traitsDidChange(from: previous, to: current)
        guard adjustsFontForContentSizeCategory,
              previous.preferredContentSizeCategory != current.preferredContentSizeCategory,
              let adjusted = fontStorage.adjusted(for: current.preferredContentSizeCategory) else { return }
        font = adjusted
    }

    /// The width multi-line text wraps to for `intrinsicContentSize`; 0 (UIKit's default):
    /// no preferred width, the intrinsic size is that of unwrapped text.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The rectangle the text occupies in `bounds`: at its origin, as wide as the longest line
    /// (at most the bounds' width) and as tall as the lines that fit (at most `numberOfLines`,
    /// 0 for no limit; at least one line). A non-positive width or height is unbounded. Sizes
    /// are rounded up to whole points.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        _textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text vertically centered in `rect`, wrapped to its width. Override to change
    /// the rectangle and call super.
    open func drawText(in rect: CGRect) {
        _drawText(in: rect)
    }

    /// UIKit: the size of the text wrapped to `size.width` (unbounded when the width is 0 or
    /// `numberOfLines` is 1), limited to `numberOfLines`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 ? 0 : max(0, size.width)
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 0),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The text's size, wrapped to `preferredMaxLayoutWidth` when set and the label has more
    /// than one line; zero without text (UIKit: an empty label is 0 × 0). Rounded up to whole
    /// points.
    open override var intrinsicContentSize: CGSize {
        textRect(forBounds: CGRect(x: 0, y: 0, width: intrinsicWrapWidth, height: 0),
                 limitedToNumberOfLines: numberOfLines).size
    }

    /// UIKit: a single-line label never wraps; a multi-line one wraps at
    /// `preferredMaxLayoutWidth` when that is set (0: no limit).
    var intrinsicWrapWidth: CGFloat {
        numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : 0
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    // MARK: Accessibility

    // UIKit: a label without text is not an accessibility element: VoiceOver skips it, and an
    // iOS UI test's `app.staticTexts["status"].exists` turns false once the text is cleared.
    override var defaultIsAccessibilityElement: Bool { hasNonEmptyContent }

    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isEnabled ? .staticText : [.staticText, .notEnabled]
    }

    /// UIKit: the label's text unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
}
