import Foundation

/// The paragraph properties in effect in an RTF group (RTF 1.9.1, "Paragraph Formatting
/// Properties"), in twips (20 per point); `\pard` resets them.
struct RTFParagraphFormat: Hashable {
    var alignment: NSTextAlignment = .natural
    /// `\liN`, `\riN`, `\fiN` (first line relative to `\li`), `\sbN`, `\saN`.
    var leftIndent = 0
    var rightIndent = 0
    var firstLineIndent = 0
    var spaceBefore = 0
    var spaceAfter = 0
    /// `\slN` with `\slmultN`: RTF 1.9.1: N > 0 "at least" N twips, N < 0 exactly -N twips;
    /// with `\slmult1`, N / 240 lines.
    var lineSpacingRule = 0
    var lineSpacingIsMultiple = false
    /// Cocoa's extensions: `\slleadingN` (line spacing) and `\slmaximumN` (maximum line height).
    var leading = 0
    var maximumLineHeight = 0
    /// `\txN` stops, each with the alignment of the `\tqr`/`\tqc` before it; nil: none given,
    /// UIKit's default stops.
    var tabStops: [TabStopValue]?
    var pendingTabAlignment: NSTextAlignment = .left
    var writingDirection: NSWritingDirection = .natural
    /// Cocoa's `\pardeftabN`: the paragraph's `defaultTabInterval`, in twips.
    var defaultTab = 0
    /// `\lsN` (a `\listoverridetable` entry) and `\ilvlN` (the level in it, from 0).
    var listOverride: Int?
    var listLevel = 0

    /// The style of a paragraph with these properties, in `textLists` (outermost first).
    func paragraphStyle(textLists: [NSTextList]) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.headIndent = twipsToPoints(leftIndent)
        style.firstLineHeadIndent = twipsToPoints(leftIndent + firstLineIndent)
        style.tailIndent = -twipsToPoints(rightIndent)
        style.paragraphSpacingBefore = twipsToPoints(spaceBefore)
        style.paragraphSpacing = twipsToPoints(spaceAfter)
        if lineSpacingIsMultiple, lineSpacingRule > 0 {
            style.lineHeightMultiple = CGFloat(lineSpacingRule) / 240
        } else if lineSpacingRule > 0 {
            style.minimumLineHeight = twipsToPoints(lineSpacingRule)
        } else if lineSpacingRule < 0 {
            style.minimumLineHeight = twipsToPoints(-lineSpacingRule)
            style.maximumLineHeight = twipsToPoints(-lineSpacingRule)
        }
        if leading > 0 { style.lineSpacing = twipsToPoints(leading) }
        if maximumLineHeight > 0 { style.maximumLineHeight = twipsToPoints(maximumLineHeight) }
        if let tabStops {
            style.tabStops = tabStops.map { NSTextTab(textAlignment: $0.alignment, location: $0.location) }
        }
        style.baseWritingDirection = writingDirection
        style.defaultTabInterval = twipsToPoints(defaultTab)
        style.textLists = textLists
        return style.copy() as! NSParagraphStyle
    }

    private func twipsToPoints(_ twips: Int) -> CGFloat {
        CGFloat(twips) / 20
    }
}
