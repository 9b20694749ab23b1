import Foundation

/// A TextKit 2 text view draws its layout manager's rendering attributes (colors, underline,
/// strikethrough) over its text, as `NSTextLayoutFragment.draw(at:in:)` does: they change no
/// glyph positions, so only the drawing of the paragraphs they meet changes.
extension UITextView {
    /// Paragraph `index` to draw with the rendering attributes that meet it laid over its text
    /// (nil when none does: the paragraph's kept layout is drawn). The validator is asked for
    /// the paragraph's fragment first, once until invalidated.
    func renderingAttributesInput(forParagraph index: Int, in layout: TextViewLayout) -> TextLayoutInput? {
        guard let manager = textLayoutManagerObject,
              !manager.renderingAttributeRuns.isEmpty || manager.renderingAttributesValidator != nil else { return nil }
        let range = NSRange(location: layout.starts[index], length: layout.paragraphs[index].length)
        guard range.length > 0 else { return nil }
        if manager.renderingAttributesValidator != nil,
           let fragment = manager.textLayoutFragment(for: TextContentLocation(range.location)) {
            manager.validateRenderingAttributes(for: fragment)
        }
        let runs = manager.renderingAttributeRuns.runsMeeting(range)
        guard !runs.isEmpty else { return nil }
        let display = NSMutableAttributedString(attributedString: displayText(range))
        for run in runs {
            let part = NSIntersectionRange(run.range, range)
            guard part.length > 0 else { continue }
            let local = NSRange(location: part.location - range.location, length: part.length)
            for (key, value) in run.attributes where NSTextLayoutManager.drawnRenderingAttributes.contains(key) {
                if value is NSNull { display.removeAttribute(key, range: local) } else { display.addAttribute(key, value: value, range: local) }
            }
        }
        var input = TextDrawing.input(display, defaults: textDefaults)
        applyContainerLimits(to: &input, wrapWidth: layout.wrapWidth)
        return input
    }
}
