import Foundation

/// Lays out plain or attributed text for printing over as many pages as it needs (UIKit),
/// breaking pages between lines.
@preconcurrency @MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    private var plainText: String?
    private var styledText: NSAttributedString?
    private var layout: TextPagination?
    private var layoutText: NSAttributedString?

    public init(text: String) {
        plainText = text
        super.init()
    }

    public init(attributedText: NSAttributedString) {
        styledText = attributedText.copy() as? NSAttributedString ?? attributedText
        super.init()
    }

    /// The text, styled with `font`, `color` and `textAlignment`. Setting it replaces
    /// `attributedText` with the same characters.
    open var text: String? {
        get { plainText ?? styledText?.string }
        set {
            plainText = newValue
            styledText = nil
            invalidateLayout()
        }
    }

    /// The text with its own attributes (copied when set). Setting it replaces `text`.
    open var attributedText: NSAttributedString? {
        get { styledText ?? plainText.map { NSAttributedString(string: $0) } }
        set {
            styledText = newValue?.copy() as? NSAttributedString
            plainText = nil
            invalidateLayout()
        }
    }

    /// The font of the text; nil (the default) prints in the system font at 12 points.
    open var font: UIFont? {
        didSet { invalidateLayout() }
    }

    /// The color of the text; nil (the default) prints black.
    open var color: UIColor? {
        didSet { invalidateLayout() }
    }

    /// UIKit's default: `.left`.
    open var textAlignment: NSTextAlignment = .left {
        didSet { invalidateLayout() }
    }

    override func makeCopy() -> UIPrintFormatter {
        let copy = styledText.map { UISimpleTextPrintFormatter(attributedText: $0) } ?? UISimpleTextPrintFormatter(text: plainText ?? "")
        if styledText == nil, plainText == nil { copy.text = nil }
        copy.font = font
        copy.color = color
        copy.textAlignment = textAlignment
        return copy
    }

    /// The text as it prints: plain text takes the formatter's style; attributed text keeps
    /// its attributes, the formatter's filling in the font, color and alignment it lacks.
    func printedText() -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        let base: [NSAttributedString.Key: Any] = [
            // UIKit: without a font or color, the system font at 12 points, in black.
            .font: font ?? UIFont.systemFont(ofSize: 12),
            .foregroundColor: color ?? UIColor.black,
            .paragraphStyle: paragraph,
        ]
        guard let styledText else { return NSAttributedString(string: plainText ?? "", attributes: base) }
        let result = NSMutableAttributedString(attributedString: styledText)
        let whole = NSRange(location: 0, length: result.length)
        for (key, value) in base {
            var missing: [NSRange] = []
            result.enumerateAttribute(key, in: whole, options: []) { present, range, _ in
                if present == nil { missing.append(range) }
            }
            for range in missing { result.addAttribute(key, value: value, range: range) }
        }
        return result
    }

    private func pagination(for size: CGSize) -> (TextPagination, NSAttributedString) {
        if let layout, let layoutText, layout.size == size { return (layout, layoutText) }
        let text = printedText()
        let made = TextPagination(text: text, size: size)
        layout = made
        layoutText = text
        return (made, text)
    }

    override func invalidateLayout() {
        layout = nil
        layoutText = nil
        super.invalidateLayout()
    }

    override func laidOutPageCount(for size: CGSize) -> Int {
        pagination(for: size).0.pageCount
    }

    override func drawContentPage(_ page: Int, in rect: CGRect) {
        let (layout, text) = pagination(for: rect.size)
        layout.draw(text, page: page, in: rect)
    }
}
