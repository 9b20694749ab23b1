internal import CPango

extension TextEngineState {
    /// The strong caret position of each UTF-8 offset of the first line of `input` (a single
    /// paragraph, not wrapped). An empty paragraph still has a line with its font's height.
    func lineCarets(_ input: TextLayoutInput, utf8Offsets: [Int]) -> TextLineCarets {
        let laidOut = layout(input)
        return withExtendedLifetime(laidOut) {
            guard let layout = laidOut.layouts.first, let box = laidOut.metrics.lines.first else {
                return TextLineCarets(xs: utf8Offsets.map { _ in 0 }, height: 0, baseline: 0, width: 0)
            }
            let length = Int32(clamping: input.paragraphs.first?.utf8.count ?? 0)
            let xs = utf8Offsets.map { offset -> CGFloat in
                var strong = PangoRectangle(), weak = PangoRectangle()
                pango_layout_get_cursor_pos(layout, max(0, min(Int32(clamping: offset), length)), &strong, &weak)
                return box.x - box.originOffset + CGFloat(strong.x) / CGFloat(PANGO_SCALE)
            }
            return TextLineCarets(xs: xs, height: box.height, baseline: box.baseline - box.top, width: box.width)
        }
    }
}

extension TextEngineState {
    /// The strong caret of each (paragraph, UTF-8 offset) position of `input`, laid out as it
    /// is (wrapped at `maxWidth`, all paragraphs). A caret at a wrap lies at the start of the
    /// next line. A position in a paragraph left out by a line limit gets the last line's end.
    func blockCarets(_ input: TextLayoutInput, positions: [(paragraph: Int, utf8: Int)]) -> TextBlockCarets {
        let laidOut = layout(input)
        return withExtendedLifetime(laidOut) {
            let boxes = laidOut.metrics.lines
            let lines = boxes.map { (top: $0.top, height: $0.height) }
            guard let last = boxes.last else {
                return TextBlockCarets(carets: positions.map { _ in (0, 0, 0) }, lines: [], usedSize: .zero)
            }
            // Index of each (paragraph, line) box.
            var firstBox: [Int: Int] = [:]
            for (index, box) in boxes.enumerated() where box.index == 0 { firstBox[box.paragraph] = index }
            let carets = positions.map { position -> (x: CGFloat, top: CGFloat, height: CGFloat) in
                guard position.paragraph < laidOut.layouts.count, let first = firstBox[position.paragraph] else {
                    return (last.x + last.width, last.top, last.height)
                }
                let layout = laidOut.layouts[position.paragraph]
                let length = Int32(clamping: input.paragraphs[position.paragraph].utf8.count)
                let index = max(0, min(Int32(clamping: position.utf8), length))
                var line: Int32 = 0, xPosition: Int32 = 0
                pango_layout_index_to_line_x(layout, index, 0, &line, &xPosition)
                let boxIndex = first + Int(line)
                guard boxIndex < boxes.count, boxes[boxIndex].paragraph == position.paragraph else {
                    return (last.x + last.width, last.top, last.height)
                }
                let box = boxes[boxIndex]
                var strong = PangoRectangle(), weak = PangoRectangle()
                pango_layout_get_cursor_pos(layout, index, &strong, &weak)
                // As for a single line: the cursor is in layout coordinates, whose lines start
                // at the origin (the engine aligns lines itself).
                return (box.x - box.originOffset + CGFloat(strong.x) / CGFloat(PANGO_SCALE), box.top, box.height)
            }
            return TextBlockCarets(carets: carets, lines: lines, usedSize: laidOut.metrics.usedSize)
        }
    }
}
