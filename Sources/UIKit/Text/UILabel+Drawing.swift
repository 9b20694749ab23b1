extension UILabel {
    /// Engine input for the label's text in a box; nil without text. A non-positive, infinite
    /// or enormous dimension is unbounded.
    func layoutInput(size: CGSize, numberOfLines: Int, scale: CGFloat = 1) -> TextLayoutInput? {
        guard let content, content.length > 0 else { return nil }
        var defaults = TextDefaults()
        defaults.font = fontStorage
        defaults.color = TextRGBA(textColorStorage.cgColor)
        defaults.fontScale = scale
        if isHighlighted, let highlighted = highlightedTextColor { defaults.colorOverride = TextRGBA(highlighted.cgColor) }
        if !isEnabled { defaults.alphaMultiplier = UILabel.disabledAlpha }
        var input = TextDrawing.input(content, defaults: defaults)
        input.maxWidth = TextDrawing.bound(size.width)
        input.maxHeight = TextDrawing.bound(size.height)
        input.maximumNumberOfLines = max(0, numberOfLines)
        // UIKit: a multi-line label wraps by words whatever its line break mode, which then
        // only decides how the last visible line ends.
        input.wrapsTruncatingParagraphs = numberOfLines != 1
        input.truncatesLastVisibleLine = lineBreakModeStorage.isTruncating
        input.naturalAlignmentIsRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return input
    }

    func _textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let input = layoutInput(size: bounds.size, numberOfLines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let used = TextDrawing.measure(input).usedSize
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
