internal import CPango

extension TextEngineState {
    /// The cursor position one step to the left or right on screen from UTF-8 offset `utf8`
    /// of paragraph `paragraph` of `input` (laid out as it is: wrapped, bidi runs reordered),
    /// with Pango's strong cursor. Returns a UTF-8 offset in the paragraph, `nil` when the
    /// step leaves the paragraph, with `pastEnd` telling through which logical end.
    func visualCursorStep(_ input: TextLayoutInput, paragraph: Int, utf8: Int, right: Bool) -> (offset: Int?, pastEnd: Bool) {
        let laidOut = layout(input)
        return withExtendedLifetime(laidOut) {
            guard paragraph < laidOut.layouts.count, paragraph < input.paragraphs.count else { return (nil, right) }
            let layout = laidOut.layouts[paragraph]
            let bytes = input.paragraphs[paragraph].utf8
            let index = Int32(clamping: max(0, min(utf8, bytes.count)))
            var newIndex: Int32 = 0, trailing: Int32 = 0
            pango_layout_move_cursor_visually(layout, 1, index, 0, right ? 1 : -1, &newIndex, &trailing)
            if newIndex < 0 { return (nil, false) }
            if newIndex == Int32.max { return (nil, true) }
            // `trailing` counts characters after the index (the position is after them).
            var offset = Int(newIndex)
            for _ in 0..<max(0, Int(trailing)) where offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            }
            return (min(offset, bytes.count), false)
        }
    }
}
