import Foundation

/// The layout of one paragraph (TextKit 2): its range and its frame in the container.
open class NSTextLayoutFragment: NSObject {
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The paragraph's characters (its separator included).
    open var rangeInElement: NSTextRange {
        NSTextRange(location: TextContentLocation(characterRange.location), end: TextContentLocation(NSMaxRange(characterRange)))!
    }
    /// The union of the paragraph's line fragments (container coordinates): the container's
    /// width, from its first line's top to its last line's bottom.
    open internal(set) var layoutFragmentFrame: CGRect
    private(set) var characterRange: NSRange

    init(manager: NSTextLayoutManager, range: NSRange, frame: CGRect) {
        textLayoutManager = manager
        characterRange = range
        layoutFragmentFrame = frame
        super.init()
    }

    /// Makes a fragment for `textElement`'s text (laid out by a text layout manager that
    /// adopts it; on its own it has no lines).
    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) {
        element = textElement
        characterRange = (rangeInElement ?? textElement.elementRange)?.characterRange ?? NSRange(location: 0, length: 0)
        layoutFragmentFrame = .zero
        super.init()
    }

    private var element: NSTextElement?

    /// A fragment the layout manager's delegate made, placed on the paragraph's lines.
    func adopt(manager: NSTextLayoutManager, range: NSRange, frame: CGRect) {
        textLayoutManager = manager
        characterRange = range
        layoutFragmentFrame = frame
    }

    /// The paragraph the fragment lays out.
    open var textElement: NSTextElement? {
        if let element { return element }
        guard let storage = textLayoutManager?.backing.textStorage,
              NSMaxRange(characterRange) <= storage.length else { return nil }
        let paragraph = NSTextParagraph(attributedString: storage.attributedSubstring(from: characterRange))
        paragraph.textContentManager = textLayoutManager?.textContentManager
        paragraph.elementRange = rangeInElement
        element = paragraph
        return paragraph
    }

    /// Layout fragments are laid out when they are made: always `.layoutAvailable` once a
    /// text layout manager made them.
    open var state: NSTextLayoutFragment.State { textLayoutManager == nil ? .none : .layoutAvailable }

    /// The paragraph's lines, in order; each line's `attributedString` is the paragraph's text.
    open var textLineFragments: [NSTextLineFragment] {
        guard let manager = textLayoutManager, let container = manager.textContainer,
              let storage = manager.backing.textStorage, NSMaxRange(characterRange) <= storage.length else { return [] }
        let paragraph = storage.attributedSubstring(from: characterRange)
        var lines: [NSTextLineFragment] = []
        manager.backing.enumerateLineFragments(forGlyphRange: characterRange) { rect, used, _, glyphs, _ in
            let range = NSIntersectionRange(glyphs, characterRange)
            guard range.length > 0 || characterRange.length == 0 else { return }
            lines.append(NSTextLineFragment(paragraph: paragraph, paragraphStart: characterRange.location, glyphs: range,
                                            lineRect: rect, usedRect: used, fragmentOrigin: layoutFragmentFrame.origin,
                                            manager: manager.backing, container: container))
        }
        return lines
    }

    /// The area drawing may touch, relative to the frame's origin.
    open var renderingSurfaceBounds: CGRect { CGRect(origin: .zero, size: layoutFragmentFrame.size) }

    /// Draws the paragraph's glyphs with the frame's origin at `point` in `context`.
    /// Rendering attributes are drawn over the text: the same lines drawn from the text with
    /// them applied (they change no glyph positions).
    /// A TextKit 2 text view's fragment draws the paragraph as the view draws it (the same
    /// pixels as a view that draws without fragments).
    open func draw(at point: CGPoint, in context: CGContext) {
        guard let layoutManager = textLayoutManager else { return }
        if let view = layoutManager.hostTextView {
            let location = characterRange.location
            // Drawing happens on the main thread, where the context was made.
            let target = UncheckedBox(context)
            let drawn = MainActor.assumeIsolated { view.drawFragmentParagraph(startingAt: location, at: point, in: target.value) }
            if drawn { return }
        }
        layoutManager.validateRenderingAttributes(for: self)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        var manager = layoutManager.backing
        var rendered: (NSTextStorage, NSTextContainer)?
        if let text = layoutManager.renderedText(for: characterRange), let container = layoutManager.textContainer {
            manager.ensureLayout(for: container)
            let storage = NSTextStorage(attributedString: text)
            let copy = NSTextContainer(size: container.size)
            copy.lineFragmentPadding = container.lineFragmentPadding
            copy.maximumNumberOfLines = container.maximumNumberOfLines
            copy.lineBreakMode = container.lineBreakMode
            let renderer = NSLayoutManager()
            renderer.addTextContainer(copy)
            storage.addLayoutManager(renderer)
            manager = renderer
            rendered = (storage, copy)
        }
        defer { withExtendedLifetime(rendered) {} }
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

    /// How far a fragment's layout has got (UIKit's raw values).
    public enum State: UInt, Sendable {
        case none = 0
        case estimatedUsageBounds = 1
        case calculatedUsageBounds = 2
        case layoutAvailable = 3
    }
}
