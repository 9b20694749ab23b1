import Foundation

/// One line of a layout fragment (TextKit 2): the characters it sets and where they lie.
/// OpenUIKit measures it on the TextKit 1 layout behind the layout fragment; a line made
/// on its own (`init(attributedString:range:)`) is set on one unbounded line.
open class NSTextLineFragment: NSObject, NSSecureCoding {
    /// The attributed string the line sets characters of (a layout fragment's: its paragraph).
    open private(set) var attributedString: NSAttributedString
    /// The line's characters in `attributedString`.
    open private(set) var characterRange: NSRange
    /// The line's box, its origin relative to the layout fragment's frame.
    open private(set) var typographicBounds: CGRect
    /// Where glyph drawing starts: the line's left edge and its baseline, relative to
    /// `typographicBounds.origin`.
    open private(set) var glyphOrigin: CGPoint

    /// The TextKit 1 layout the line is on, and what the line is in it: its container, its
    /// glyph range, its rectangle in container coordinates, and how far `attributedString`'s
    /// indices are from the layout's.
    private let layoutManager: NSLayoutManager
    private let container: NSTextContainer
    private let glyphRange: NSRange
    private let lineRect: CGRect
    private let indexOffset: Int

    public init(attributedString: NSAttributedString, range: NSRange) {
        let length = attributedString.length
        let start = max(0, min(range.location, length))
        let clamped = NSRange(location: start, length: max(0, min(range.length, length - start)))
        let storage = NSTextStorage(attributedString: attributedString.attributedSubstring(from: clamped))
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        var rect = CGRect.zero
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: storage.length)) { line, _, _, _, stop in
            rect = line
            stop.pointee = true
        }
        if storage.length == 0 { rect = manager.extraLineFragmentRect }
        self.attributedString = attributedString
        characterRange = clamped
        layoutManager = manager
        self.container = container
        glyphRange = NSRange(location: 0, length: storage.length)
        lineRect = rect
        indexOffset = clamped.location
        typographicBounds = CGRect(origin: .zero, size: manager.usedRect(for: container).size)
        glyphOrigin = CGPoint(x: 0, y: storage.length > 0 ? manager.location(forGlyphAt: 0).y : 0)
        super.init()
        keptStorage = storage
    }

    public convenience init(string: String, attributes: [NSAttributedString.Key: Any] = [:], range: NSRange) {
        self.init(attributedString: NSAttributedString(string: string, attributes: attributes), range: range)
    }

    /// A line of a layout fragment: `glyphs` on `manager`'s layout; `paragraph` is the
    /// fragment's text, which starts at `paragraphStart` in the layout; `fragmentOrigin` is the
    /// fragment frame's origin.
    init(paragraph: NSAttributedString, paragraphStart: Int, glyphs: NSRange, lineRect: CGRect, usedRect: CGRect,
         fragmentOrigin: CGPoint, manager: NSLayoutManager, container: NSTextContainer) {
        attributedString = paragraph
        characterRange = NSRange(location: glyphs.location - paragraphStart, length: glyphs.length)
        layoutManager = manager
        self.container = container
        glyphRange = glyphs
        self.lineRect = lineRect
        indexOffset = -paragraphStart
        typographicBounds = CGRect(x: lineRect.minX - fragmentOrigin.x, y: lineRect.minY - fragmentOrigin.y,
                                   width: usedRect.width, height: lineRect.height)
        let baseline = glyphs.length > 0 ? manager.location(forGlyphAt: glyphs.location).y : usedRect.height
        glyphOrigin = CGPoint(x: usedRect.minX - lineRect.minX, y: baseline)
        super.init()
    }

    /// Keeps a standalone line's storage alive (a storage holds its layout managers weakly).
    private var keptStorage: NSTextStorage?

    /// The insertion point before the character at `index` (an index of `attributedString`;
    /// the line's end index: after its last character), relative to the line's origin, on the
    /// baseline.
    open func locationForCharacter(at index: Int) -> CGPoint {
        let glyph = index - indexOffset
        let end = NSMaxRange(glyphRange)
        let x: CGFloat
        if glyph >= end || glyph < glyphRange.location {
            let edge = glyph < glyphRange.location ? glyphRange.location : end
            let rect = layoutManager.boundingRect(forGlyphRange: NSRange(location: edge, length: 0), in: container)
            x = glyph >= end && end > glyphRange.location
                ? layoutManager.boundingRect(forGlyphRange: NSRange(location: end - 1, length: 1), in: container).maxX
                : rect.minX
        } else {
            x = layoutManager.boundingRect(forGlyphRange: NSRange(location: glyph, length: 0), in: container).minX
        }
        return CGPoint(x: x - lineRect.minX, y: glyphOrigin.y)
    }

    /// The index in `attributedString` of the character under `point` (relative to the line's
    /// origin), or the nearest of the line's.
    open func characterIndex(for point: CGPoint) -> Int {
        guard glyphRange.length > 0 else { return glyphRange.location + indexOffset }
        let glyph = layoutManager.glyphIndex(for: containerPoint(point), in: container)
        return min(max(glyph, glyphRange.location), NSMaxRange(glyphRange) - 1) + indexOffset
    }

    /// How far through the glyph under `point` the point lies (0 at its leading edge, 1 at
    /// its trailing edge).
    open func fractionOfDistanceThroughGlyph(for point: CGPoint) -> CGFloat {
        guard glyphRange.length > 0 else { return 0 }
        return layoutManager.fractionOfDistanceThroughGlyph(for: containerPoint(point), in: container)
    }

    /// Draws the line's glyphs with its origin at `point` in `context`.
    open func draw(at point: CGPoint, in context: CGContext) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let origin = CGPoint(x: point.x - lineRect.minX, y: point.y - lineRect.minY)
        layoutManager.drawBackground(forGlyphRange: glyphRange, at: origin)
        layoutManager.drawGlyphs(forGlyphRange: glyphRange, at: origin)
    }

    private func containerPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: lineRect.minX + point.x, y: lineRect.minY + min(max(point.y, 0), max(0, lineRect.height - 0.01)))
    }

    // MARK: NSSecureCoding

    public static var supportsSecureCoding: Bool { true }

    /// A line read back is set again on its own from its string and range.
    public required convenience init?(coder: NSCoder) {
        guard let string = coder.decodeObject(forKey: "NSAttributedString") as? NSAttributedString else { return nil }
        let location = coder.decodeInteger(forKey: "NSRangeLocation"), length = coder.decodeInteger(forKey: "NSRangeLength")
        self.init(attributedString: string, range: NSRange(location: location, length: length))
    }

    open func encode(with coder: NSCoder) {
        coder.encode(attributedString, forKey: "NSAttributedString")
        coder.encode(characterRange.location, forKey: "NSRangeLocation")
        coder.encode(characterRange.length, forKey: "NSRangeLength")
    }
}
