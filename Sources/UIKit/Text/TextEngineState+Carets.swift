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
