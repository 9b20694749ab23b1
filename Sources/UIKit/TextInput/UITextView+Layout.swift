@_spi(Platform) import QuartzCore
#if canImport(Glibc)
import Glibc
#endif

/// Layout of the text in the container, paragraph by paragraph (`TextViewLayout`): the content
/// size, the caret and selection geometry, and drawing of what is visible.
extension UITextView {
    /// The text's top-left in the view's content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width lines wrap at for a view `width` wide: the container's width (the view's less
    /// the inset, when it tracks the view) less the padding at both ends; nil for no wrapping.
    func wrapWidth(forViewWidth width: CGFloat) -> CGFloat? {
        let container = textContainer.widthTracksTextView
            ? width - textContainerInset.left - textContainerInset.right
            : textContainer.size.width
        guard container > 0, container < CGFloat.greatestFiniteMagnitude / 2 else { return nil }
        return max(1, container - 2 * textContainer.lineFragmentPadding)
    }

    var textDefaults: TextDefaults {
        var defaults = TextDefaults()
        defaults.font = effectiveFont
        defaults.color = TextRGBA((textColorStorage ?? .label).cgColor)
        return defaults
    }

    /// The text of `range` as it is shown: links in the link attributes, marked text underlined.
    func displayText(_ range: NSRange) -> NSAttributedString {
        let display = NSMutableAttributedString(attributedString: storage.attributedSubstring(from: range))
        let whole = NSRange(location: 0, length: display.length)
        var links: [NSRange] = []
        display.enumerateAttribute(.link, in: whole, options: []) { value, linkRange, _ in
            if value != nil { links.append(linkRange) }
        }
        if detectsLinks {
            for detected in TextURLScanner.urls(in: display.string)
            where !links.contains(where: { NSIntersectionRange($0, detected.range).length > 0 }) {
                links.append(detected.range)
            }
        }
        if !links.isEmpty {
            let attributes = effectiveLinkTextAttributes
            for link in links { display.addAttributes(attributes, range: link) }
        }
        applyTextHighlightAttributes(to: display, from: range)
        if let marked = buffer.markedRange {
            let overlap = NSIntersectionRange(marked, range)
            if overlap.length > 0 {
                // Marked (composing) text is underlined, as UIKit shows it, then takes
                // `markedTextStyle`.
                let local = NSRange(location: overlap.location - range.location, length: overlap.length)
                display.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: local)
                if let style = markedTextStyle { display.addAttributes(style, range: local) }
            }
        }
        return display
    }

    /// The whole text's engine input, wrapped at `wrapWidth`, with the container's line limit.
    func layoutInput(wrapWidth: CGFloat?) -> TextLayoutInput {
        var input = TextDrawing.input(displayText(NSRange(location: 0, length: storage.length)), defaults: textDefaults)
        applyContainerLimits(to: &input, wrapWidth: wrapWidth)
        return input
    }

    func applyContainerLimits(to input: inout TextLayoutInput, wrapWidth: CGFloat?) {
        input.maxWidth = wrapWidth
        input.maximumNumberOfLines = max(0, textContainer.maximumNumberOfLines)
        if input.maximumNumberOfLines > 0 {
            switch textContainer.lineBreakMode {
            case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: input.truncatesLastVisibleLine = true
            default: break
            }
        }
    }

    /// The (paragraph, UTF-8 offset) of each of `boundaries` (UTF-16) in `string`, paragraphs
    /// split as the engine splits them (LF, CR, CR LF, U+2029, NEL).
    nonisolated static func enginePositions(of string: String, boundaries: [Int]) -> [(paragraph: Int, utf8: Int)] {
        var positions: [(paragraph: Int, utf8: Int)] = []
        positions.reserveCapacity(boundaries.count)
        let scalars = Array(string.unicodeScalars)
        var paragraph = 0, utf8 = 0, utf16 = 0, next = 0, i = 0
        while i < scalars.count {
            while next < boundaries.count, boundaries[next] <= utf16 {
                positions.append((paragraph, utf8))
                next += 1
            }
            let scalar = scalars[i]
            utf16 += scalar.utf16.count
            switch scalar.value {
            case 0x0A, 0x2029, 0x85:
                paragraph += 1
                utf8 = 0
            case 0x0D:
                if i + 1 < scalars.count, scalars[i + 1].value == 0x0A {
                    i += 1
                    utf16 += 1
                }
                paragraph += 1
                utf8 = 0
            default:
                utf8 += scalar.utf8.count
            }
            i += 1
        }
        while next < boundaries.count {
            positions.append((paragraph, utf8))
            next += 1
        }
        return positions
    }

    /// The paragraphs of the text's UTF-16 `range` (which starts a paragraph, and ends one
    /// after its separator unless it reaches the end of the text).
    func splitParagraphs(_ range: NSRange) -> [TextViewParagraph] {
        let string = buffer.string
        let utf16 = string.utf16
        let startIndex = utf16.index(utf16.startIndex, offsetBy: range.location)
        let endIndex = utf16.index(startIndex, offsetBy: range.length)
        var result: [TextViewParagraph] = []
        var length = 0
        // A scan of the UTF-8 bytes, counting UTF-16 units: a lead byte of four is a
        // surrogate pair, a continuation byte nothing. Separators: LF, CR (LF), NEL (C2 85),
        // U+2029 (E2 80 A9).
        let utf8 = string.utf8
        let first = utf8.distance(from: utf8.startIndex, to: startIndex)
        let last = utf8.distance(from: utf8.startIndex, to: endIndex)
        // The whole text is ASCII when its UTF-8 length is its UTF-16 length (both known
        // without a scan); then only a CR needs the general scan below.
        let textIsASCII = utf8.count == buffer.length
        let scanned: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            // ASCII without CR (a paste of plain text): the paragraphs end at the LFs, found by
            // `memchr` (many bytes an instruction) rather than the scan below.
            let plain = textIsASCII
                ? !ASCIIWordScan.contains(bytes, 0x0D, from: first, to: last)
                : ASCIIWordScan.isASCIIWithoutCR(bytes, from: first, to: last)
            if let base = bytes.baseAddress, plain {
                // Room for lines of 32 bytes on average (the array grows past that).
                result.reserveCapacity((last - first) / 32 + 1)
                var start = first
                while start < last, let found = memchr(base + start, 0x0A, last - start) {
                    let end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    result.append(TextViewParagraph(length: end - start, terminatorLength: 1))
                    start = end + 1
                }
                length = last - start
                return
            }
            var index = first
            while index < last {
                // ASCII bytes other than LF and CR are no separator: skipped eight at a time up
                // to the first byte that may be one (LF, CR, or a byte of NEL or U+2029, which
                // are not ASCII).
                while index + 8 <= last {
                    let word = ASCIIWordScan.word(bytes, at: index)
                    let stops = ASCIIWordScan.nonASCII(word) | ASCIIWordScan.matches(word, 0x0A) | ASCIIWordScan.matches(word, 0x0D)
                    if stops == 0 {
                        length += 8
                        index += 8
                    } else {
                        let plain = ASCIIWordScan.bytesBefore(stops)
                        length += plain
                        index += plain
                        break
                    }
                }
                if index >= last { break }
                let byte = bytes[index]
                switch byte {
                case 0x0A:
                    result.append(TextViewParagraph(length: length, terminatorLength: 1))
                    length = 0
                    index += 1
                case 0x0D:
                    let crlf = index + 1 < last && bytes[index + 1] == 0x0A
                    result.append(TextViewParagraph(length: length, terminatorLength: crlf ? 2 : 1))
                    length = 0
                    index += crlf ? 2 : 1
                case 0xC2 where index + 1 < last && bytes[index + 1] == 0x85:
                    result.append(TextViewParagraph(length: length, terminatorLength: 1))
                    length = 0
                    index += 2
                case 0xE2 where index + 2 < last && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9:
                    result.append(TextViewParagraph(length: length, terminatorLength: 1))
                    length = 0
                    index += 3
                default:
                    if byte & 0xC0 != 0x80 { length += byte >= 0xF0 ? 2 : 1 }
                    index += 1
                }
            }
        }
        if scanned == nil {
            var pendingCR = false
            for unit in utf16[startIndex..<endIndex] {
                if pendingCR {
                    pendingCR = false
                    if unit == 0x0A {
                        result[result.count - 1].terminatorLength = 2
                        continue
                    }
                }
                switch unit {
                case 0x0A, 0x2029, 0x85:
                    result.append(TextViewParagraph(length: length, terminatorLength: 1))
                    length = 0
                case 0x0D:
                    result.append(TextViewParagraph(length: length, terminatorLength: 1))
                    length = 0
                    pendingCR = true
                default:
                    length += 1
                }
            }
        }
        if NSMaxRange(range) >= buffer.length { result.append(TextViewParagraph(length: length, terminatorLength: 0)) }
        return result
    }

    // MARK: The layout

    private var layoutKey: [CGFloat] {
        [wrapWidth(forViewWidth: bounds.width) ?? -1] + textContainer.layoutValues
    }

    /// The layout for the current text and width, made again (nothing laid out yet) when the
    /// width or the container changed.
    func textLayout() -> TextViewLayout {
        syncTrackedContainerSize()
        let key = layoutKey
        if let layoutCache, layoutCache.key == key { return layoutCache }
        let wrap = wrapWidth(forViewWidth: bounds.width)
        // A line limit counts lines across paragraphs, and unwrapped text aligns to its
        // longest line: such text is laid out whole.
        let whole = wrap == nil || textContainer.maximumNumberOfLines > 0
        let paragraphs = whole
            ? [TextViewParagraph(length: buffer.length, terminatorLength: 0)]
            : splitParagraphs(NSRange(location: 0, length: buffer.length))
        let font = effectiveFont
        // Paragraphs not laid out yet are estimated in lines of the view's font, as the
        // engine measures them.
        let sample = TextDrawing.input(NSAttributedString(string: "x"), defaults: textDefaults)
        let lineHeight = TextDrawing.measure(sample).usedSize.height
        let layout = TextViewLayout(key: key, wrapWidth: wrap, isWholeText: whole, estimatedLineHeight: lineHeight,
                                    estimatedCharacterWidth: font.pointSize * 0.5, paragraphs: paragraphs)
        layoutCache = layout
        return layout
    }

    /// Paragraph `index` laid out (now, if it was not).
    @discardableResult
    func laidOutParagraph(_ index: Int, in layout: TextViewLayout) -> TextViewParagraphLayout {
        if let laidOut = layout.laidOut(index) { return laidOut }
        let laidOut = makeParagraphLayout(index, in: layout)
        layout.setLayout(laidOut, of: index)
        return laidOut
    }

    func makeParagraphLayout(_ index: Int, in layout: TextViewLayout) -> TextViewParagraphLayout {
        paragraphLayoutCount += 1
        let paragraph = layout.paragraphs[index]
        let start = layout.starts[index]
        let string: String
        var input: TextLayoutInput
        if paragraph.length == 0 {
            // An empty paragraph takes its separator's style (at the end: the last character's).
            let styleIndex = min(start, storage.length - 1)
            let attributes = styleIndex >= 0 ? storage.attributes(at: styleIndex, effectiveRange: nil) : defaultAttributes
            input = TextDrawing.input(NSAttributedString(string: ""), defaults: textDefaults, uniformAttributes: attributes)
            string = ""
        } else {
            let display = displayText(NSRange(location: start, length: paragraph.length))
            input = TextDrawing.input(display, defaults: textDefaults)
            string = display.string
        }
        applyContainerLimits(to: &input, wrapWidth: layout.wrapWidth)
        // The buffer's boundaries in the paragraph, from its start.
        let first = globalBoundaryIndex(start)
        let last = layout.isWholeText ? buffer.boundaries.count - 1 : globalBoundaryIndex(start + paragraph.length)
        let boundaries = buffer.boundaries[first...max(first, last)].map { $0 - start }
        let positions = UITextView.enginePositions(of: string, boundaries: boundaries)
        let engineInput = input
        let key = TextLayoutKey()
        let carets = TextEngine.withState { $0.blockCarets(engineInput, positions: positions, keepingLayoutFor: key) }
        return TextViewParagraphLayout(input: input, carets: carets.carets, lines: carets.lines,
                                       usedSize: carets.usedSize,
                                       spacingBefore: input.paragraphs.first?.style.paragraphSpacingBefore ?? 0,
                                       spacingAfter: input.paragraphs.last?.style.paragraphSpacing ?? 0,
                                       layoutKey: key)
    }

    /// Lays out the paragraphs that meet `minY...maxY` (text coordinates), again until laying
    /// them out (their heights no longer estimates) brings no new paragraph into the range.
    func layOutParagraphs(from minY: CGFloat, to maxY: CGFloat, in layout: TextViewLayout) {
        guard !layout.paragraphs.isEmpty else { return }
        for _ in 0..<8 {
            var laidOutAny = false
            for index in layout.paragraphIndices(from: minY, to: maxY) where !layout.isLaidOut(index) {
                layout.setLayout(makeParagraphLayout(index, in: layout), of: index)
                laidOutAny = true
            }
            if !laidOutAny { return }
        }
    }

    func layOutAllParagraphs(in layout: TextViewLayout) {
        for index in layout.paragraphs.indices where !layout.isLaidOut(index) {
            layout.setLayout(makeParagraphLayout(index, in: layout), of: index)
        }
    }

    /// The text's size with the inset and padding, wrapped for a view `width` wide (0: not
    /// wrapped). An empty text view is one line high.
    func textSize(wrappingAt width: CGFloat) -> CGSize {
        let used: CGSize
        if width == bounds.width {
            let layout = textLayout()
            layOutAllParagraphs(in: layout)
            used = CGSize(width: layout.usedWidth, height: layout.height)
        } else {
            let input = layoutInput(wrapWidth: width > 0 ? wrapWidth(forViewWidth: width) : nil)
            used = TextEngine.withState { $0.blockCarets(input, positions: []) }.usedSize
        }
        let padding = 2 * textContainer.lineFragmentPadding
        return CGSize(width: (used.width + padding + textContainerInset.left + textContainerInset.right).rounded(.up),
                      height: (used.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// Something the whole layout depends on changed (the text replaced, its style, the inset):
    /// lay out again, redraw, and size the view again when its size follows its text.
    func textLayoutDidChange() {
        textVersion &+= 1
        layoutCache = nil
        // The layout manager's layout follows the view's (font, links, inset).
        layoutManagerObject.layoutCache = nil
        invalidateIntrinsicContentSize()
        contentView.setNeedsDisplay()
        updateTextLayout()
    }

    /// The user's edit replaced `range` (UTF-16, of the old text) with `newLength` characters:
    /// only the paragraphs it touched are laid out again; those after it move; only the band
    /// that changed is redrawn (down to the end when the edit changed heights).
    func textDidChange(replacing range: NSRange, withLength newLength: Int) {
        guard let layout = layoutCache, !layout.isWholeText, layout.key == layoutKey, !layout.paragraphs.isEmpty else {
            return textLayoutDidChange()
        }
        textVersion &+= 1
        let delta = newLength - range.length
        let starts = layout.starts
        var first = layout.paragraphIndex(containing: range.location)
        // An edit at a paragraph's start may join it to the previous one (a CR before an
        // inserted LF, a deleted separator).
        if first > 0, starts[first] == range.location { first -= 1 }
        let last = max(first, layout.paragraphIndex(containing: NSMaxRange(range)))
        let regionStart = starts[first]
        let oldEnd = starts[last] + layout.paragraphs[last].length + layout.paragraphs[last].terminatorLength
        let oldTop = layout.top(of: first)
        let oldBottom = layout.top(of: last) + layout.height(of: last)
        let replacement = splitParagraphs(NSRange(location: regionStart, length: max(0, oldEnd + delta - regionStart)))
        guard !replacement.isEmpty else { return textLayoutDidChange() }
        layout.replaceParagraphs(first...last, with: replacement)
        // A typed key or a short paste is laid out now; a long paste as it is shown.
        if replacement.count <= 32 {
            for index in first..<(first + replacement.count) { laidOutParagraph(index, in: layout) }
        }
        let newLast = first + replacement.count - 1
        let newBottom = layout.top(of: newLast) + layout.height(of: newLast)
        let origin = textOrigin
        let bottom = newBottom == oldBottom ? newBottom : CGFloat.greatestFiniteMagnitude / 4
        let band = CGRect(x: 0, y: origin.y + oldTop, width: bounds.width,
                          height: min(bottom, CGFloat.greatestFiniteMagnitude / 4) - oldTop)
        let dirty = band.offsetBy(dx: 0, dy: -contentView.frame.minY).intersection(contentView.bounds)
        if !dirty.isNull, !dirty.isEmpty { contentView.setNeedsDisplay(dirty) }
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        // UIKit: after a paste (or undo) the view scrolls to show the caret, at the end of the
        // pasted text, so a long one is shown there, not where the view was.
        updateTextLayout(beforeCaretScroll: replacement.count > 32)
    }

    /// Lays out what is visible, sets the content size from the text's height, places the
    /// drawing viewport and the caret.
    ///
    /// `beforeCaretScroll`: a long edit, which the caret's scroll into view follows. When its
    /// caret lies screens away, that scroll shows other paragraphs, so those shown now are not
    /// laid out (a 10 MB paste at the top: 40 paragraphs shaped for nothing, more than a frame's
    /// budget); the next layout pass lays out what is shown then, and drawing what it draws.
    func updateTextLayout(beforeCaretScroll: Bool = false) {
        let layout = textLayout()
        let origin = textOrigin
        if isScrollEnabled {
            let margin = bounds.height / 4
            if beforeCaretScroll, caretIsScreensAway() {
                setNeedsLayout()
            } else {
                layOutParagraphs(from: bounds.minY - origin.y - margin, to: bounds.maxY - origin.y + margin, in: layout)
            }
        } else {
            layOutAllParagraphs(in: layout)
        }
        let height = (layout.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        updateViewport(contentHeight: height)
        updateCaret()
    }

    /// The height of the tiles that draw the text.
    static let tileHeight: CGFloat = 128

    /// The content view spans the content; tiles cover the visible part and a quarter screen
    /// beyond either edge (not the whole content, whose backing store could be enormous). A
    /// tile scrolled out of that band is removed, one scrolled in is made and drawn.
    func updateViewport(contentHeight: CGFloat) {
        let total = max(contentHeight, bounds.height)
        let width = bounds.width
        let frame = CGRect(x: 0, y: 0, width: width, height: total)
        if contentView.frame != frame { contentView.frame = frame }
        let margin = bounds.height / 4
        let top = max(0, bounds.minY - margin), bottom = min(total, bounds.maxY + margin)
        let height = UITextView.tileHeight
        let wanted: ClosedRange<Int>? = width > 0 && bottom > top ? Int(top / height)...Int((bottom - 0.001) / height) : nil
        for (band, tile) in tiles where !(wanted?.contains(band) ?? false) {
            tile.removeFromSuperview()
            tiles[band] = nil
        }
        guard let wanted else { return }
        for band in wanted {
            let tileFrame = CGRect(x: 0, y: CGFloat(band) * height, width: width, height: min(height, total - CGFloat(band) * height))
            if let tile = tiles[band] {
                if tile.frame != tileFrame {
                    tile.frame = tileFrame
                    tile.setNeedsDisplay()
                }
            } else {
                let tile = TextViewTileView(frame: tileFrame)
                tile.textView = self
                contentView.insertSubview(tile, belowSubview: caretView)
                tile.setNeedsDisplay()
                tiles[band] = tile
            }
        }
    }

    /// Redisplays the tiles over `rect` (content coordinates; nil: all of them).
    func setNeedsTextDisplay(in rect: CGRect?) {
        for tile in tiles.values {
            guard let rect else {
                tile.setNeedsDisplay()
                continue
            }
            let local = rect.offsetBy(dx: -tile.frame.minX, dy: -tile.frame.minY).intersection(tile.bounds)
            if !local.isNull, !local.isEmpty { tile.setNeedsDisplay(local) }
        }
    }

    // MARK: Geometry

    /// The caret of a UTF-16 offset in the text's coordinates (its x, its line's top and
    /// height).
    func caret(at offset: Int) -> (x: CGFloat, top: CGFloat, height: CGFloat)? {
        let layout = textLayout()
        guard !layout.paragraphs.isEmpty else { return nil }
        let boundary = buffer.boundary(atOrBefore: offset)
        let index = layout.paragraphIndex(containing: boundary)
        let paragraph = laidOutParagraph(index, in: layout)
        let local = globalBoundaryIndex(boundary) - globalBoundaryIndex(layout.starts[index])
        guard local >= 0, local < paragraph.caretCount else { return nil }
        let caret = paragraph.caret(local)
        return (caret.x, layout.top(of: index) + caret.top, caret.height)
    }

    /// The index in the buffer's boundaries of the boundary at or before `offset`.
    func globalBoundaryIndex(_ offset: Int) -> Int {
        buffer.boundaries.index(atOrBefore: offset)
    }

    /// The caret of a UTF-16 offset, in content coordinates: 2 points wide, centered on the
    /// position, as tall as its line.
    func caretRectValue(at offset: Int) -> CGRect {
        guard let caret = caret(at: offset) else { return .null }
        let origin = textOrigin
        return CGRect(x: origin.x + caret.x - UITextView.caretWidth / 2, y: origin.y + caret.top,
                      width: UITextView.caretWidth, height: caret.height)
    }

    /// The caret's x of a UTF-16 offset in text coordinates.
    func caretX(at offset: Int) -> CGFloat { caret(at: offset)?.x ?? 0 }

    /// The selection's rectangles in content coordinates: one per line it covers (a line it
    /// continues past reaches the container's end; lines it covers whole span the container).
    /// With `minY...maxY` (content coordinates), only the lines there.
    func selectionRectValues(for range: NSRange, from minY: CGFloat = -.infinity, to maxY: CGFloat = .infinity) -> [CGRect] {
        guard range.length > 0, let start = caret(at: range.location), let end = caret(at: NSMaxRange(range)) else { return [] }
        let layout = textLayout()
        let origin = textOrigin
        let right = layout.wrapWidth ?? max(layout.usedWidth, start.x, end.x)
        if start.top == end.top {
            return [CGRect(x: origin.x + min(start.x, end.x), y: origin.y + start.top, width: abs(end.x - start.x), height: start.height)]
        }
        var rects = [CGRect(x: origin.x + start.x, y: origin.y + start.top, width: max(0, right - start.x), height: start.height)]
        let first = layout.paragraphIndex(containing: range.location)
        let last = layout.paragraphIndex(containing: NSMaxRange(range))
        var indices = first...last
        if minY > -.infinity || maxY < .infinity {
            let shown = layout.paragraphIndices(from: minY - origin.y, to: maxY - origin.y)
            guard shown.upperBound >= first, shown.lowerBound <= last else { return [] }
            indices = max(first, shown.lowerBound)...min(last, shown.upperBound)
        }
        for index in indices {
            let top = layout.top(of: index)
            if let paragraph = layout.laidOut(index) {
                for line in paragraph.lines where top + line.top > start.top && top + line.top < end.top {
                    rects.append(CGRect(x: origin.x, y: origin.y + top + line.top, width: right, height: line.height))
                }
            } else if top > start.top, top < end.top {
                rects.append(CGRect(x: origin.x, y: origin.y + top, width: right, height: layout.height(of: index)))
            }
        }
        rects.append(CGRect(x: origin.x, y: origin.y + end.top, width: end.x, height: end.height))
        return rects
    }

    /// The boundary whose caret is nearest to `point` (content coordinates): on the line
    /// nearest the point's y, the caret nearest its x.
    func closestOffset(to point: CGPoint) -> Int {
        let layout = textLayout()
        guard !layout.paragraphs.isEmpty else { return 0 }
        let origin = textOrigin
        let y = point.y - origin.y, x = point.x - origin.x
        let index = layout.paragraphIndex(atY: y)
        let paragraph = laidOutParagraph(index, in: layout)
        let top = layout.top(of: index), start = layout.starts[index]
        guard let line = paragraph.lines.min(by: { lineDistance($0, y - top) < lineDistance($1, y - top) }) else { return start }
        let base = globalBoundaryIndex(start)
        let boundaries = buffer.boundaries
        let count = min(paragraph.caretCount, boundaries.count - base)
        guard count > 0 else { return start }
        var best = boundaries[base + count - 1], bestDistance = CGFloat.infinity
        for local in 0..<count {
            let caret = paragraph.caret(local)
            guard caret.top == line.top else { continue }
            let distance = abs(caret.x - x)
            if distance < bestDistance {
                best = boundaries[base + local]
                bestDistance = distance
            }
        }
        return best
    }

    private func lineDistance(_ line: (top: CGFloat, height: CGFloat), _ y: CGFloat) -> CGFloat {
        y < line.top ? line.top - y : y > line.top + line.height ? y - line.top - line.height : 0
    }

    /// `offset` moved `count` lines down (negative: up), keeping its x (or `goalX`, in text
    /// coordinates); past the first line it goes to the start, past the last to the end
    /// (UIKit).
    func offsetMovedByLines(_ offset: Int, _ count: Int, goalX: CGFloat? = nil) -> Int {
        guard count != 0, let caret = caret(at: offset) else { return offset }
        let layout = textLayout()
        var index = layout.paragraphIndex(containing: buffer.boundary(atOrBefore: offset))
        var paragraph = laidOutParagraph(index, in: layout)
        let top = layout.top(of: index)
        guard var lineIndex = paragraph.lines.firstIndex(where: { top + $0.top == caret.top }) else { return offset }
        var remaining = count
        while remaining > 0 {
            if lineIndex + 1 < paragraph.lines.count {
                lineIndex += 1
            } else if index + 1 < layout.paragraphs.count {
                index += 1
                paragraph = laidOutParagraph(index, in: layout)
                lineIndex = 0
            } else {
                return buffer.length
            }
            remaining -= 1
        }
        while remaining < 0 {
            if lineIndex > 0 {
                lineIndex -= 1
            } else if index > 0 {
                index -= 1
                paragraph = laidOutParagraph(index, in: layout)
                lineIndex = paragraph.lines.count - 1
            } else {
                return 0
            }
            remaining += 1
        }
        guard lineIndex >= 0, lineIndex < paragraph.lines.count else { return offset }
        let line = paragraph.lines[lineIndex]
        let origin = textOrigin
        let y = origin.y + layout.top(of: index) + line.top + line.height / 2
        return closestOffset(to: CGPoint(x: origin.x + (goalX ?? caret.x), y: y))
    }

    /// The grapheme cluster under `point`; nil off the text.
    func _characterRange(at point: CGPoint) -> UITextRange? {
        let layout = textLayout()
        guard !layout.paragraphs.isEmpty else { return nil }
        let origin = textOrigin
        let x = point.x - origin.x, y = point.y - origin.y
        let index = layout.paragraphIndex(atY: y)
        let paragraph = laidOutParagraph(index, in: layout)
        let top = layout.top(of: index), start = layout.starts[index]
        let base = globalBoundaryIndex(start)
        let boundaries = buffer.boundaries
        for local in 0..<max(0, min(paragraph.caretCount, boundaries.count - base) - 1) {
            let a = paragraph.caret(local), b = paragraph.caret(local + 1)
            guard a.top == b.top, y >= top + a.top, y < top + a.top + a.height else { continue }
            if x >= min(a.x, b.x), x < max(a.x, b.x) {
                return TextOffsetRange(from: boundaries[base + local], to: boundaries[base + local + 1])
            }
        }
        return nil
    }

    // MARK: Drawing

    /// Draws the selection (tint at low opacity) and the text of the paragraphs that meet
    /// `rect` into a tile whose top is at `shift` in the content.
    func drawContent(_ rect: CGRect, shift: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // Content coordinates from here on.
        context.translateBy(x: 0, y: -shift)
        let minY = rect.minY + shift, maxY = rect.maxY + shift
        let layout = textLayout()
        let origin = textOrigin
        layOutParagraphs(from: minY - origin.y, to: maxY - origin.y, in: layout)
        drawTextHighlightBackgrounds(from: minY - origin.y, to: maxY - origin.y, in: layout)
        if showsSelectionHighlight, buffer.selection.length > 0 {
            (tintColor ?? .systemBlue).withAlphaComponent(UITextView.selectionAlpha).setFill()
            for selection in selectionRectValues(for: buffer.selection, from: minY, to: maxY) {
                UIBezierPath(rect: selection).fill()
            }
        }
        guard !layout.paragraphs.isEmpty else { return }
        if drawsThroughLayoutFragments(layout) {
            return drawLayoutFragments(from: minY - origin.y, to: maxY - origin.y, in: layout, context: context)
        }
        for index in layout.paragraphIndices(from: minY - origin.y, to: maxY - origin.y) {
            guard let paragraph = layout.laidOut(index) else { continue }
            drawParagraph(index, paragraph, at: CGPoint(x: origin.x, y: origin.y + layout.top(of: index)), in: layout, context: context)
        }
    }

    /// Draws laid-out paragraph `index` with its top-left at `at` (the line's start, after the
    /// padding), with the layout manager's rendering attributes when any meet it.
    func drawParagraph(_ index: Int, _ paragraph: TextViewParagraphLayout, at: CGPoint, in layout: TextViewLayout, context: CGContext) {
        if let rendered = renderingAttributesInput(forParagraph: index, in: layout) {
            _ = TextDrawing.draw(rendered, at: at, in: context)
        } else {
            _ = TextDrawing.draw(paragraph.input, at: at, in: context, keptLayout: paragraph.layoutKey)
        }
    }

    /// UIKit: the selection shows while editing, and in a selectable view that is not
    /// editable (which never becomes first responder).
    var showsSelectionHighlight: Bool { isFirstResponder || (!isEditable && isSelectable) }

    /// The selection changed from `old`: redraw when either has a highlight (a caret is its own
    /// view and needs no redraw).
    func selectionDisplayDidChange(from old: NSRange) {
        guard old.length > 0 || buffer.selection.length > 0 else { return }
        contentView.setNeedsDisplay()
    }

    // MARK: Caret

    /// Places the caret view (shown while editing with an empty selection), solid, and
    /// restarts its blinking.
    func updateCaret() {
        selectionHandlesStorage?.update()
        guard editingFlag, buffer.selection.length == 0, window != nil else {
            caretBlinker.stop()
            return
        }
        // The caret is the content view's subview: content coordinates less its origin.
        let frame = caretRectValue(at: buffer.selection.location).offsetBy(dx: -contentView.frame.minX, dy: -contentView.frame.minY)
        caretView.backgroundColor = tintColor
        // Layout passes that leave the caret in place do not interrupt its blinking.
        guard frame != caretView.frame || caretView.isHidden else { return }
        caretView.frame = frame
        caretBlinker.restart()
    }

    /// Whether the caret (the moving end of the selection) lies more than two screens above or
    /// below the view's bounds, its paragraph laid out, those before it estimated.
    private func caretIsScreensAway() -> Bool {
        let caret = caretRectValue(at: buffer.movingEnd)
        guard !caret.isNull, bounds.height > 0 else { return false }
        return caret.minY > bounds.maxY + 2 * bounds.height || caret.maxY < bounds.minY - 2 * bounds.height
    }

    /// Scrolls the least needed to show the caret (the moving end of the selection).
    func scrollCaretToVisible() {
        guard isScrollEnabled else { return }
        let caret = caretRectValue(at: buffer.movingEnd)
        guard !caret.isNull else { return }
        // UIKit: the offset lands on whole pixels (`setContentOffset` rounds it), so the text's
        // tiles are composited without resampling.
        _scrollRectToVisible(caret, animated: false, roundsToPixels: true)
    }
}
