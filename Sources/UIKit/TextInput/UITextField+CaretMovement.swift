import Foundation

/// Left and Right on the field's line, in screen order.
extension UITextField: VisualCaretMovement {
    func visualOffset(from offset: Int, right: Bool) -> Int {
        let start = buffer.boundary(atOrBefore: offset)
        // Bullets have no direction: a secure field moves in logical order (as its line is drawn).
        if isSecureTextEntry || buffer.length == 0 {
            return buffer.offset(start, movedBy: right ? 1 : -1)
        }
        // The displayed line has the text's UTF-16 offsets (line breaks shown as spaces).
        let input = TextDrawing.input(displayedAttributedText(for: storage), defaults: textDefaults)
        guard input.paragraphs.count == 1 else { return buffer.offset(start, movedBy: right ? 1 : -1) }
        let text = VisualCaretText(input.paragraphs[0].utf8)
        guard text.string.utf16.count == buffer.length else { return buffer.offset(start, movedBy: right ? 1 : -1) }
        let result = text.step(input, index: 0, from: start, right: right, buffer: buffer, base: 0)
        // One line: the caret stops at either end.
        return result.offset ?? start
    }

    func caretPoint(at offset: Int) -> (x: CGFloat, top: CGFloat) {
        (caretX(at: offset, in: currentTextRect), 0)
    }
}
