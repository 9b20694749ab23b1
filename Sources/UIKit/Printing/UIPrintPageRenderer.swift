import Foundation

/// Draws the pages of a print job (UIKit): headers, footers, content and the print
/// formatters added to it. Subclass it to draw your own header, footer or content, or
/// override `drawPage(at:in:)` to draw whole pages; set it as the interaction controller's
/// `printPageRenderer`. The print system sets `paperRect` and `printableRect` before it asks
/// for `numberOfPages` and draws.
@preconcurrency @MainActor
open class UIPrintPageRenderer: NSObject {
    private var formatterList: [UIPrintFormatter] = []
    var paperRectStorage: CGRect = .zero
    var printableRectStorage: CGRect = .zero

    public override init() {
        super.init()
    }

    /// The height of the header drawn at the top of each page's printable area (default 0:
    /// no header).
    open var headerHeight: CGFloat = 0 {
        didSet { if !(headerHeight >= 0) || !headerHeight.isFinite { headerHeight = 0 } }
    }

    /// The height of the footer drawn at the bottom of each page's printable area (default 0).
    open var footerHeight: CGFloat = 0 {
        didSet { if !(footerHeight >= 0) || !footerHeight.isFinite { footerHeight = 0 } }
    }

    /// The paper's rectangle, origin at its top-left corner (`.zero` until the print system
    /// lays out a job).
    open var paperRect: CGRect { paperRectStorage }

    /// The part of the paper the printer can print on (`.zero` until the print system lays
    /// out a job).
    open var printableRect: CGRect { printableRectStorage }

    /// The number of pages to print. The default counts the pages of the print formatters
    /// (the last page any of them reaches); override it when you draw pages yourself.
    open var numberOfPages: Int {
        formatterList.reduce(0) { pages, formatter in
            let count = formatter.pageCount
            return count > 0 ? max(pages, formatter.startPage + count) : pages
        }
    }

    /// The print formatters added to the renderer (setting it replaces them; each keeps its
    /// `startPage`).
    open var printFormatters: [UIPrintFormatter]? {
        get { formatterList.isEmpty ? nil : formatterList }
        set {
            for formatter in formatterList where formatter.renderer === self { formatter.renderer = nil }
            formatterList = []
            for formatter in newValue ?? [] { attach(formatter) }
        }
    }

    /// The print formatters that draw on page `pageIndex`, or nil when none does.
    open func printFormatters(forPageAt pageIndex: Int) -> [UIPrintFormatter]? {
        let formatters = formatterList.filter {
            pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount
        }
        return formatters.isEmpty ? nil : formatters
    }

    /// Adds a print formatter that starts drawing on page `pageIndex`.
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.startPage = pageIndex
        attach(formatter)
    }

    /// Called before the pages in `range` are drawn (default: nothing).
    open func prepare(forDrawingPages range: NSRange) {}

    /// Draws page `pageIndex` in the current context. The default draws the header, the
    /// content, each print formatter of the page and the footer, in that order.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        let header = CGRect(x: printableRect.minX, y: printableRect.minY, width: printableRect.width, height: headerHeight)
        let footer = CGRect(x: printableRect.minX, y: printableRect.maxY - footerHeight, width: printableRect.width,
                            height: footerHeight)
        let content = CGRect(x: printableRect.minX, y: header.maxY, width: printableRect.width,
                             height: max(0, printableRect.height - headerHeight - footerHeight))
        // UIKit: the header and footer are not drawn unless their height is positive.
        if headerHeight > 0 { drawHeaderForPage(at: pageIndex, in: header) }
        drawContentForPage(at: pageIndex, in: content)
        for formatter in printFormatters(forPageAt: pageIndex) ?? [] {
            drawPrintFormatter(formatter, forPageAt: pageIndex)
        }
        if footerHeight > 0 { drawFooterForPage(at: pageIndex, in: footer) }
    }

    /// Draws a formatter's part of a page; the default asks the formatter to draw in its
    /// rectangle for the page. Override to draw under or over it.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rectForPage(at: pageIndex), forPageAt: pageIndex)
    }

    /// Draws the header of page `pageIndex` (called only when `headerHeight` is positive;
    /// default: nothing).
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}

    /// Draws content of your own on page `pageIndex`, under the formatters (default: nothing).
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}

    /// Draws the footer of page `pageIndex` (called only when `footerHeight` is positive;
    /// default: nothing).
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}

    // MARK: Formatters

    private func attach(_ formatter: UIPrintFormatter) {
        if let owner = formatter.renderer, owner !== self { owner.removeFormatter(formatter) }
        if !formatterList.contains(where: { $0 === formatter }) { formatterList.append(formatter) }
        formatter.renderer = self
    }

    func removeFormatter(_ formatter: UIPrintFormatter) {
        formatterList.removeAll { $0 === formatter }
        if formatter.renderer === self { formatter.renderer = nil }
    }

    /// A formatter's layout or start page changed (nothing is cached here yet).
    func formattersChanged() {}

    /// Sets the paper the print system lays the job out on.
    func setPaper(paperRect: CGRect, printableRect: CGRect) {
        paperRectStorage = paperRect
        printableRectStorage = printableRect
    }
}
