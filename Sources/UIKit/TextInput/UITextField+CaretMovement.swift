import Foundation

/// Left and Right on the field's line, in screen order.
extension UITextField: VisualCaretMovement {
    func visualOffset(from offset: Int, right: Bool) -> Int {
        let start = buffer.boundary(atOrBefore: offset)
        if buffer.length == 0 { return start }
        if isSecureTextEntry { return bulletVisualOffset(from: start, right: right) }
        // The displayed line has the text's UTF-16 offsets (line breaks shown as spaces).
        let input = displayedTextInput(displayedAttributedText(for: storage), defaults: textDefaults)
        guard input.paragraphs.count == 1 else { return buffer.offset(start, movedBy: right ? 1 : -1) }
        let text = VisualCaretText(input.paragraphs[0].utf8)
        guard text.string.utf16.count == buffer.length else { return buffer.offset(start, movedBy: right ? 1 : -1) }
        let result = text.step(input, index: 0, from: start, right: right, buffer: buffer, base: 0)
        // One line: the caret stops at either end.
        return result.offset ?? start
    }

    /// A secure field's line is its bullets, one per cluster, drawn in the paragraph's
    /// direction (from the right in a right-to-left paragraph): a step over the bullets on
    /// screen, mapped back to the cluster boundary of the same index.
    private func bulletVisualOffset(from start: Int, right: Bool) -> Int {
        let display = displayedAttributedText(for: storage)
        let bullets = TextEditingBuffer(display.string)
        let input = TextDrawing.input(display, defaults: textDefaults)
        guard input.paragraphs.count == 1, bullets.boundaries.count == buffer.boundaries.count else {
            return buffer.offset(start, movedBy: right ? 1 : -1)
        }
        // A bullet is one UTF-16 unit: bullet offset i is boundary i.
        let index = buffer.boundaries.index(atOrBefore: start)
        let text = VisualCaretText(input.paragraphs[0].utf8)
        guard let moved = text.step(input, index: 0, from: index, right: right, buffer: bullets, base: 0).offset else { return start }
        return buffer.boundaries[max(0, min(moved, buffer.boundaries.count - 1))]
    }

    /// What `tapCount` taps at `offset` select: in a secure field, two or more select the
    /// whole text (its bullets show no words).
    func tapSelection(tapCount: Int, at offset: Int) -> NSRange {
        if isSecureTextEntry, tapCount >= 2 { return wholeRange }
        return TextTapSelection.range(tapCount: tapCount, at: offset, in: buffer.string, base: 0)
    }

    var revealsWords: Bool { !isSecureTextEntry }

    func caretPoint(at offset: Int) -> (x: CGFloat, top: CGFloat) {
        (caretX(at: offset, in: currentTextRect), 0)
    }
}
