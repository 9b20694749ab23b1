import Foundation

/// Lays out a text storage's characters in text containers and answers geometry questions
/// about them (TextKit 1). OpenUIKit's glyph model: one glyph per UTF-16 unit, so glyph
/// indices and ranges are character indices and ranges. The text is laid out by the
/// framework's text engine (as labels and text views draw it) in the first text container;
/// later containers hold no glyphs.
open class NSLayoutManager: NSObject {
    /// The storage laying out through this manager (set by `NSTextStorage.addLayoutManager`).
    /// UIKit: the storage owns its layout managers and this is unowned. Here the manager holds
    /// its storage (and the storage its managers weakly), so that the usual recipe's locals
    /// (storage, manager, container) live as long as the manager is used, without a cycle; a
    /// text view's manager holds the view's storage weakly (the view holds it).
    open var textStorage: NSTextStorage? {
        get { strongStorage ?? weakStorage }
        set {
            let old = textStorage
            weakStorage = newValue
            strongStorage = textView == nil ? newValue : nil
            if old !== newValue { invalidateAll() }
        }
    }
    private weak var weakStorage: NSTextStorage?
    private var strongStorage: NSTextStorage?
    private var containers: [NSTextContainer] = []
    open weak var delegate: (any NSLayoutManagerDelegate)?
    /// UIKit: true. Lines here are as the text engine spaces them (as labels and text views).
    open var usesFontLeading = true
    /// UIKit: false. Layout here is always of the whole text.
    open var allowsNonContiguousLayout = false
    open var hasNonContiguousLayout: Bool { false }
    /// Stored; invisible and control characters are not drawn.
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false
    open var limitsLayoutForSuspiciousContents = false

    /// The text view this manager lays out for (its layout follows the view's: width, font,
    /// link styling).
    weak var textView: UITextView? {
        didSet { if textView != nil { strongStorage = nil } }
    }
    /// The current layout; nil when invalidated.
    var layoutCache: TextKitLayout?
    /// The container values the layout was made for.
    private var layoutContainerValues: [CGFloat] = []

    public override init() {
        super.init()
    }

    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        let old = textStorage
        // UIKit: every layout manager of the old storage moves to the new one.
        let managers = old?.layoutManagers ?? [self]
        for manager in managers {
            old?.removeLayoutManager(manager)
            newTextStorage.addLayoutManager(manager)
        }
    }

    // MARK: Text containers

    open var textContainers: [NSTextContainer] { containers }

    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: containers.count)
    }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        precondition(index >= 0 && index <= containers.count,
                     "NSLayoutManager.insertTextContainer(_:at:): index \(index) beyond bounds [0 .. \(containers.count)]")
        containers.insert(container, at: index)
        container.layoutManagerStorage = self
        invalidateAll()
    }

    open func removeTextContainer(at index: Int) {
        precondition(index >= 0 && index < containers.count,
                     "NSLayoutManager.removeTextContainer(at:): index \(index) beyond bounds [0 .. \(containers.count - 1)]")
        let container = containers.remove(at: index)
        if container.layoutManagerStorage === self { container.layoutManagerStorage = nil }
        invalidateAll()
    }

    /// A TextKit 2 layout manager's container: laid out in without becoming the container's
    /// `layoutManager` (a TextKit 2 container has none).
    func setBackingContainer(_ container: NSTextContainer?) {
        containers = container.map { [$0] } ?? []
        invalidateAll()
    }

    /// The container's size or exclusion paths changed: lay out again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        invalidateAll()
    }

    // MARK: Invalidation

    /// The storage's edits: lay out again, redraw, tell the text view showing the storage.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                             range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        invalidateLayout(forCharacterRange: invalidatedCharRange, actualCharacterRange: nil)
        invalidateDisplay(forCharacterRange: invalidatedCharRange)
        if let textView {
            MainActor.assumeIsolated {
                textView.textStorageDidProcessEditing(editMask, range: newCharRange, changeInLength: delta)
            }
        }
    }

    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int,
                               actualCharacterRange actualCharRange: NSRangePointer?) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Forgets the layout. The whole text is laid out again on the next question, so the
    /// actual range is the whole text.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        layoutCache = nil
        actualCharRange?.pointee = NSRange(location: 0, length: textStorage?.length ?? 0)
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    /// Redraws the text view showing the characters.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        guard let textView else { return }
        MainActor.assumeIsolated { textView.textLayoutDidChangeFromLayoutManager() }
    }

    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        invalidateDisplay(forCharacterRange: glyphRange)
    }

    private func invalidateAll() {
        layoutCache = nil
    }

    // MARK: Laying out

    open func ensureGlyphs(forCharacterRange charRange: NSRange) {}

    open func ensureGlyphs(forGlyphRange glyphRange: NSRange) {}

    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = layout() }

    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = layout() }

    open func ensureLayout(for container: NSTextContainer) { _ = layout() }

    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ = layout() }

    /// The layout of the storage in the first container (made now if needed).
    func layout() -> TextKitLayout? {
        guard let storage = textStorage, let container = containers.first else { return nil }
        if let textView { MainActor.assumeIsolated { textView.syncTrackedContainerSize() } }
        let values = container.layoutValues + [container.effectiveWidth ?? -1]
        if let layoutCache, values == layoutContainerValues { return layoutCache }
        let padding = container.lineFragmentPadding
        let width = container.effectiveWidth
        var input: TextLayoutInput
        var emptyLineHeight: CGFloat
        if let textView {
            (input, emptyLineHeight) = MainActor.assumeIsolated { textView.layoutManagerInput() }
        } else {
            input = TextDrawing.input(storage)
            input.maxWidth = width.map { max(1, $0 - 2 * padding) }
            let sample = TextDrawing.input(NSAttributedString(string: "x"))
            emptyLineHeight = TextDrawing.measure(sample).usedSize.height
            // The extra line (after a final separator) takes the font at the text's end.
            if storage.length > 0, let font = storage.attribute(.font, at: storage.length - 1, effectiveRange: nil) as? UIFont {
                let end = TextDrawing.input(NSAttributedString(string: "x", attributes: [.font: font]))
                emptyLineHeight = TextDrawing.measure(end).usedSize.height
            }
        }
        // The container's own limits (also for a text view's container).
        input.maximumNumberOfLines = max(0, container.maximumNumberOfLines)
        if input.maximumNumberOfLines > 0 {
            switch container.lineBreakMode {
            case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: input.truncatesLastVisibleLine = true
            default: break
            }
        }
        if container.size.height > 0, container.size.height < CGFloat.greatestFiniteMagnitude / 2 {
            input.maxHeight = container.size.height
        }
        let spacing: ((Int, CGRect, Bool, Bool) -> (before: CGFloat, after: CGFloat))?
        if let delegate {
            spacing = { [unowned self] glyph, rect, starts, ends in
                var before: CGFloat = 0, after: CGFloat = 0
                if starts {
                    before += delegate.layoutManager(self, paragraphSpacingBeforeGlyphAt: glyph, withProposedLineFragmentRect: rect)
                }
                after += delegate.layoutManager(self, lineSpacingAfterGlyphAt: glyph, withProposedLineFragmentRect: rect)
                if ends {
                    after += delegate.layoutManager(self, paragraphSpacingAfterGlyphAt: glyph, withProposedLineFragmentRect: rect)
                }
                return (before, after)
            }
        } else {
            spacing = nil
        }
        let made = TextKitLayout.make(input: input, string: storage.string, padding: padding, containerWidth: width,
                                      emptyLineHeight: emptyLineHeight, spacing: spacing)
        layoutCache = made
        layoutContainerValues = values
        delegate?.layoutManager(self, didCompleteLayoutFor: container, atEnd: true)
        return made
    }

    // MARK: - Geometry (container coordinates; glyph index = UTF-16 character index)

    /// The layout, if `container` is the one text is laid out in.
    private func layout(in container: NSTextContainer) -> TextKitLayout? {
        guard container === textContainers.first else { return nil }
        return layout()
    }

    private var glyphTotal: Int { textStorage?.length ?? 0 }

    private func clamped(_ range: NSRange, to count: Int) -> NSRange {
        guard range.location != NSNotFound else { return NSRange(location: count, length: 0) }
        let start = max(0, min(range.location, count))
        let end = max(start, min(count, range.location + max(0, range.length)))
        return NSRange(location: start, length: end - start)
    }

    // MARK: Glyphs and characters

    open var numberOfGlyphs: Int { glyphTotal }

    open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < glyphTotal }

    open func characterIndexForGlyph(at glyphIndex: Int) -> Int {
        // UIKit: past the last glyph, the character count plus the excess.
        glyphIndex
    }

    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = clamped(charRange, to: glyphTotal)
        actualCharRange?.pointee = range
        return range
    }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clamped(glyphRange, to: glyphTotal)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The glyphs laid out in `container` (those a line limit or the height left out excluded).
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let layout = layout(in: container) else { return NSRange(location: glyphTotal, length: 0) }
        return NSRange(location: 0, length: layout.laidOutLength)
    }

    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, withoutAdditionalLayout: false)
    }

    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                            withoutAdditionalLayout flag: Bool) -> NSTextContainer? {
        guard let container = textContainers.first, let layout = layout(),
              glyphIndex >= 0, glyphIndex < layout.laidOutLength else { return nil }
        effectiveGlyphRange?.pointee = NSRange(location: 0, length: layout.laidOutLength)
        return container
    }

    /// The rectangle the container's glyphs use (the extra line fragment included).
    open func usedRect(for container: NSTextContainer) -> CGRect {
        layout(in: container)?.usedRect ?? .zero
    }

    // MARK: Line fragments

    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, withoutAdditionalLayout: false)
    }

    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                               withoutAdditionalLayout flag: Bool) -> CGRect {
        guard let fragment = fragment(ofGlyph: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = fragment.range
        return fragment.rect
    }

    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, withoutAdditionalLayout: false)
    }

    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                                   withoutAdditionalLayout flag: Bool) -> CGRect {
        guard let fragment = fragment(ofGlyph: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = fragment.range
        return fragment.usedRect
    }

    private func fragment(ofGlyph glyphIndex: Int) -> TextKitLineFragment? {
        guard glyphIndex >= 0, glyphIndex < glyphTotal, let layout = layout(),
              let line = layout.lineIndex(ofGlyph: glyphIndex) else { return nil }
        return layout.lines[line]
    }

    /// UIKit: the empty line after a text ending in a paragraph separator (or of an empty
    /// text), where the caret goes; zero otherwise.
    open var extraLineFragmentRect: CGRect { layout()?.extraLineFragmentRect ?? .zero }

    open var extraLineFragmentUsedRect: CGRect { layout()?.extraLineFragmentUsedRect ?? .zero }

    open var extraLineFragmentTextContainer: NSTextContainer? {
        guard let layout = layout(), !layout.extraLineFragmentRect.isEmpty else { return nil }
        return textContainers.first
    }

    /// The glyph's origin (its left, on the baseline) relative to its line fragment's origin.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let layout = layout(), glyphIndex >= 0, glyphIndex < layout.glyphCount,
              let line = layout.lineIndex(ofGlyph: glyphIndex) else { return .zero }
        let fragment = layout.lines[line]
        return CGPoint(x: layout.glyphMinX[glyphIndex] - fragment.rect.minX, y: fragment.baseline)
    }

    /// The glyphs of a truncated line the ellipsis replaces; `NSNotFound` when none.
    open func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        guard let layout = layout(), layout.laidOutLength < layout.glyphCount, layout.input.truncatesLastVisibleLine,
              let line = layout.lineIndex(ofGlyph: glyphIndex), line == layout.lines.count - 1 else {
            return NSRange(location: NSNotFound, length: 0)
        }
        return NSRange(location: layout.laidOutLength, length: layout.glyphCount - layout.laidOutLength)
    }

    /// Calls `block` with each line fragment holding glyphs of `glyphRange`: its rectangle,
    /// used rectangle, container and glyphs.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = textContainers.first, let layout = layout() else { return }
        var stop = ObjCBool(false)
        for index in layout.lineIndices(meeting: clamped(glyphRange, to: layout.laidOutLength)) {
            let fragment = layout.lines[index]
            block(fragment.rect, fragment.usedRect, container, fragment.range, &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `block` with the rectangle `glyphRange` covers on each of its lines (a selection's
    /// highlight), in container coordinates.
    open func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in textContainer: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for rect in enclosingRects(forGlyphRange: glyphRange, in: textContainer) {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }

    func enclosingRects(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> [CGRect] {
        guard let layout = layout(in: container) else { return [] }
        let range = clamped(glyphRange, to: layout.glyphCount)
        guard range.length > 0 else { return [boundingRect(forGlyphRange: range, in: container)] }
        var rects: [CGRect] = []
        for index in layout.lineIndices(meeting: range) {
            let lineRange = NSIntersectionRange(layout.lines[index].range, range)
            var rect = CGRect.null
            for glyph in lineRange.location..<NSMaxRange(lineRange) { rect = rect.union(layout.glyphRect(glyph)) }
            if !rect.isNull { rects.append(rect) }
        }
        return rects
    }

    // MARK: Rectangles and points

    /// The smallest rectangle holding the glyphs' boxes (each box its line fragment's height),
    /// in container coordinates. An empty range: a zero-width rectangle where its glyph is.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let layout = layout(in: container) else { return .zero }
        let range = clamped(glyphRange, to: layout.glyphCount)
        if range.length == 0 {
            if range.location < layout.glyphCount {
                var rect = layout.glyphRect(range.location)
                rect.size.width = 0
                return rect
            }
            if !layout.extraLineFragmentRect.isEmpty {
                return CGRect(x: layout.padding, y: layout.extraLineFragmentRect.minY, width: 0,
                              height: layout.extraLineFragmentRect.height)
            }
            guard let last = layout.lines.last, layout.glyphCount > 0 else { return .zero }
            return CGRect(x: layout.glyphMaxX[layout.glyphCount - 1], y: last.rect.minY, width: 0, height: last.rect.height)
        }
        var rect = CGRect.null
        for glyph in range.location..<NSMaxRange(range) { rect = rect.union(layout.glyphRect(glyph)) }
        return rect.isNull ? .zero : rect
    }

    /// The glyphs whose boxes meet `bounds` (container coordinates), from the first to the last.
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard let layout = layout(in: container) else { return NSRange(location: 0, length: 0) }
        var first = -1, last = -1
        for line in layout.lines where line.rect.intersects(bounds) {
            for glyph in line.range.location..<NSMaxRange(line.range) where layout.glyphRect(glyph).insetBy(dx: -0.001, dy: 0).intersects(bounds) {
                if first < 0 { first = glyph }
                last = glyph
            }
        }
        return first < 0 ? NSRange(location: 0, length: 0) : NSRange(location: first, length: last - first + 1)
    }

    open func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        glyphRange(forBoundingRect: bounds, in: container)
    }

    /// The glyph under `point` (container coordinates), or the nearest: on the line nearest the
    /// point's y, the glyph whose box holds its x, the line's first glyph left of it and its
    /// last right of it. `partialFraction`: how far through that glyph the point lies (0–1).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        partialFraction?.pointee = 0
        guard let layout = layout(in: container), let lineIndex = layout.lineIndex(nearestY: point.y) else { return 0 }
        let range = layout.lines[lineIndex].range
        guard range.length > 0 else { return min(range.location, max(0, layout.glyphCount - 1)) }
        var best = range.location
        if point.x >= layout.glyphMaxX[NSMaxRange(range) - 1] {
            // Past the line's end: its last glyph (a separator ends a line as its last glyph).
            best = NSMaxRange(range) - 1
            partialFraction?.pointee = 1
            return best
        }
        for glyph in range.location..<NSMaxRange(range) {
            let minX = layout.glyphMinX[glyph], maxX = layout.glyphMaxX[glyph]
            if point.x < maxX, maxX > minX {
                best = glyph
                partialFraction?.pointee = max(0, min(1, (point.x - minX) / (maxX - minX)))
                break
            }
        }
        return best
    }

    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    open func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat {
        var fraction: CGFloat = 0
        _ = glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: &fraction)
        return fraction
    }

    /// The character under `point` (as `glyphIndex(for:in:)`); `partialFraction`: how far
    /// between the insertion points before and after it the point lies.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        characterIndexForGlyph(at: glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction))
    }

    // MARK: - Drawing into the current UIKit graphics context

    /// Draws the glyphs of `glyphsToShow` with the container's origin at `origin` (the current
    /// context's coordinates), as labels and text views draw them; backgrounds are
    /// `drawBackground(forGlyphRange:at:)`'s.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let container = textContainers.first,
              let layout = layout(), !layout.lines.isEmpty else { return }
        var input = layout.input
        for paragraph in input.paragraphs.indices {
            for run in input.paragraphs[paragraph].runs.indices { input.paragraphs[paragraph].runs[run].background = nil }
        }
        let textOrigin = CGPoint(x: origin.x + layout.padding, y: origin.y)
        let whole = NSIntersectionRange(glyphsToShow, NSRange(location: 0, length: layout.laidOutLength)) ==
            NSRange(location: 0, length: layout.laidOutLength)
        if whole, layout.lineShifts.allSatisfy({ $0 == 0 }) {
            TextDrawing.draw(input, at: textOrigin, in: context)
            return
        }
        // Line by line: each clipped to its band (and to the range's glyphs), moved by the
        // delegate's spacing above it.
        let rects = enclosingRects(forGlyphRange: glyphsToShow, in: container)
        for (index, line) in layout.lines.enumerated() {
            let clip: CGRect
            if whole {
                clip = CGRect(x: -1e6, y: line.engineTop, width: 2e6, height: line.engineHeight)
            } else {
                guard let covered = rects.first(where: { $0.minY == line.rect.minY }) else { continue }
                clip = CGRect(x: covered.minX, y: line.engineTop, width: covered.width, height: line.engineHeight)
            }
            let shift = layout.lineShifts[index]
            context.saveGState()
            context.translateBy(x: origin.x, y: origin.y + shift)
            context.clip(to: clip)
            TextDrawing.draw(input, at: CGPoint(x: layout.padding, y: 0), in: context)
            context.restoreGState()
        }
    }

    /// Fills the `.backgroundColor` of the characters of `glyphsToShow`, line by line, with the
    /// container's origin at `origin`.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = textStorage,
              let container = textContainers.first, let layout = layout() else { return }
        let range = NSIntersectionRange(glyphsToShow, NSRange(location: 0, length: layout.laidOutLength))
        guard range.length > 0 else { return }
        var fills: [(UIColor, NSRange)] = []
        storage.enumerateAttribute(.backgroundColor, in: range, options: []) { value, runRange, _ in
            if let color = value as? UIColor { fills.append((color, runRange)) }
        }
        for (color, runRange) in fills {
            let rects = enclosingRects(forGlyphRange: runRange, in: container).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            context.saveGState()
            context.setFillColor(color.cgColor)
            rects.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                fillBackgroundRectArray(base, count: buffer.count, forCharacterRange: runRange, color: color)
            }
            context.restoreGState()
        }
    }

    /// Fills the rectangles of a run's `.backgroundColor` (`drawBackground` sets `color` as the
    /// fill color first); subclasses override it to draw highlights their own way.
    open func fillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int,
                                      forCharacterRange charRange: NSRange, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for index in 0..<rectCount { context.fill(rectArray[index]) }
    }
}
