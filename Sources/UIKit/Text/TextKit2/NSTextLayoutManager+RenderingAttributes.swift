import Foundation

/// Rendering attributes (TextKit 2): colors and decorations drawn over the laid-out text
/// without laying it out again (syntax coloring, find highlights). Only attributes that do not
/// change glyph positions are drawn: foreground and background color, underline and
/// strikethrough (with their colors).
extension NSTextLayoutManager {
    /// The attributes a link is drawn with unless the delegate says otherwise: a single
    /// underline in blue (UIKit's default on iOS).
    public class var linkRenderingAttributes: [NSAttributedString.Key: Any] {
        [.underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.blue]
    }

    /// The attributes the link at `location` is drawn with: the delegate's, else the class's.
    public func renderingAttributes(forLink link: Any, at location: any NSTextLocation) -> [NSAttributedString.Key: Any] {
        let defaults = Self.linkRenderingAttributes
        return delegate?.textLayoutManager(self, renderingAttributesForLink: link, at: location,
                                           defaultAttributes: defaults) ?? defaults
    }

    /// Replaces the rendering attributes of `textRange` with `renderingAttributes`.
    public func setRenderingAttributes(_ renderingAttributes: [NSAttributedString.Key: Any], for textRange: NSTextRange) {
        renderingAttributeRuns.update(textRange.characterRange) { $0 = renderingAttributes }
        backing.invalidateDisplay(forCharacterRange: textRange.characterRange)
    }

    /// Sets one rendering attribute over `textRange` (nil removes it).
    public func addRenderingAttribute(_ renderingAttribute: NSAttributedString.Key, value: Any?, for textRange: NSTextRange) {
        renderingAttributeRuns.update(textRange.characterRange) { $0[renderingAttribute] = value }
        backing.invalidateDisplay(forCharacterRange: textRange.characterRange)
    }

    public func removeRenderingAttribute(_ renderingAttribute: NSAttributedString.Key, for textRange: NSTextRange) {
        renderingAttributeRuns.update(textRange.characterRange) { $0[renderingAttribute] = nil }
        backing.invalidateDisplay(forCharacterRange: textRange.characterRange)
    }

    /// Drops the rendering attributes of `textRange`; the validator is asked for them again
    /// before the fragments there are drawn.
    public func invalidateRenderingAttributes(for textRange: NSTextRange) {
        renderingAttributeRuns.update(textRange.characterRange) { $0 = [:] }
        validatedFragments.removeAll()
        backing.invalidateDisplay(forCharacterRange: textRange.characterRange)
    }

    /// Calls `block` with each range that has rendering attributes, from the one at or after
    /// `location` to the end (or, with `reverse`, from the one before it back to the start),
    /// until it returns false.
    public func enumerateRenderingAttributes(from location: any NSTextLocation, reverse: Bool,
                                             using block: (NSTextLayoutManager, [NSAttributedString.Key: Any], NSTextRange) -> Bool) {
        let offset = TextContentLocation.offset(of: location)
        let runs = reverse ? Array(renderingAttributeRuns.runs.filter { $0.range.location < offset }.reversed())
            : renderingAttributeRuns.runs.filter { NSMaxRange($0.range) > offset }
        for run in runs {
            let range = NSTextRange(location: TextContentLocation(run.range.location), end: TextContentLocation(NSMaxRange(run.range)))!
            if !block(self, run.attributes, range) { return }
        }
    }

    /// Asks the validator for the rendering attributes of `fragment` once, until they are
    /// invalidated (or the validator replaced).
    func validateRenderingAttributes(for fragment: NSTextLayoutFragment) {
        guard let validator = renderingAttributesValidator,
              validatedFragments.insert(fragment.characterRange.location).inserted else { return }
        validator(self, fragment)
    }

    /// The attributed text `range` is drawn from: the storage's, with the rendering attributes
    /// that do not move glyphs laid over it (nil when none meets the range).
    func renderedText(for range: NSRange) -> NSAttributedString? {
        guard let storage = backing.textStorage else { return nil }
        let runs = renderingAttributeRuns.runsMeeting(range)
        guard !runs.isEmpty else { return nil }
        let text = NSMutableAttributedString(attributedString: storage)
        for run in runs {
            for (key, value) in run.attributes where Self.drawnRenderingAttributes.contains(key) {
                if value is NSNull { text.removeAttribute(key, range: run.range) } else { text.addAttribute(key, value: value, range: run.range) }
            }
        }
        return text
    }

    static let drawnRenderingAttributes: Set<NSAttributedString.Key> = [
        .foregroundColor, .backgroundColor, .underlineStyle, .underlineColor, .strikethroughStyle, .strikethroughColor,
    ]
}
