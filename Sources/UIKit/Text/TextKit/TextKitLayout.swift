import Foundation

/// A layout manager's layout of its text storage in its first text container, made by the
/// framework's text engine (the one labels and text views draw with): the line fragments and
/// each character's glyph box. One glyph per UTF-16 unit (OpenUIKit's glyph model).
struct TextKitLayout {
    /// The engine input, in the text's coordinates (its x at the line fragment padding).
    var input: TextLayoutInput
    var padding: CGFloat
    var lines: [TextKitLineFragment]
    /// For each character, the line it is on and its box's left and right (container x).
    var glyphLine: [Int]
    var glyphMinX: [CGFloat]
    var glyphMaxX: [CGFloat]
    /// How far each engine line moved down for delegate spacing (drawing follows it).
    var lineShifts: [CGFloat]
    var usedRect: CGRect
    var extraLineFragmentRect: CGRect
    var extraLineFragmentUsedRect: CGRect
    /// Characters the container holds (the rest is cut by a line or height limit).
    var laidOutLength: Int

    var glyphCount: Int { glyphLine.count }

    /// The line holding glyph `index` (the last line past the laid-out text).
    func lineIndex(ofGlyph index: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        guard index >= 0, index < glyphLine.count else { return lines.count - 1 }
        return glyphLine[index]
    }

    /// The glyph box of `index` (container coordinates): its advance across the fragment's height.
    func glyphRect(_ index: Int) -> CGRect {
        guard let line = lineIndex(ofGlyph: index) else { return .zero }
        let fragment = lines[line].rect
        return CGRect(x: glyphMinX[index], y: fragment.minY, width: glyphMaxX[index] - glyphMinX[index], height: fragment.height)
    }

    /// Indices of the lines whose characters meet `range`.
    func lineIndices(meeting range: NSRange) -> [Int] {
        lines.indices.filter { index in
            let lineRange = lines[index].range
            if range.length == 0 { return range.location >= lineRange.location && range.location < NSMaxRange(lineRange) }
            return NSIntersectionRange(lineRange, range).length > 0
        }
    }

    /// The line nearest `y` (container coordinates).
    func lineIndex(nearestY y: CGFloat) -> Int? {
        guard !lines.isEmpty else { return nil }
        if let inside = lines.firstIndex(where: { y >= $0.rect.minY && y < $0.rect.maxY }) { return inside }
        return y < lines[0].rect.minY ? 0 : lines.count - 1
    }
}

extension TextKitLayout {
    /// Lays out `input` (already wrapped at the container's width less its padding, with its
    /// line limits) for a container `containerWidth` wide (nil: unbounded), moving lines by
    /// `spacing(line, proposedRect)` from the delegate.
    static func make(input: TextLayoutInput, string: String, padding: CGFloat, containerWidth: CGFloat?,
                     emptyLineHeight: CGFloat,
                     spacing: ((_ glyphIndex: Int, _ rect: CGRect, _ startsParagraph: Bool, _ endsParagraph: Bool) -> (before: CGFloat, after: CGFloat))?) -> TextKitLayout {
        let utf16 = Array(string.utf16)
        let length = utf16.count
        let boundaries = Array(0...length)
        let positions = UITextView.enginePositions(of: string, boundaries: boundaries)
        let (carets, boxes): (TextBlockCarets, [TextLineBox]) = TextEngine.withState { state in
            let carets = state.blockCarets(input, positions: positions)
            let boxes = input.isEmpty && input.paragraphs.count <= 1 ? [] : state.measure(input).lines
            return (carets, boxes)
        }
        var lines: [TextKitLineFragment] = []
        var glyphLine = [Int](repeating: 0, count: length)
        var minX = [CGFloat](repeating: 0, count: length)
        var maxX = [CGFloat](repeating: 0, count: length)
        // Engine line by its top (carets carry their line's top).
        var lineOfTop: [CGFloat: Int] = [:]
        for (index, box) in boxes.enumerated() where lineOfTop[box.top] == nil { lineOfTop[box.top] = index }
        var firstChar = [Int](repeating: Int.max, count: boxes.count)
        var lastChar = [Int](repeating: -1, count: boxes.count)
        for index in 0..<length {
            let caret = carets.carets[index]
            let line = lineOfTop[caret.top] ?? max(0, boxes.count - 1)
            glyphLine[index] = line
            let next = carets.carets[index + 1]
            let box = boxes.isEmpty ? nil : boxes[line]
            var lo = caret.x, hi: CGFloat
            if next.top == caret.top {
                hi = next.x
            } else {
                // The line's last character (a wrap's space, a paragraph's separator): to
                // the line's end.
                hi = max(lo, (box.map { $0.x + $0.width }) ?? lo)
            }
            if hi < lo { swap(&lo, &hi) }
            minX[index] = lo + padding
            maxX[index] = hi + padding
            if !boxes.isEmpty {
                firstChar[line] = min(firstChar[line], index)
                lastChar[line] = max(lastChar[line], index)
            }
        }
        // Characters of lines cut by a limit sit on the last line: the container holds those
        // up to the last line's last character that the engine placed on it.
        var laidOutLength = length
        if let lastBox = boxes.last, input.maximumNumberOfLines > 0 || input.maxHeight != nil {
            let endOfText = (x: lastBox.x + lastBox.width, top: lastBox.top)
            var cut = length
            while cut > 0, carets.carets[cut - 1].top == endOfText.top, carets.carets[cut - 1].x == endOfText.x,
                  carets.carets[cut].x == endOfText.x, cut > firstChar[boxes.count - 1] {
                cut -= 1
            }
            laidOutLength = cut
        }
        var shift: CGFloat = 0
        var shifts: [CGFloat] = []
        let width = containerWidth
        var usedMaxX: CGFloat = 0
        for (index, box) in boxes.enumerated() {
            let hasChars = lastChar[index] >= 0
            // A final empty line (after a last paragraph separator) is the extra line fragment.
            if !hasChars, index == boxes.count - 1, index > 0 { break }
            let range = hasChars ? NSRange(location: firstChar[index], length: lastChar[index] - firstChar[index] + 1)
                                 : NSRange(location: length, length: 0)
            let fragmentWidth = width ?? (box.x + box.width + 2 * padding)
            var rect = CGRect(x: 0, y: box.top + shift, width: fragmentWidth, height: box.height)
            var before: CGFloat = 0, after: CGFloat = 0
            if let spacing, hasChars {
                let starts = range.location == 0 || isSeparator(utf16[range.location - 1])
                let last = NSMaxRange(range) - 1
                let ends = last >= length - 1 || isSeparator(utf16[last])
                (before, after) = spacing(range.location, rect, starts, ends)
            }
            shift += before
            rect.origin.y += before
            rect.size.height += after
            shifts.append(shift)
            let used = CGRect(x: box.x, y: rect.minY, width: box.width + 2 * padding, height: box.height)
            usedMaxX = max(usedMaxX, used.maxX)
            lines.append(TextKitLineFragment(rect: rect, usedRect: used, range: range, baseline: box.baseline - box.top,
                                             engineTop: box.top, engineHeight: box.height))
            shift += after
        }
        let usedBottom = lines.last.map { $0.rect.maxY } ?? 0
        var extra = CGRect.zero, extraUsed = CGRect.zero
        let endsWithSeparator = length > 0 && isSeparator(utf16[length - 1])
        if length == 0 || endsWithSeparator {
            // UIKit: an empty text or one ending in a paragraph separator has an extra, empty
            // line fragment for the caret below the last line.
            let height = boxes.count > lines.count ? boxes[boxes.count - 1].height : emptyLineHeight
            extra = CGRect(x: 0, y: usedBottom, width: width ?? 2 * padding, height: height)
            extraUsed = CGRect(x: 0, y: usedBottom, width: 2 * padding, height: height)
        }
        var used = CGRect(x: 0, y: 0, width: usedMaxX, height: usedBottom)
        if !extra.isEmpty { used = used.union(extraUsed) }
        return TextKitLayout(input: input, padding: padding, lines: lines, glyphLine: glyphLine, glyphMinX: minX,
                             glyphMaxX: maxX, lineShifts: shifts, usedRect: used, extraLineFragmentRect: extra,
                             extraLineFragmentUsedRect: extraUsed, laidOutLength: laidOutLength)
    }

    /// The engine's paragraph separators (LF, CR, NEL, U+2029).
    static func isSeparator(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2029
    }
}
