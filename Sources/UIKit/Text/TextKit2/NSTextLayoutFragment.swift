import Foundation

/// The layout of one paragraph (TextKit 2): its range and its frame in the container.
open class NSTextLayoutFragment: NSObject {
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The paragraph's characters (its separator included).
    open var rangeInElement: NSTextRange {
        NSTextRange(location: TextContentLocation(characterRange.location), end: TextContentLocation(NSMaxRange(characterRange)))!
    }
    /// The union of the paragraph's line fragments (container coordinates): the container's
    /// width, from its first line's top to its last line's bottom.
    open private(set) var layoutFragmentFrame: CGRect
    let characterRange: NSRange

    init(manager: NSTextLayoutManager, range: NSRange, frame: CGRect) {
        textLayoutManager = manager
        characterRange = range
        layoutFragmentFrame = frame
        super.init()
    }

    /// The area drawing may touch, relative to the frame's origin.
    open var renderingSurfaceBounds: CGRect { CGRect(origin: .zero, size: layoutFragmentFrame.size) }

    /// Draws the paragraph's glyphs with the frame's origin at `point` in `context`.
    open func draw(at point: CGPoint, in context: CGContext) {
        guard let manager = textLayoutManager?.backing else { return }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        manager.drawBackground(forGlyphRange: characterRange,
                               at: CGPoint(x: point.x - layoutFragmentFrame.minX, y: point.y - layoutFragmentFrame.minY))
        manager.drawGlyphs(forGlyphRange: characterRange,
                           at: CGPoint(x: point.x - layoutFragmentFrame.minX, y: point.y - layoutFragmentFrame.minY))
    }
}

extension NSTextLayoutFragment {
    /// How `enumerateTextLayoutFragments` walks (UIKit's raw values).
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }
}
