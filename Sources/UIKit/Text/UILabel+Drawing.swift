extension UILabel {
    /// Engine input for the label's text in a box; nil without text. A non-positive, infinite
    /// or enormous dimension is unbounded. `measuring`: the input is only measured, so colors
    /// are left out.
    func layoutInput(size: CGSize, numberOfLines: Int, scale: CGFloat = 1, measuring: Bool = false) -> TextLayoutInput? {
        guard hasContent else { return nil }
        var defaults = TextDefaults()
        defaults.font = fontStorage
        defaults.fontScale = scale
        defaults.measuresOnly = measuring
        if !measuring {
            defaults.color = TextRGBA(textColorStorage.cgColor)
            if isHighlighted, let highlighted = highlightedTextColor { defaults.colorOverride = TextRGBA(highlighted.cgColor) }
            if !isEnabled { defaults.alphaMultiplier = UILabel.disabledAlpha }
        }
        let maxWidth = TextDrawing.bound(size.width), maxHeight = TextDrawing.bound(size.height)
        var input = TextLayoutInput()
        // Plain text of a few thousand bytes at most is shown whole (`visiblePart`), and its
        // input is made without asking Foundation anything. UIKit: `text` takes the label's
        // font, text color and paragraph style (alignment, line break mode) and nothing else
        // (a shadow color adds the shadow attribute, which the plain path leaves to Foundation).
        if let source = plainTextSource, let attributes = plainTextAttributes, source.utf8.count <= 4_096,
           let paragraph = TextInputBuilder.plainParagraph(source, attributes: attributes, defaults: defaults) {
            input.paragraphs = [paragraph]
        } else {
            guard let content, content.length > 0 else { return nil }
            let shown = Self.visiblePart(of: content, maxWidth: maxWidth, maxHeight: maxHeight, numberOfLines: numberOfLines,
                                         scale: scale, font: fontStorage, lineBreakMode: lineBreakModeStorage)
            input = TextDrawing.input(shown, defaults: defaults, uniformAttributes: plainTextAttributes)
        }
        input.maxWidth = maxWidth
        input.maxHeight = maxHeight
        input.maximumNumberOfLines = max(0, numberOfLines)
        // UIKit: a multi-line label wraps by words whatever its line break mode, which then
        // only decides how the last visible line ends.
        input.wrapsTruncatingParagraphs = numberOfLines != 1
        input.truncatesLastVisibleLine = lineBreakModeStorage.isTruncating
        input.naturalAlignmentIsRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return input
    }

    /// The part of a long text that can show in a bounded box, so that laying out and drawing
    /// a label costs what fits, not what was set (a megabyte of text in a three-line label
    /// shapes a few hundred characters). A line holds at most `width / (0.1 em)` characters
    /// (every glyph but zero-width marks advances more), and a box at most `height / (0.5 em)`
    /// lines, with the smallest font in the text; the text is cut only beyond that, keeping
    /// its start, its end for head truncation, or both ends for middle truncation, so what
    /// shows is what the whole text shows. Negative kerning turns the cut off.
    static func visiblePart(of content: NSAttributedString, maxWidth: CGFloat?, maxHeight: CGFloat?, numberOfLines: Int,
                            scale: CGFloat, font: UIFont, lineBreakMode: NSLineBreakMode) -> NSAttributedString {
        let length = content.length
        guard length > 4_096, let maxWidth, numberOfLines > 0 || maxHeight != nil else { return content }
        var smallest = font.pointSize
        var packsTighter = false
        content.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, _, stop in
            if let runFont = attributes[.font] as? UIFont { smallest = min(smallest, runFont.pointSize) }
            for key in [NSAttributedString.Key.kern, .tracking] {
                if let value = TextInputBuilder.number(attributes[key]), value < 0 { packsTighter = true }
            }
            if packsTighter { stop.pointee = true }
        }
        let em = smallest * scale
        guard !packsTighter, em >= 0.5 else { return content }
        let perLine = (maxWidth / (0.1 * em)).rounded(.up) + 1
        var lines = CGFloat.infinity
        if numberOfLines > 0 { lines = CGFloat(numberOfLines) }
        if let maxHeight { lines = min(lines, (maxHeight / (0.5 * em)).rounded(.up) + 1) }
        let budget = perLine * lines
        guard budget < CGFloat(length) / 2 else { return content }
        let keep = Int(budget)
        func range(_ location: Int, _ count: Int) -> NSRange {
            // Whole composed characters (no half surrogate pair at a cut).
            (content.string as NSString).rangeOfComposedCharacterSequences(for: NSRange(location: location, length: count))
        }
        switch lineBreakMode {
        case .byTruncatingHead where numberOfLines == 1:
            return content.attributedSubstring(from: range(length - keep, keep))
        case .byTruncatingMiddle:
            let shown = NSMutableAttributedString(attributedString: content.attributedSubstring(from: range(0, keep)))
            shown.append(content.attributedSubstring(from: range(length - keep, keep)))
            return shown
        default:
            return content.attributedSubstring(from: range(0, keep))
        }
    }

    func _textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        // Plain text is empty when its source is (without asking Foundation for the length).
        guard hasNonEmptyContent else { return CGRect(origin: bounds.origin, size: .zero) }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let used: CGSize
        if let cached = textRectCache.used(font: fontStorage, lineBreakMode: lineBreakModeStorage,
                                           numberOfLines: numberOfLines, size: bounds.size, rightToLeft: rightToLeft) {
            used = cached
        } else {
            guard let input = layoutInput(size: bounds.size, numberOfLines: numberOfLines, measuring: true) else {
                return CGRect(origin: bounds.origin, size: .zero)
            }
            used = TextDrawing.measure(input).usedSize
            textRectCache.insert(LabelTextRectCache.Entry(font: fontStorage, lineBreakMode: lineBreakModeStorage,
                                                          numberOfLines: numberOfLines, size: bounds.size,
                                                          rightToLeft: rightToLeft, used: used))
        }
        func up(_ value: CGFloat) -> CGFloat { (value - 1e-6).rounded(.up) }
        return CGRect(x: bounds.minX, y: bounds.minY, width: up(used.width), height: up(used.height))
    }

    func _drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        var scale: CGFloat = 1
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1 {
            scale = TextDrawing.fittingScale(minimumScale: minimumScaleFactor) {
                layoutInput(size: rect.size, numberOfLines: numberOfLines, scale: $0)
                    ?? TextLayoutInput()
            }
        }
        guard let input = layoutInput(size: rect.size, numberOfLines: numberOfLines, scale: scale) else { return }
        let metrics = TextDrawing.measure(input)
        // UIKit centers the text block vertically in the rectangle.
        var top = rect.minY + (rect.height - metrics.usedSize.height) / 2
        if scale < 1, numberOfLines == 1, baselineAdjustment != .alignCenters,
           let unscaledInput = layoutInput(size: rect.size, numberOfLines: numberOfLines) {
            let unscaled = TextDrawing.measure(unscaledInput)
            let unscaledTop = rect.minY + (rect.height - unscaled.usedSize.height) / 2
            top = baselineAdjustment == .alignBaselines
                ? unscaledTop + unscaled.firstBaseline - metrics.firstBaseline
                : unscaledTop
        }
        TextDrawing.draw(input, at: CGPoint(x: rect.minX, y: top), in: context)
    }
}
