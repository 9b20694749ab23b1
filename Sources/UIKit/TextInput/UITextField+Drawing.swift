@_spi(Platform) import QuartzCore

/// Drawing: the border, the background, the selection, the text or placeholder, the clear
/// button; and the caret (a subview), which blinks on the framework clock.
extension UITextField {
    /// UIKit draws a rounded-rect field's border as a light gray hairline around a white fill
    /// with corners of about 5 points (measured from iOS's appearance; not documented).
    static let roundedRectCornerRadius: CGFloat = 5
    static let roundedRectBorderWidth: CGFloat = 0.5
    static var roundedRectBorderColor: UIColor { .systemGray4 }
    /// iOS: the selection is the tint color at low opacity; the caret is 2 points wide.
    static let selectionAlpha: CGFloat = 0.2
    static let caretWidth: CGFloat = 2
    static let bullet: Character = "\u{2022}"

    // MARK: Displayed text

    /// What the line shows: bullets for a secure field (one per grapheme cluster), line
    /// breaks as spaces.
    func displayedAttributedText(for string: NSAttributedString) -> NSAttributedString {
        if isSecureTextEntry {
            let count = string.string.count
            return NSAttributedString(string: String(repeating: UITextField.bullet, count: count), attributes: defaultTextAttributes)
        }
        guard string.string.unicodeScalars.contains(where: { [0x0A, 0x0D, 0x2029, 0x2028, 0x85].contains($0.value) }) else {
            return string
        }
        let copy = NSMutableAttributedString(attributedString: string)
        let units = Array(string.string.utf16)
        for (index, unit) in units.enumerated().reversed() where [0x0A, 0x0D, 0x2029, 0x2028, 0x85].contains(unit) {
            copy.replaceCharacters(in: NSRange(location: index, length: 1), with: " ")
        }
        return copy
    }

    /// UIKit: with `adjustsFontSizeToFitWidth`, text wider than the text rect is laid out
    /// with a smaller font (down to `minimumFontSize`), while editing too: the caret, the
    /// selection and hit-testing follow the shrunk text.
    func caretGeometry() -> TextFieldCaretGeometry {
        let fitWidth: CGFloat? = adjustsFontSizeToFitWidth ? currentTextRect.width : nil
        if let caretGeometryCache, caretGeometryCache.fitWidth == fitWidth { return caretGeometryCache }
        var geometry = lineGeometry(fontScale: 1)
        if let fitWidth, geometry.width > fitWidth, geometry.width > 0, fitWidth > 0 {
            let minimum = minimumFontSize > 0 ? minimumFontSize / fontStorage.pointSize : 0.1
            let scale = max(min(1, minimum), fitWidth / geometry.width)
            if scale < 1 { geometry = lineGeometry(fontScale: scale) }
        }
        geometry.fitWidth = fitWidth
        caretGeometryCache = geometry
        return geometry
    }

    private func lineGeometry(fontScale: CGFloat) -> TextFieldCaretGeometry {
        let display = displayedAttributedText(for: storage)
        var defaults = textDefaults
        defaults.fontScale = fontScale
        let input = displayedTextInput(display, defaults: defaults)
        // The UTF-8 offset of each cluster boundary in the displayed string.
        var offsets = [0]
        offsets.reserveCapacity(buffer.boundaries.count)
        var utf8 = 0
        for character in display.string {
            utf8 += character.utf8.count
            offsets.append(utf8)
        }
        while offsets.count < buffer.boundaries.count { offsets.append(utf8) }
        let carets = TextEngine.withState { $0.lineCarets(input, utf8Offsets: Array(offsets.prefix(buffer.boundaries.count))) }
        let height = carets.height > 0 ? carets.height : fontStorage.lineHeight * fontScale
        return TextFieldCaretGeometry(xs: carets.xs, lineHeight: height, width: carets.width, fontScale: fontScale)
    }

    /// The top-left of the line in `rect` (the editing rect while editing): aligned as the
    /// text alignment says when it fits, scrolled to the caret when it does not, centered
    /// vertically (`contentVerticalAlignment`).
    func textOrigin(in rect: CGRect) -> CGPoint {
        let geometry = caretGeometry()
        var x = rect.minX
        if geometry.width < rect.width {
            switch resolvedAlignment {
            case .center: x += ((rect.width - geometry.width) / 2)
            case .right: x += rect.width - geometry.width
            default: break
            }
        } else {
            x -= editingFlag ? scrollOffset : 0
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = rect.minY
        case .bottom: y = rect.maxY - geometry.lineHeight
        default: y = rect.minY + (rect.height - geometry.lineHeight) / 2
        }
        return CGPoint(x: x, y: y)
    }

    var resolvedAlignment: NSTextAlignment {
        switch textAlignmentStorage {
        case .left, .center, .right: return textAlignmentStorage
        default: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        }
    }

    /// The rect the text occupies now: the editing rect while editing, else the text rect.
    var currentTextRect: CGRect {
        editingFlag ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// Index of a UTF-16 offset's boundary in the buffer's boundary list.
    func boundaryIndex(of offset: Int) -> Int {
        let boundary = buffer.boundary(atOrBefore: offset)
        var low = 0, high = buffer.boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if buffer.boundaries[middle] < boundary { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The caret's x (field coordinates) at a UTF-16 offset.
    func caretX(at offset: Int, in rect: CGRect) -> CGFloat {
        let geometry = caretGeometry()
        let index = min(boundaryIndex(of: offset), geometry.xs.count - 1)
        return textOrigin(in: rect).x + (index >= 0 ? geometry.xs[index] : 0)
    }

    func defaultCaretRect(at offset: Int) -> CGRect {
        let rect = currentTextRect
        let geometry = caretGeometry()
        let origin = textOrigin(in: rect)
        var x = caretX(at: offset, in: rect) - UITextField.caretWidth / 2
        x = max(rect.minX, min(x, rect.maxX - UITextField.caretWidth))
        return CGRect(x: x, y: origin.y, width: UITextField.caretWidth, height: geometry.lineHeight)
    }

    /// Keeps the moving end of the selection inside the editing rect by scrolling the line.
    func ensureCaretVisible() {
        guard editingFlag else { return }
        let rect = editingRect(forBounds: bounds)
        let geometry = caretGeometry()
        // The caret is centered on its position: half of it may reach the rect's edge.
        let room = rect.width - UITextField.caretWidth / 2
        guard geometry.width > room, room > 0 else {
            scrollOffset = 0
            return
        }
        let index = min(boundaryIndex(of: buffer.movingEnd), geometry.xs.count - 1)
        let caret = index >= 0 ? geometry.xs[index] : 0
        if caret < scrollOffset { scrollOffset = caret }
        if caret > scrollOffset + room { scrollOffset = caret - room }
        scrollOffset = max(0, min(scrollOffset, geometry.width - room))
    }

    // MARK: Drawing

    func drawField(_ dirty: CGRect) {
        drawBorderAndBackground()
        let editing = editingFlag
        let rect = currentTextRect
        if editing, buffer.selection.length > 0 {
            drawSelection(in: rect)
        }
        if hasText {
            drawText(in: rect)
        } else if placeholderStorage != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if isClearButtonShown { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    private func drawBorderAndBackground() {
        let border = borderRect(forBounds: bounds)
        switch borderStyle {
        case .roundedRect:
            let inset = UITextField.roundedRectBorderWidth / 2
            let path = UIBezierPath(roundedRect: border.insetBy(dx: inset, dy: inset), cornerRadius: UITextField.roundedRectCornerRadius)
            UIColor.systemBackground.setFill()
            path.fill()
            UITextField.roundedRectBorderColor.setStroke()
            path.lineWidth = UITextField.roundedRectBorderWidth
            path.stroke()
            return
        default:
            break
        }
        if let image = (!isEnabled ? disabledBackground : nil) ?? background {
            image.draw(in: border)
        }
        switch borderStyle {
        case .line:
            let path = UIBezierPath(rect: border.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            UIColor.black.setStroke()
            path.stroke()
        case .bezel:
            // A gray frame with a darker top edge (the bezel's shadow).
            let path = UIBezierPath(rect: border.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            UIColor.systemGray.setStroke()
            path.stroke()
            let top = UIBezierPath()
            top.move(to: CGPoint(x: border.minX, y: border.minY + 0.5))
            top.addLine(to: CGPoint(x: border.maxX, y: border.minY + 0.5))
            top.lineWidth = 1
            UIColor.darkGray.setStroke()
            top.stroke()
        default:
            break
        }
    }

    private func drawSelection(in rect: CGRect) {
        let color = (tintColor ?? .systemBlue).withAlphaComponent(UITextField.selectionAlpha)
        color.setFill()
        for selection in selectionRectValues(for: buffer.selection) {
            // Blended over the background (UIRectFill would copy).
            UIBezierPath(rect: selection.intersection(rect)).fill()
        }
    }

    /// The selection's rectangle on the line (one line: one rectangle).
    func selectionRectValues(for range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        let rect = currentTextRect
        let origin = textOrigin(in: rect)
        let start = caretX(at: range.location, in: rect), end = caretX(at: NSMaxRange(range), in: rect)
        return [CGRect(x: min(start, end), y: origin.y, width: abs(end - start), height: caretGeometry().lineHeight)]
    }

    func defaultDrawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let display = NSMutableAttributedString(attributedString: displayedAttributedText(for: storage))
        if let marked = buffer.markedRange, !isSecureTextEntry, NSMaxRange(marked) <= display.length {
            // Marked (composing) text is underlined, as UIKit shows it.
            display.addAttribute(NSAttributedString.Key.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: marked)
            if let style = markedTextStyle { display.addAttributes(style, range: marked) }
        }
        var defaults = textDefaults
        let geometry = caretGeometry()
        // Laid out at the caret geometry's scale, so the caret and selection sit on the glyphs.
        defaults.fontScale = geometry.fontScale
        if !isEnabled { defaults.alphaMultiplier = 0.5 }
        // Marked text's underline is a run of its own.
        let input = buffer.markedRange == nil ? displayedTextInput(display, defaults: defaults) : TextDrawing.input(display, defaults: defaults)
        let origin = textOrigin(in: rect)
        context.saveGState()
        context.clip(to: rect.insetBy(dx: -1, dy: -geometry.lineHeight))
        TextDrawing.draw(input, at: origin, in: context)
        context.restoreGState()
    }

    func defaultDrawPlaceholder(in rect: CGRect) {
        guard let placeholder = placeholderStorage, placeholder.length > 0,
              let context = UIGraphicsGetCurrentContext() else { return }
        let input = TextDrawing.input(placeholder, defaults: textDefaults)
        let metrics = TextDrawing.measure(input)
        var x = rect.minX
        switch resolvedAlignment {
        case .center: x += (rect.width - metrics.usedSize.width) / 2
        case .right: x += rect.width - metrics.usedSize.width
        default: break
        }
        let y = rect.minY + (rect.height - metrics.usedSize.height) / 2
        context.saveGState()
        context.clip(to: rect.insetBy(dx: 0, dy: -metrics.usedSize.height))
        TextDrawing.draw(input, at: CGPoint(x: max(rect.minX, x), y: y), in: context)
        context.restoreGState()
    }

    private func drawClearButton(in rect: CGRect) {
        UIColor.systemGray3.setFill()
        UIBezierPath(ovalIn: rect).fill()
        let cross = UIBezierPath()
        let inner = rect.insetBy(dx: rect.width * 0.32, dy: rect.height * 0.32)
        cross.move(to: CGPoint(x: inner.minX, y: inner.minY))
        cross.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
        cross.move(to: CGPoint(x: inner.maxX, y: inner.minY))
        cross.addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
        cross.lineWidth = 1.5
        UIColor.white.setStroke()
        cross.stroke()
    }

    // MARK: Layout

    func layoutOverlayViews() {
        if let leftView {
            leftView.isHidden = !isLeftViewShown
            if isLeftViewShown { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView {
            rightView.isHidden = !isRightViewShown
            if isRightViewShown { rightView.frame = rightViewRect(forBounds: bounds) }
        }
        updateCaret()
    }

    // MARK: Caret

    /// Places the caret view (shown while editing with an empty selection).
    func updateCaret() {
        selectionHandlesStorage?.update()
        guard editingFlag, buffer.selection.length == 0, !hidesInsertionPoint, window != nil else {
            caretView.isHidden = true
            return
        }
        ensureCaretVisible()
        caretView.frame = caretRect(for: TextOffsetPosition(buffer.selection.location))
        caretView.backgroundColor = tintColor
    }

    /// Shows the caret solid and restarts its blinking.
    func restartCaretBlink() {
        updateCaret()
        caretBlinker.restart()
    }

    func stopCaretBlink() {
        caretBlinker.stop()
    }
}
