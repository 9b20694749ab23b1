import Foundation

/// A TextKit 2 text view shows its text through layout fragments (UIKit, iOS 16): each
/// paragraph's `NSTextLayoutFragment` draws itself (`draw(at:in:)`), so a fragment subclass
/// the layout manager's delegate returns (`textLayoutManager(_:textLayoutFragmentFor:in:)`)
/// changes what the view shows, and its `renderingSurfaceBounds` may reach past its frame.
/// With a delegate on the viewport layout controller, only the fragments its last viewport
/// layout configured (`textViewportLayoutController(_:configureRenderingSurfaceFor:)`) are
/// drawn. Views nobody customizes draw their paragraphs directly: the plain fragment draws
/// the same pixels, without making fragment objects for every tile.
extension UITextView {
    /// Whether the view draws through fragments: TextKit 2, a layout manager delegate or a
    /// viewport delegate, and text laid out paragraph by paragraph (a line limit or an
    /// unwrapped container lays the text out whole: drawn directly).
    func drawsThroughLayoutFragments(_ layout: TextViewLayout) -> Bool {
        guard usesTextKit2, !layout.isWholeText, let manager = textLayoutManagerObject else { return false }
        return manager.delegate != nil || manager.viewportController?.delegate != nil
    }

    /// Draws the fragments whose rendering surfaces meet `minY...maxY` (text coordinates, which
    /// are container coordinates vertically) into `context` (content coordinates).
    func drawLayoutFragments(from minY: CGFloat, to maxY: CGFloat, in layout: TextViewLayout, context: CGContext) {
        guard let manager = textLayoutManagerObject else { return }
        // A surface may reach past its fragment's frame: paragraphs a tile's height around
        // the band are asked too.
        let reach = UITextView.tileHeight
        layOutParagraphs(from: minY - reach, to: maxY + reach, in: layout)
        let configured = manager.viewportController.flatMap { $0.delegate == nil ? nil : $0.configuredFragmentStarts }
        let starts = layout.starts
        let width = textContainer.size.width
        let inset = textContainerInset
        let count = layout.paragraphs.count
        for index in layout.paragraphIndices(from: minY - reach, to: maxY + reach) {
            let start = starts[index]
            if let configured, !configured.contains(start) { continue }
            let paragraph = layout.paragraphs[index]
            let top = layout.top(of: index)
            let bottom = index + 1 < count ? layout.top(of: index + 1) : layout.height
            let range = NSRange(location: start, length: paragraph.length + paragraph.terminatorLength)
            let frame = CGRect(x: 0, y: top, width: width, height: max(0, bottom - top))
            let fragment = manager.viewFragment(range: range, frame: frame)
            let surface = fragment.renderingSurfaceBounds.offsetBy(dx: frame.minX, dy: frame.minY)
            guard surface.maxY > minY, surface.minY < maxY else { continue }
            fragment.draw(at: CGPoint(x: inset.left + frame.minX, y: inset.top + frame.minY), in: context)
        }
    }

    /// `NSTextLayoutFragment.draw(at:in:)` for one of this view's paragraphs: the paragraph
    /// starting at `offset` drawn as the view draws it, its frame's top-left at `point`.
    /// False when no paragraph starts there (the fragment then draws on its own).
    func drawFragmentParagraph(startingAt offset: Int, at point: CGPoint, in context: CGContext) -> Bool {
        let layout = textLayout()
        guard !layout.paragraphs.isEmpty, !layout.isWholeText, offset <= buffer.length else { return false }
        let index = layout.paragraphIndex(containing: offset)
        guard layout.starts[index] == offset else { return false }
        if !layout.isLaidOut(index) { layout.setLayout(makeParagraphLayout(index, in: layout), of: index) }
        guard let paragraph = layout.laidOut(index) else { return false }
        drawParagraph(index, paragraph, at: CGPoint(x: point.x + textContainer.lineFragmentPadding, y: point.y),
                      in: layout, context: context)
        return true
    }
}
