import Foundation

/// Left and Right in screen order, paragraph by paragraph.
extension UITextView: VisualCaretMovement {
    func visualOffset(from offset: Int, right: Bool) -> Int {
        let start = buffer.boundary(atOrBefore: offset)
        let logical = buffer.offset(start, movedBy: right ? 1 : -1)
        let layout = textLayout()
        // A text laid out whole (a line limit, no wrapping) moves in logical order.
        guard !layout.isWholeText, !layout.paragraphs.isEmpty else { return logical }
        let index = layout.paragraphIndex(containing: start)
        let paragraphStart = layout.starts[index]
        let laidOut = laidOutParagraph(index, in: layout)
        guard laidOut.input.paragraphs.count == 1 else { return logical }
        let text = VisualCaretText(laidOut.input.paragraphs[0].utf8)
        guard text.string.utf16.count == layout.paragraphs[index].length else { return logical }
        let result = text.step(laidOut.input, index: 0, from: start - paragraphStart, right: right,
                               buffer: buffer, base: paragraphStart)
        if let local = result.offset { return paragraphStart + local }
        // Off the paragraph: past its logical end to the next paragraph's start, before its
        // start to the previous paragraph's end (whatever the paragraph's direction).
        if result.pastEnd {
            return index + 1 < layout.paragraphs.count ? layout.starts[index + 1] : start
        }
        return index > 0 ? layout.starts[index - 1] + layout.paragraphs[index - 1].length : start
    }

    func caretPoint(at offset: Int) -> (x: CGFloat, top: CGFloat) {
        guard let caret = caret(at: offset) else { return (0, 0) }
        return (caret.x, caret.top)
    }

    var revealsWords: Bool { true }
}
