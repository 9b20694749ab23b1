import Foundation

/// Highlighted text (iOS 18, `NSAttributedString.Key.textHighlightStyle`): drawn over a
/// background in the run's color scheme (`drawTextHighlightBackground(for:origin:)`), with the
/// view's `textHighlightAttributes` that do not move glyphs (colors, underline, strikethrough)
/// laid over its characters.
extension UITextView {
    /// Ours (UIKit's default is not documented): a translucent system purple background.
    static var defaultTextHighlightAttributes: [NSAttributedString.Key: Any] {
        [.backgroundColor: UIColor.systemPurple.withAlphaComponent(UITextView.highlightAlpha)]
    }

    static let highlightAlpha: CGFloat = 0.3

    /// The background of a highlight in `scheme` (a `TextHighlightColorScheme` or its raw
    /// value): the scheme's system color (assumed), else the highlight attributes' background.
    func textHighlightBackgroundColor(scheme: Any?) -> UIColor {
        let raw = (scheme as? NSAttributedString.TextHighlightColorScheme)?.rawValue ?? scheme as? String
        let color: UIColor?
        switch raw.map(NSAttributedString.TextHighlightColorScheme.init(rawValue:)) {
        case .purple?: color = .systemPurple
        case .pink?: color = .systemPink
        case .orange?: color = .systemOrange
        case .mint?: color = .systemMint
        case .blue?: color = .systemBlue
        default: color = nil
        }
        if let color { return color.withAlphaComponent(UITextView.highlightAlpha) }
        return textHighlightAttributes?[.backgroundColor] as? UIColor
            ?? UIColor.systemPurple.withAlphaComponent(UITextView.highlightAlpha)
    }

    /// Lays the highlight attributes that do not move glyphs over the highlighted runs of
    /// `display`, the text of `range`.
    func applyTextHighlightAttributes(to display: NSMutableAttributedString, from range: NSRange) {
        // The default attributes are a background only (drawn separately): nothing to lay over.
        guard let custom = textHighlightAttributesStorage else { return }
        let attributes = custom.filter { key, _ in
            key != .backgroundColor && NSTextLayoutManager.drawnRenderingAttributes.contains(key)
        }
        guard !attributes.isEmpty else { return }
        display.enumerateAttribute(.textHighlightStyle, in: NSRange(location: 0, length: display.length), options: []) { value, run, _ in
            if value != nil { display.addAttributes(attributes, range: run) }
        }
    }

    /// Draws the backgrounds of the highlighted runs in the paragraphs that meet `minY...maxY`
    /// (text coordinates), each through `drawTextHighlightBackground(for:origin:)`.
    func drawTextHighlightBackgrounds(from minY: CGFloat, to maxY: CGFloat, in layout: TextViewLayout) {
        guard !layout.paragraphs.isEmpty, storage.length > 0 else { return }
        let indices = layout.paragraphIndices(from: minY, to: maxY)
        let start = layout.starts[indices.lowerBound]
        let end = min(storage.length, layout.starts[indices.upperBound] + layout.paragraphs[indices.upperBound].length)
        guard end > start else { return }
        var runs: [NSRange] = []
        storage.enumerateAttribute(.textHighlightStyle, in: NSRange(location: start, length: end - start), options: []) { value, run, _ in
            if value != nil { runs.append(run) }
        }
        let origin = CGPoint(x: textContainerInset.left, y: textContainerInset.top)
        for run in runs {
            guard let range = NSTextRange(location: TextContentLocation(run.location), end: TextContentLocation(NSMaxRange(run))) else { continue }
            drawTextHighlightBackground(for: range, origin: origin)
        }
    }

    /// The default drawing: the run's lines filled with its color scheme's background.
    func drawDefaultTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) {
        let range = textRange.characterRange
        guard range.length > 0, NSMaxRange(range) <= storage.length else { return }
        textHighlightBackgroundColor(scheme: storage.attribute(.textHighlightColorScheme, at: range.location, effectiveRange: nil)).setFill()
        // Selection rectangles are in content coordinates: the container's are the inset less.
        for rect in selectionRectValues(for: range) {
            UIBezierPath(rect: rect.offsetBy(dx: origin.x - textContainerInset.left, dy: origin.y - textContainerInset.top)).fill()
        }
    }
}
