import Foundation

/// Lays out HTML markup for printing over as many pages as it needs (UIKit).
///
/// Differs from UIKit, which renders the markup with WebKit: only simple markup is
/// understood — paragraphs (`p`, `div`), `br`, bold (`b`, `strong`), italic (`i`, `em`),
/// headings `h1`–`h3`, lists (`ul`, `ol`, `li`) and character entities; every other tag
/// (tables, images, links, `h4`–`h6`, attributes and CSS) is ignored and its text printed
/// as body text, and `head`, `style`, `script` and `title` print nothing. Body text is the
/// system font at 12 points.
@preconcurrency @MainActor
open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    private var layout: TextPagination?
    private var layoutText: NSAttributedString?

    public init(markupText: String) {
        self.markupText = markupText
        super.init()
    }

    /// The HTML markup to print.
    open var markupText: String? {
        didSet { invalidateLayout() }
    }

    override func makeCopy() -> UIPrintFormatter {
        let copy = UIMarkupTextPrintFormatter(markupText: "")
        copy.markupText = markupText
        return copy
    }

    override func invalidateLayout() {
        layout = nil
        layoutText = nil
        super.invalidateLayout()
    }

    private func pagination(for size: CGSize) -> (TextPagination, NSAttributedString) {
        if let layout, let layoutText, layout.size == size { return (layout, layoutText) }
        let text = MarkupTextParser.attributedText(from: markupText ?? "")
        let made = TextPagination(text: text, size: size)
        layout = made
        layoutText = text
        return (made, text)
    }

    override func laidOutPageCount(for size: CGSize) -> Int {
        pagination(for: size).0.pageCount
    }

    override func drawContentPage(_ page: Int, in rect: CGRect) {
        let (layout, text) = pagination(for: rect.size)
        layout.draw(text, page: page, in: rect)
    }
}
