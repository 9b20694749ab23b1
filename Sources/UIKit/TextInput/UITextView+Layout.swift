@_spi(Platform) import QuartzCore

/// Layout of the text in the container, the content size, the caret and selection geometry,
/// and drawing.
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

    func layoutInput(wrapWidth: CGFloat?) -> TextLayoutInput {
        var defaults = TextDefaults()
        defaults.font = effectiveFont
        defaults.color = TextRGBA((textColorStorage ?? .label).cgColor)
        let display = NSMutableAttributedString(attributedString: storage)
        if let marked = buffer.markedRange, NSMaxRange(marked) <= display.length {
            // Marked (composing) text is underlined, as UIKit shows it.
            display.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: marked)
        }
        var input = TextDrawing.input(display, defaults: defaults)
        input.maxWidth = wrapWidth
        input.maximumNumberOfLines = max(0, textContainer.maximumNumberOfLines)
        if input.maximumNumberOfLines > 0 {
            switch textContainer.lineBreakMode {
            case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: input.truncatesLastVisibleLine = true
            default: break
            }
        }
        return input
    }

    /// The (paragraph, UTF-8 offset) of each cluster boundary, paragraphs split as the
    /// engine splits them (LF, CR, CR LF, U+2029, NEL).
    func enginePositions() -> [(paragraph: Int, utf8: Int)] {
        let boundaries = buffer.boundaries
        var positions: [(paragraph: Int, utf8: Int)] = []
        positions.reserveCapacity(boundaries.count)
        let scalars = Array(buffer.string.unicodeScalars)
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

    /// The layout for the current text and width, computed when either changed.
    func textLayout() -> TextViewLayout {
        let wrap = wrapWidth(forViewWidth: bounds.width)
        let key = [CGFloat(textVersion), wrap ?? -1] + textContainer.layoutValues
        if let layoutCache, layoutCache.key == key { return layoutCache }
        let input = layoutInput(wrapWidth: wrap)
        let positions = enginePositions()
        let carets = TextEngine.withState { $0.blockCarets(input, positions: positions) }
        let layout = TextViewLayout(key: key, input: input, carets: carets.carets, lines: carets.lines,
                                    usedSize: carets.usedSize, wrapWidth: wrap)
        layoutCache = layout
        return layout
    }

    /// The text's size with the inset and padding, wrapped for a view `width` wide (0: not
    /// wrapped). An empty text view is one line high.
    func textSize(wrappingAt width: CGFloat) -> CGSize {
        let used: CGSize
        if width == bounds.width {
            used = textLayout().usedSize
        } else {
            let input = layoutInput(wrapWidth: width > 0 ? wrapWidth(forViewWidth: width) : nil)
            used = TextEngine.withState { $0.blockCarets(input, positions: []) }.usedSize
        }
        let padding = 2 * textContainer.lineFragmentPadding
        return CGSize(width: (used.width + padding + textContainerInset.left + textContainerInset.right).rounded(.up),
                      height: (used.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// Something layout depends on changed: lay out again, and size the view again when its
    /// size follows its text.
    func textLayoutDidChange() {
        textVersion &+= 1
        layoutCache = nil
        invalidateIntrinsicContentSize()
        updateTextLayout()
    }

    /// Sets the content size from the text's height (the view's width), sizes the content
    /// view, redraws and places the caret.
    func updateTextLayout() {
        let layout = textLayout()
        let height = (layout.usedSize.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        let frame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: max(height, bounds.height)))
        if contentView.frame != frame { contentView.frame = frame }
        contentView.setNeedsDisplay()
        updateCaret()
    }

    // MARK: Geometry

    /// The caret of a UTF-16 offset, in content coordinates: 2 points wide, centered on the
    /// position, as tall as its line.
    func caretRectValue(at offset: Int) -> CGRect {
        let layout = textLayout()
        let index = boundaryIndex(of: offset)
        guard index < layout.carets.count else { return .null }
        let caret = layout.carets[index]
        let origin = textOrigin
        return CGRect(x: origin.x + caret.x - UITextView.caretWidth / 2, y: origin.y + caret.top,
                      width: UITextView.caretWidth, height: caret.height)
    }

    /// The caret's x of a UTF-16 offset in text coordinates.
    func caretX(at offset: Int) -> CGFloat {
        let layout = textLayout()
        let index = boundaryIndex(of: offset)
        return index < layout.carets.count ? layout.carets[index].x : 0
    }

    func boundaryIndex(of offset: Int) -> Int {
        let boundary = buffer.boundary(atOrBefore: offset)
        var low = 0, high = buffer.boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if buffer.boundaries[middle] < boundary { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The selection's rectangles in content coordinates: one per line it covers (a line it
    /// continues past reaches the container's end; lines it covers whole span the container).
    func selectionRectValues(for range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        let layout = textLayout()
        let startIndex = boundaryIndex(of: range.location), endIndex = boundaryIndex(of: NSMaxRange(range))
        guard startIndex < layout.carets.count, endIndex < layout.carets.count else { return [] }
        let start = layout.carets[startIndex], end = layout.carets[endIndex]
        let origin = textOrigin
        let right = layout.wrapWidth ?? max(layout.usedSize.width, start.x, end.x)
        if start.top == end.top {
            return [CGRect(x: origin.x + min(start.x, end.x), y: origin.y + start.top, width: abs(end.x - start.x), height: start.height)]
        }
        var rects = [CGRect(x: origin.x + start.x, y: origin.y + start.top, width: max(0, right - start.x), height: start.height)]
        for line in layout.lines where line.top > start.top && line.top < end.top {
            rects.append(CGRect(x: origin.x, y: origin.y + line.top, width: right, height: line.height))
        }
        rects.append(CGRect(x: origin.x, y: origin.y + end.top, width: end.x, height: end.height))
        return rects
    }

    /// The boundary whose caret is nearest to `point` (content coordinates): on the line
    /// nearest the point's y, the caret nearest its x.
    func closestOffset(to point: CGPoint) -> Int {
        let layout = textLayout()
        let origin = textOrigin
        let y = point.y - origin.y, x = point.x - origin.x
        guard let line = layout.lines.min(by: { lineDistance($0, y) < lineDistance($1, y) }) else { return 0 }
        var best = buffer.length, bestDistance = CGFloat.infinity
        for (index, caret) in layout.carets.enumerated() where caret.top == line.top && index < buffer.boundaries.count {
            let distance = abs(caret.x - x)
            if distance < bestDistance {
                best = buffer.boundaries[index]
                bestDistance = distance
            }
        }
        return best
    }

    private func lineDistance(_ line: (top: CGFloat, height: CGFloat), _ y: CGFloat) -> CGFloat {
        y < line.top ? line.top - y : y > line.top + line.height ? y - line.top - line.height : 0
    }

    /// `offset` moved `count` lines down (negative: up), keeping its x (or `goalX`, in text
    /// coordinates); past the first line
    /// it goes to the start, past the last to the end (UIKit).
    func offsetMovedByLines(_ offset: Int, _ count: Int, goalX: CGFloat? = nil) -> Int {
        guard count != 0 else { return offset }
        let layout = textLayout()
        let index = boundaryIndex(of: offset)
        guard index < layout.carets.count,
              let lineIndex = layout.lines.firstIndex(where: { $0.top == layout.carets[index].top }) else { return offset }
        let target = lineIndex + count
        if target < 0 { return 0 }
        if target >= layout.lines.count { return buffer.length }
        let line = layout.lines[target]
        let origin = textOrigin
        return closestOffset(to: CGPoint(x: origin.x + (goalX ?? layout.carets[index].x), y: origin.y + line.top + line.height / 2))
    }

    /// The grapheme cluster under `point`; nil off the text.
    func _characterRange(at point: CGPoint) -> UITextRange? {
        let layout = textLayout()
        let origin = textOrigin
        let x = point.x - origin.x, y = point.y - origin.y
        for index in 0..<max(0, min(layout.carets.count, buffer.boundaries.count) - 1) {
            let a = layout.carets[index], b = layout.carets[index + 1]
            guard a.top == b.top, y >= a.top, y < a.top + a.height else { continue }
            if x >= min(a.x, b.x), x < max(a.x, b.x) {
                return TextOffsetRange(from: buffer.boundaries[index], to: buffer.boundaries[index + 1])
            }
        }
        return nil
    }

    // MARK: Drawing

    /// Draws the selection (tint at low opacity) and the text into the content view.
    func drawContent(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textLayout()
        if isFirstResponder, buffer.selection.length > 0 {
            (tintColor ?? .systemBlue).withAlphaComponent(UITextView.selectionAlpha).setFill()
            for selection in selectionRectValues(for: buffer.selection) { UIBezierPath(rect: selection).fill() }
        }
        _ = TextDrawing.draw(layout.input, at: textOrigin, in: context)
    }

    // MARK: Caret

    /// Places the caret view (shown while editing with an empty selection), solid, and
    /// restarts its blinking.
    func updateCaret() {
        guard editingFlag, buffer.selection.length == 0, window != nil else {
            caretBlinker.stop()
            return
        }
        let frame = caretRectValue(at: buffer.selection.location)
        caretView.backgroundColor = tintColor
        // Layout passes that leave the caret in place do not interrupt its blinking.
        guard frame != caretView.frame || caretView.isHidden else { return }
        caretView.frame = frame
        caretBlinker.restart()
    }

    /// Scrolls the least needed to show the caret (the moving end of the selection).
    func scrollCaretToVisible() {
        guard isScrollEnabled else { return }
        let caret = caretRectValue(at: buffer.movingEnd)
        guard !caret.isNull else { return }
        scrollRectToVisible(caret, animated: false)
    }
}
