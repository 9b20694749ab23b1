import Foundation

/// Text cut into pages for the text print formatters: the text is laid out once at the page
/// width, and each page takes the whole lines that fit its height (a line taller than a page
/// gets a page of its own, clipped).
struct TextPagination {
    /// The vertical band of the laid-out text each page shows (top and bottom, in the text's
    /// coordinates: 0 is the top of the first line).
    private(set) var pages: [ClosedRange<CGFloat>] = []
    let size: CGSize

    init(text: NSAttributedString, size: CGSize) {
        self.size = size
        guard text.length > 0, size.width > 0, size.height > 0 else { return }
        let input = TextDrawing.boxInput(text, size: CGSize(width: size.width, height: 0), options: .usesLineFragmentOrigin)
        let lines = TextDrawing.measure(input).lines
        var pageTop: CGFloat?
        var pageBottom: CGFloat = 0
        for line in lines {
            let bottom = line.top + line.height
            if let top = pageTop, bottom - top <= size.height + 0.001 {
                pageBottom = max(pageBottom, bottom)
                continue
            }
            if let top = pageTop { pages.append(top...pageBottom) }
            pageTop = line.top
            pageBottom = bottom
        }
        if let top = pageTop { pages.append(top...pageBottom) }
    }

    var pageCount: Int { pages.count }

    /// Draws page `page` with the text's left edge at `rect.minX` and the page's first line
    /// at `rect.minY`: the text is drawn down to the page's last line (the lines below are
    /// left out) and the caller's clip hides the lines above.
    func draw(_ text: NSAttributedString, page: Int, in rect: CGRect) {
        guard pages.indices.contains(page) else { return }
        let band = pages[page]
        let box = CGRect(x: rect.minX, y: rect.minY - band.lowerBound, width: size.width, height: band.upperBound + 0.5)
        text.draw(with: box, options: .usesLineFragmentOrigin, context: nil)
    }
}
