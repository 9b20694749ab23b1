@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The base class of print formatters (UIKit): an object that lays out content of one kind
/// (plain text, markup, a view) over one or more pages of a print job. Add it to a
/// `UIPrintPageRenderer` (or set it as the `printFormatter` of the interaction controller);
/// the renderer's printable area less its header and footer, inset by
/// `perPageContentInsets` and limited by the maximum content size, is the area it fills on
/// each page, from `startPage` on.
@preconcurrency @MainActor
open class UIPrintFormatter: NSObject, @preconcurrency NSCopying {
    weak var renderer: UIPrintPageRenderer?

    /// The page renderer that draws this formatter, if it was added to one.
    open var printPageRenderer: UIPrintPageRenderer? { renderer }

    /// The maximum height of the content area on each page, in points (UIKit's default: the
    /// largest float, no limit).
    open var maximumContentHeight: CGFloat = .greatestFiniteMagnitude {
        didSet { invalidateLayout() }
    }

    /// The maximum width of the content area, in points (default: no limit).
    open var maximumContentWidth: CGFloat = .greatestFiniteMagnitude {
        didSet { invalidateLayout() }
    }

    /// Insets of the content area from the printable area less the header and footer, on
    /// every page (default zero).
    open var perPageContentInsets: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// The page of the job where the formatter starts drawing (0-based).
    open var startPage: Int = 0 {
        didSet {
            if startPage < 0 {
                FrameworkLog.log("UIPrintFormatter.startPage: \(startPage) is negative; using 0")
                startPage = 0
            }
            renderer?.formattersChanged()
        }
    }

    public override init() {
        super.init()
    }

    /// The number of pages the content needs; 0 until the formatter belongs to a page
    /// renderer with a printable area (UIKit computes it when the renderer lays the job out).
    open var pageCount: Int {
        guard let size = contentSize(), size.width > 0, size.height > 0 else { return 0 }
        return laidOutPageCount(for: size)
    }

    /// Removes the formatter from the renderer it was added to.
    open func removeFromPrintPageRenderer() {
        renderer?.removeFormatter(self)
    }

    /// The area the formatter draws in on page `pageIndex` of the job (in the renderer's page
    /// numbering), or `.zero` on a page it does not cover.
    open func rectForPage(at pageIndex: Int) -> CGRect {
        guard let area = contentArea(), pageIndex >= startPage, pageIndex < startPage + pageCount else { return .zero }
        return area
    }

    /// Draws the part of the content that falls on page `pageIndex` of the job in `rect`
    /// (the current context is the page's).
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        let page = pageIndex - startPage
        guard page >= 0, page < pageCount, rect.width > 0, rect.height > 0,
              let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        drawContentPage(page, in: rect)
        context.restoreGState()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = makeCopy()
        copy.maximumContentHeight = maximumContentHeight
        copy.maximumContentWidth = maximumContentWidth
        copy.perPageContentInsets = perPageContentInsets
        copy.startPage = startPage
        return copy
    }

    // MARK: What subclasses lay out and draw

    /// A new formatter with the subclass's own content (the base copies the layout settings).
    func makeCopy() -> UIPrintFormatter { UIPrintFormatter() }

    /// How many pages the content takes when each page's content area is `size`.
    func laidOutPageCount(for size: CGSize) -> Int { 0 }

    /// Draws page `page` (counted from the formatter's first page) in `rect`, clipped to it.
    func drawContentPage(_ page: Int, in rect: CGRect) {}

    /// Forgets the layout (the content or the area changed).
    func invalidateLayout() {
        renderer?.formattersChanged()
    }

    // MARK: The content area

    /// The area of each page the content fills, from the renderer's printable rectangle.
    func contentArea() -> CGRect? {
        guard let renderer else { return nil }
        var area = renderer.printableRect
        guard area.width > 0, area.height > 0 else { return nil }
        area.origin.y += renderer.headerHeight
        area.size.height -= renderer.headerHeight + renderer.footerHeight
        area = area.inset(by: perPageContentInsets)
        // UIKit: the smaller of the maximum and the room the page leaves.
        if maximumContentWidth >= 0, area.width > maximumContentWidth { area.size.width = maximumContentWidth }
        if maximumContentHeight >= 0, area.height > maximumContentHeight { area.size.height = maximumContentHeight }
        guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return nil }
        return area
    }

    func contentSize() -> CGSize? { contentArea()?.size }
}
