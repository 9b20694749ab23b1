import Foundation

/// TextKit 2's layout manager: lays its content manager's text out in `textContainer` as
/// layout fragments, one per paragraph. OpenUIKit lays the text out with its TextKit 1
/// layout manager (the same engine as labels and text views).
open class NSTextLayoutManager: NSObject {
    /// The TextKit 1 layout behind this one (not the container's `layoutManager`, except for
    /// a text view's, which shares the view's layout so that its answers are what the view draws).
    private(set) var backing: NSLayoutManager
    /// Whether `backing` is a text view's own layout manager.
    private(set) var sharesBacking: Bool
    /// The text view whose selection `textSelections` is (a TextKit 2 text view's manager).
    weak var hostTextView: UITextView?

    public override init() {
        backing = NSLayoutManager()
        sharesBacking = false
        super.init()
    }

    /// A text view's layout manager: lays out through the view's TextKit 1 layout.
    init(sharing layoutManager: NSLayoutManager) {
        backing = layoutManager
        sharesBacking = true
        super.init()
    }

    /// A text view adopted this layout manager (`init(frame:textContainer:)` with its
    /// container): it lays out through the view's layout from now on.
    func shareBacking(_ layoutManager: NSLayoutManager) {
        guard backing !== layoutManager else { return }
        backing.textStorage?.removeLayoutManager(backing)
        backing = layoutManager
        sharesBacking = true
    }

    /// A TextKit 2 text view's fragments come from the delegate, so setting one redraws it.
    open weak var delegate: (any NSTextLayoutManagerDelegate)? {
        didSet {
            guard let hostTextView else { return }
            MainActor.assumeIsolated { hostTextView.textLayoutDidChangeFromLayoutManager() }
        }
    }

    /// Moves selections over this layout (its data source is the layout manager).
    open var textSelectionNavigation: NSTextSelectionNavigation {
        get {
            if let navigationStorage { return navigationStorage }
            let navigation = NSTextSelectionNavigation(dataSource: self)
            navigationStorage = navigation
            return navigation
        }
        set { navigationStorage = newValue }
    }

    private var navigationStorage: NSTextSelectionNavigation?

    /// Rendering attributes (NSTextLayoutManager+RenderingAttributes.swift).
    var renderingAttributeRuns = TextRenderingAttributeRuns()
    /// The fragments (by first character) whose rendering attributes the validator gave.
    var validatedFragments = Set<Int>()

    /// Called before a fragment is drawn whose rendering attributes are not validated yet
    /// (once per fragment until `invalidateRenderingAttributes(for:)`): it sets them with
    /// `setRenderingAttributes(_:for:)`.
    open var renderingAttributesValidator: ((NSTextLayoutManager, NSTextLayoutFragment) -> Void)? {
        didSet { validatedFragments.removeAll() }
    }

    /// The document laid out (set by `NSTextContentManager.addTextLayoutManager`).
    open internal(set) weak var textContentManager: NSTextContentManager?

    /// The container the text is laid out in.
    open var textContainer: NSTextContainer? {
        didSet {
            guard oldValue !== textContainer else { return }
            if let oldValue, oldValue.textLayoutManagerStorage === self { oldValue.textLayoutManager = nil }
            // A text view's layout already lays out in the view's container.
            if !sharesBacking { backing.setBackingContainer(textContainer) }
            textContainer?.textLayoutManager = self
        }
    }

    /// UIKit: true. Lines are as the text engine spaces them.
    open var usesFontLeading = true
    open var limitsLayoutForSuspiciousContents = false
    /// Stored; the engine does not hyphenate.
    open var usesHyphenation = false

    /// The content manager's whole document (empty without one).
    open var documentRange: NSTextRange {
        textContentManager?.documentRange ?? NSTextRange(location: TextContentLocation(0))
    }

    /// The rectangle the laid-out text uses in the container.
    open var usageBoundsForTextContainer: CGRect {
        guard let textContainer else { return .zero }
        return backing.usedRect(for: textContainer)
    }

    open func ensureLayout(for range: NSTextRange) {
        backing.ensureLayout(forCharacterRange: range.characterRange)
    }

    open func ensureLayout(for bounds: CGRect) {
        guard let textContainer else { return }
        backing.ensureLayout(forBoundingRect: bounds, in: textContainer)
    }

    open func invalidateLayout(for range: NSTextRange) {
        backing.invalidateLayout(forCharacterRange: range.characterRange, actualCharacterRange: nil)
    }

    /// The paragraphs' layout fragments, in order.
    private func fragments() -> [NSTextLayoutFragment] {
        guard let storage = backing.textStorage, textContainer != nil else { return [] }
        let string = storage.string as NSString
        var result: [NSTextLayoutFragment] = []
        var start = 0
        let length = string.length
        repeat {
            var end = 0, contentsEnd = 0
            string.getParagraphStart(nil, end: &end, contentsEnd: &contentsEnd, for: NSRange(location: start, length: 0))
            let range = NSRange(location: start, length: end - start)
            var frame = CGRect.null
            backing.enumerateLineFragments(forGlyphRange: range) { rect, _, _, lineRange, _ in
                if NSIntersectionRange(lineRange, range).length > 0 { frame = frame.union(rect) }
            }
            if frame.isNull { frame = backing.extraLineFragmentRect }
            if let delegate {
                // The delegate's fragment (a subclass drawing its own way), placed on the paragraph's lines.
                let paragraph = NSTextParagraph(attributedString: storage.attributedSubstring(from: range))
                paragraph.textContentManager = textContentManager
                paragraph.elementRange = NSTextRange(location: TextContentLocation(range.location), end: TextContentLocation(NSMaxRange(range)))
                let fragment = delegate.textLayoutManager(self, textLayoutFragmentFor: TextContentLocation(range.location), in: paragraph)
                fragment.adopt(manager: self, range: range, frame: frame)
                result.append(fragment)
            } else {
                result.append(NSTextLayoutFragment(manager: self, range: range, frame: frame))
            }
            start = end
        } while start < length
        return result
    }

    /// The fragment a text view draws for its paragraph at `range`, placed at `frame` (the
    /// view's own geometry, container coordinates): the delegate's, else a plain one.
    func viewFragment(range: NSRange, frame: CGRect) -> NSTextLayoutFragment {
        guard let delegate, let storage = backing.textStorage, NSMaxRange(range) <= storage.length else {
            return NSTextLayoutFragment(manager: self, range: range, frame: frame)
        }
        let paragraph = NSTextParagraph(attributedString: storage.attributedSubstring(from: range))
        paragraph.textContentManager = textContentManager
        paragraph.elementRange = NSTextRange(location: TextContentLocation(range.location), end: TextContentLocation(NSMaxRange(range)))
        let fragment = delegate.textLayoutManager(self, textLayoutFragmentFor: TextContentLocation(range.location), in: paragraph)
        fragment.adopt(manager: self, range: range, frame: frame)
        return fragment
    }

    /// Calls `block` with each layout fragment from the one holding `location` (the document's
    /// start when nil) to the end, or backwards from the one before it with `.reverse`, until
    /// it returns false. Returns the edge of the last fragment enumerated (nil when none).
    @discardableResult
    open func enumerateTextLayoutFragments(from location: (any NSTextLocation)?,
                                           options: NSTextLayoutFragment.EnumerationOptions = [],
                                           using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)? {
        let all = fragments()
        guard !all.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        let offset = location.map(TextContentLocation.offset(of:)) ?? (reverse ? Int.max : 0)
        let containing = all.lastIndex { $0.characterRange.location <= offset } ?? 0
        let order: [Int] = reverse ? Array((0..<(location == nil ? all.count : containing)).reversed()) : Array(containing..<all.count)
        var edge: (any NSTextLocation)?
        for index in order {
            let fragment = all[index]
            edge = reverse ? fragment.rangeInElement.location : fragment.rangeInElement.endLocation
            if !block(fragment) { break }
        }
        return edge
    }

    /// The layout fragment holding `location`.
    open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? {
        let offset = TextContentLocation.offset(of: location)
        return fragments().last { $0.characterRange.location <= offset }
    }

    /// Lays out the fragments in the visible area for a view (made on first use).
    open var textViewportLayoutController: NSTextViewportLayoutController {
        if let viewportController { return viewportController }
        let controller = NSTextViewportLayoutController(textLayoutManager: self)
        viewportController = controller
        return controller
    }

    /// Made on first read (a text view lays it out only once it exists).
    private(set) var viewportController: NSTextViewportLayoutController?

    /// The selections the layout manager shows and edits act on. A TextKit 2 text view's are
    /// its selection: reading gives `selectedRange`, setting selects the first range.
    open var textSelections: [NSTextSelection] {
        get {
            guard let hostTextView else { return selectionStorage }
            let range = MainActor.assumeIsolated { hostTextView.selectedRange }
            let textRange = NSTextRange(location: TextContentLocation(range.location), end: TextContentLocation(NSMaxRange(range)))!
            return [NSTextSelection(range: textRange, affinity: .downstream, granularity: .character)]
        }
        set {
            guard let hostTextView else { selectionStorage = newValue; return }
            guard let range = newValue.first?.textRanges.first?.characterRange else { return }
            MainActor.assumeIsolated { hostTextView.selectedRange = range }
        }
    }

    private var selectionStorage: [NSTextSelection] = []

    /// Calls `block` with each segment of `textRange`: the part of it on each line, its frame
    /// (container coordinates, the line's height), its baseline's distance from the frame's
    /// top, and the container, until it returns false. An empty range has one zero-width
    /// segment where its insertion point is. Segments of every type are the characters'
    /// boxes; the head and tail options extend a segment that continues on the line before
    /// or after to the line fragment's edge (left-to-right lines; assumed).
    open func enumerateTextSegments(in textRange: NSTextRange, type: NSTextLayoutManager.SegmentType,
                                    options: NSTextLayoutManager.SegmentOptions = [],
                                    using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool) {
        guard let container = textContainer, let storage = backing.textStorage else { return }
        let range = textRange.characterRange
        guard range.location <= storage.length else { return }
        func segmentRange(_ part: NSRange) -> NSTextRange? {
            options.contains(.rangeNotRequired) ? nil
                : NSTextRange(location: TextContentLocation(part.location), end: TextContentLocation(NSMaxRange(part)))
        }
        if range.length == 0 {
            let rect = backing.boundingRect(forGlyphRange: NSRange(location: range.location, length: 0), in: container)
            let baseline = range.location < storage.length ? backing.location(forGlyphAt: range.location).y : rect.height
            _ = block(segmentRange(range), rect, baseline, container)
            return
        }
        var lines: [(rect: CGRect, part: NSRange)] = []
        backing.enumerateLineFragments(forGlyphRange: range) { rect, _, _, lineRange, _ in
            let part = NSIntersectionRange(lineRange, range)
            if part.length > 0 { lines.append((rect, part)) }
        }
        for (index, line) in lines.enumerated() {
            let first = index == 0, last = index == lines.count - 1
            if options.contains(.middleFragmentsExcluded), !first, !last { continue }
            var frame = backing.boundingRect(forGlyphRange: line.part, in: container)
            if options.contains(.headSegmentExtended), !first {
                frame = CGRect(x: line.rect.minX, y: frame.minY, width: frame.maxX - line.rect.minX, height: frame.height)
            }
            if options.contains(.tailSegmentExtended), !last {
                frame.size.width = line.rect.maxX - frame.minX
            }
            let baseline = backing.location(forGlyphAt: line.part.location).y
            if !block(segmentRange(line.part), frame, baseline, container) { return }
        }
    }

    /// The layout fragment whose frame holds `position` (container coordinates).
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        fragments().first { $0.layoutFragmentFrame.contains(position) }
    }
}
