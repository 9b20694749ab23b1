extension UILabel {
    /// The attributes the label's style properties give plain text.
    var styleAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignmentStorage
        style.lineBreakMode = lineBreakModeStorage
        var attributes: [NSAttributedString.Key: Any] = [
            .font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: style,
        ]
        if let shadow = labelShadow { attributes[.shadow] = shadow }
        return attributes
    }

    var labelShadow: NSShadow? {
        shadowColorStorage.map { NSShadow(color: $0, offset: shadowOffsetStorage, blurRadius: 0) }
    }

    // UIKit's setters do nothing when the value does not change, so that code setting a
    // label's properties in a superview's layoutSubviews does not invalidate layout forever.

    func _setText(_ newValue: String?) {
        if newValue == plainTextSource, (newValue == nil) == !hasContent { return }
        let hadText = hasNonEmptyContent
        // The attributed string is made when first read (`content`), from these.
        plainTextAttributes = newValue == nil ? nil : styleAttributes
        plainTextSource = newValue
        replaceContent(with: nil, hadText: hadText)
        _textLayoutDidChange()
    }

    /// Replaces the made attributed text (nil: none, or plain text not made yet); the
    /// measured size goes with it.
    private func replaceContent(with newContent: NSAttributedString?, hadText: Bool) {
        contentStorage = newContent
        textRectCache = LabelTextRectCache()
        // Whether the label is an accessibility element follows its text being empty: what
        // UI tests read must be classified again when that changes.
        if hadText != hasNonEmptyContent { UIApplication.noteInterfaceChange() }
    }

    func _setAttributedText(_ newValue: NSAttributedString?) {
        let hadText = hasNonEmptyContent
        plainTextSource = nil
        plainTextAttributes = nil
        guard let newValue else {
            replaceContent(with: nil, hadText: hadText)
            _textLayoutDidChange()
            return
        }
        let filled = NSMutableAttributedString(attributedString: newValue)
        // UIKit: the style properties reflect the attributes at location 0...
        if filled.length > 0 {
            let first = filled.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { fontStorage = font }
            if let color = first[.foregroundColor] as? UIColor { textColorStorage = color }
            if let style = first[.paragraphStyle] as? NSParagraphStyle {
                textAlignmentStorage = style.alignment
                lineBreakModeStorage = style.lineBreakMode
            }
            if let shadow = first[.shadow] as? NSShadow {
                shadowColorStorage = TextColor.cgColor(from: shadow.shadowColor).map(UIColor.init(cgColor:))
                shadowOffsetStorage = shadow.shadowOffset
            }
        }
        // ...and what the string does not say is filled in with them.
        let whole = NSRange(location: 0, length: filled.length)
        let defaults = styleAttributes
        for key in [NSAttributedString.Key.font, .foregroundColor, .paragraphStyle] {
            var gaps: [NSRange] = []
            filled.enumerateAttribute(key, in: whole, options: []) { value, range, _ in
                if value == nil { gaps.append(range) }
            }
            for range in gaps { filled.addAttribute(key, value: defaults[key]!, range: range) }
        }
        replaceContent(with: NSAttributedString(attributedString: filled), hadText: hadText)
        _textLayoutDidChange()
    }

    func _setFont(_ font: UIFont) {
        guard !font.isEqual(fontStorage) else {
            // An equal font can still differ in how it scales (a text style font and the
            // system font of the same size): the label keeps the font it was given, and
            // nothing it shows changes.
            fontStorage = font
            return
        }
        fontStorage = font
        updateContent { string, whole in string.replaceAttribute(.font, with: font, in: whole) }
    }

    func _setTextColor(_ color: UIColor) {
        guard !color.isEqual(textColorStorage) else { return }
        textColorStorage = color
        updateContent(affectsSize: false) { string, whole in
            string.replaceAttribute(.foregroundColor, with: color, in: whole)
        }
    }

    func _setParagraphProperties(alignment: NSTextAlignment?, lineBreakMode: NSLineBreakMode?) {
        if alignment ?? textAlignmentStorage == textAlignmentStorage,
           lineBreakMode ?? lineBreakModeStorage == lineBreakModeStorage { return }
        if let alignment { textAlignmentStorage = alignment }
        if let lineBreakMode { lineBreakModeStorage = lineBreakMode }
        // The alignment only moves lines; the line break mode decides how wrapped text ends.
        updateContent(affectsSize: lineBreakMode != nil) { string, whole in
            var styles: [(NSRange, NSParagraphStyle?)] = []
            string.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
                styles.append((range, value as? NSParagraphStyle))
            }
            for (range, old) in styles {
                let style = (old ?? NSParagraphStyle.default).mutableCopy() as! NSMutableParagraphStyle
                if let alignment { style.alignment = alignment }
                if let lineBreakMode { style.lineBreakMode = lineBreakMode }
                string.replaceAttribute(.paragraphStyle, with: style, in: range)
            }
        }
    }

    func _applyShadow() {
        let shadow = labelShadow
        // UIKit: the shadow is drawn outside the text's size.
        updateContent(affectsSize: false) { string, whole in
            if let shadow {
                string.replaceAttribute(.shadow, with: shadow, in: whole)
            } else {
                string.removeAttribute(.shadow, range: whole)
            }
        }
    }

    /// Edits the whole attributed text (a copy: the label's string is immutable).
    private func updateContent(affectsSize: Bool = true, _ edit: (NSMutableAttributedString, NSRange) -> Void) {
        if plainTextAttributes != nil, plainTextSource != nil {
            // Plain text stays plain (every character has the style attributes), so it is
            // still measured without asking Foundation for attributes: a button sets its
            // title label's color after its text. Its attributed string is made when read.
            plainTextAttributes = styleAttributes
            replaceContent(with: nil, hadText: hasNonEmptyContent)
        } else if let content = contentStorage {
            plainTextAttributes = nil
            let string = NSMutableAttributedString(attributedString: content)
            edit(string, NSRange(location: 0, length: string.length))
            replaceContent(with: NSAttributedString(attributedString: string), hadText: hasNonEmptyContent)
        }
        if affectsSize { _textLayoutDidChange() } else { setNeedsDisplay() }
    }

    /// UIKit: the intrinsic size is invalidated only by what can change it (text, font,
    /// line count, line break mode, preferred width), not by colors, alignment or shadow.
    func _textLayoutDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        (superview as? UIButton)?._titleLabelSizeDidChange(self)
    }
}

extension NSMutableAttributedString {
    /// Sets an attribute over a range without Foundation comparing the old and new values
    /// (on Linux that comparison can halt for classes without a bridging guard, like UIColor:
    /// see `FoundationBridgingGuard`).
    func replaceAttribute(_ key: NSAttributedString.Key, with value: Any, in range: NSRange) {
        removeAttribute(key, range: range)
        addAttribute(key, value: value, range: range)
    }
}
