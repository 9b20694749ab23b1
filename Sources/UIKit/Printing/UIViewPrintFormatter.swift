import Foundation

/// Lays out the drawn content of a view for printing (UIKit): the view draws itself into the
/// page through `draw(_:for:)` at its size, in as many pages as its height needs. Get one
/// from the view's `viewPrintFormatter()`. A `UITextView`'s formatter prints its text
/// instead, wrapped to the page's width and broken into pages between lines.
@preconcurrency @MainActor
open class UIViewPrintFormatter: UIPrintFormatter {
    private let printedView: UIView

    init(view: UIView) {
        printedView = view
        super.init()
    }

    /// The view whose content the formatter prints.
    open var view: UIView { printedView }

    override func makeCopy() -> UIPrintFormatter { UIViewPrintFormatter(view: printedView) }

    private var textLayout: (pages: TextPagination, text: NSAttributedString)?

    /// UIKit: a text view's print formatter paginates its text (not its bounds).
    private func textPages(for size: CGSize) -> (pages: TextPagination, text: NSAttributedString)? {
        guard let textView = printedView as? UITextView else { return nil }
        let text = textView.attributedText ?? NSAttributedString(string: "")
        if let textLayout, textLayout.pages.size == size, textLayout.text.isEqual(to: text) { return textLayout }
        let made = (TextPagination(text: text, size: size), text)
        textLayout = made
        return made
    }

    override func laidOutPageCount(for size: CGSize) -> Int {
        if let text = textPages(for: size) { return text.pages.pageCount }
        let height = printedView.bounds.height
        guard height.isFinite, height > 0, printedView.bounds.width > 0 else { return 0 }
        return Int((height / size.height).rounded(.up))
    }

    override func drawContentPage(_ page: Int, in rect: CGRect) {
        if let text = textPages(for: rect.size) {
            text.pages.draw(text.text, page: page, in: rect)
            return
        }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let bounds = printedView.bounds
        // The band of the view's bounds this page shows.
        let top = bounds.minY + CGFloat(page) * rect.height
        let band = CGRect(x: bounds.minX, y: top, width: min(bounds.width, rect.width),
                          height: min(rect.height, bounds.maxY - top))
        context.saveGState()
        context.translateBy(x: rect.minX - bounds.minX, y: rect.minY - top)
        context.clip(to: band)
        // Printed on white paper: dynamic colors resolve in the light appearance.
        let traits = printedView.traitCollection.modifyingTraits { $0.userInterfaceStyle = .light }
        traits.performAsCurrent {
            printedView.draw(band, for: self)
        }
        context.restoreGState()
    }
}
