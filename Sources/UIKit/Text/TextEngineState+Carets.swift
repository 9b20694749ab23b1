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
    /// With `key`, the layout is kept for drawing the same input later (`draw(_:at:selection:on:keptFor:)`).
    /// `glyphPass` (tests turn it off to compare): carets of ASCII paragraphs from one pass over
    /// their glyphs (`asciiCarets(of:utf8:)`) rather than one Pango query each.
    func blockCarets(_ input: TextLayoutInput, positions: [(paragraph: Int, utf8: Int)],
                     keepingLayoutFor key: TextLayoutKey? = nil, glyphPass: Bool = true) -> TextBlockCarets {
        let laidOut = layout(input)
        if let key {
            keptLayouts.keep(laidOut, textBytes: input.paragraphs.reduce(0) { $0 + $1.utf8.count }, for: key)
        }
        return withExtendedLifetime(laidOut) {
            let boxes = laidOut.metrics.lines
            let lines = boxes.map { (top: $0.top, height: $0.height) }
            guard let last = boxes.last else {
                return TextBlockCarets(carets: positions.map { _ in (0, 0, 0) }, lines: [], usedSize: .zero)
            }
            // Index of each (paragraph, line) box.
            var firstBox: [Int: Int] = [:]
            for (index, box) in boxes.enumerated() where box.index == 0 { firstBox[box.paragraph] = index }
            // The glyph pass of the paragraph last asked about (positions come paragraph by paragraph).
            var passParagraph = -1
            var pass: (xs: [Int32], lines: [Int32])?
            let carets = positions.map { position -> (x: CGFloat, top: CGFloat, height: CGFloat) in
                guard position.paragraph < laidOut.layouts.count, let first = firstBox[position.paragraph] else {
                    return (last.x + last.width, last.top, last.height)
                }
                let layout = laidOut.layouts[position.paragraph]
                let length = Int32(clamping: input.paragraphs[position.paragraph].utf8.count)
                let index = max(0, min(Int32(clamping: position.utf8), length))
                if glyphPass, passParagraph != position.paragraph {
                    passParagraph = position.paragraph
                    pass = asciiCarets(of: layout, utf8: input.paragraphs[position.paragraph].utf8)
                }
                if let pass, pass.xs[Int(index)] != Self.unknownCaret {
                    let boxIndex = first + Int(pass.lines[Int(index)])
                    if boxIndex < boxes.count, boxes[boxIndex].paragraph == position.paragraph {
                        let box = boxes[boxIndex]
                        return (box.x - box.originOffset + CGFloat(pass.xs[Int(index)]) / CGFloat(PANGO_SCALE), box.top, box.height)
                    }
                }
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

extension TextEngineState {
    static let unknownCaret = Int32.min

    /// The strong caret x (Pango units, layout coordinates) and line of each UTF-8 offset of a
    /// paragraph of ASCII text whose lines all run left to right, from one pass over its
    /// glyphs: what `pango_layout_get_cursor_pos` gives (a line's start for the offset that
    /// starts a line, else the trailing edge of the character before the offset) without its
    /// search from the layout's start for each offset, which made a paragraph's carets
    /// quadratic in its length. `unknownCaret` where the character before the offset is not a
    /// cluster of its own (a ligature: Pango divides the cluster's width), which the caller
    /// asks Pango about; nil for text beyond ASCII or a right-to-left run.
    func asciiCarets(of layout: OpaquePointer, utf8: [UInt8]) -> (xs: [Int32], lines: [Int32])? {
        for byte in utf8 where byte >= 0x80 { return nil }
        let count = utf8.count
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount),
              Int(attributeCount) == count + 1,
              let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        func isCursorPosition(_ offset: Int) -> Bool {
            offset >= count || attributes[offset].is_cursor_position != 0
        }
        var xs = [Int32](repeating: Self.unknownCaret, count: count + 1)
        var lines = [Int32](repeating: 0, count: count + 1)
        var lineIndex: Int32 = 0
        var previousStart = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator),
                  pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_LTR else { return nil }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let start = Int(line.pointee.start_index)
            guard start >= 0, start <= count else { return nil }
            // Offsets from this line's start to the next line's belong to it.
            guard start >= previousStart else { return nil }
            for offset in previousStart..<start { lines[offset] = lineIndex - 1 }
            previousStart = start
            xs[start] = logical.x
            var runX: Int32 = 0
            var link = line.pointee.runs
            while let node = link {
                link = node.pointee.next
                guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
                guard item.pointee.analysis.level % 2 == 0 else { return nil }
                let itemStart = Int(item.pointee.offset), itemEnd = itemStart + Int(item.pointee.length)
                let glyphCount = Int(glyphs.pointee.num_glyphs)
                var x: Int32 = 0
                var i = 0
                while i < glyphCount {
                    let cluster = glyphs.pointee.log_clusters[i]
                    var end = i
                    var width: Int32 = 0
                    while end < glyphCount, glyphs.pointee.log_clusters[end] == cluster {
                        width &+= glyphs.pointee.glyphs[end].geometry.width
                        end += 1
                    }
                    let first = itemStart + Int(cluster)
                    let next = end < glyphCount ? itemStart + Int(glyphs.pointee.log_clusters[end]) : itemEnd
                    x &+= width
                    // A one-character cluster: the caret after it is at its end.
                    if next == first + 1, first >= start, next <= count, isCursorPosition(first), isCursorPosition(next) {
                        xs[next] = logical.x &+ runX &+ x
                    }
                    i = end
                }
                runX &+= x
            }
            // The line's start again, in case the previous line's last cluster ended there.
            // UIKit: an offset at a soft wrap has its caret at the head of the next line (the
            // selection's affinity is downstream by default), as Pango puts it.
            xs[start] = logical.x
            lineIndex += 1
        } while pango_layout_iter_next_line(iterator) != 0
        for offset in previousStart...count { lines[offset] = lineIndex - 1 }
        return (xs, lines)
    }
}
