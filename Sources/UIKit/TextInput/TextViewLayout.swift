/// A text view's text laid out paragraph by paragraph, so that an edit lays out again only the
/// paragraphs it touched and drawing lays out only what it shows.
///
/// Each paragraph (the text between paragraph separators: LF, CR, CR LF, U+2029, NEL) is laid
/// out on its own when it is first needed (drawn, or a caret or point in it asked for); until
/// then its height is estimated. The paragraphs' UTF-16 starts are prefix sums, recomputed
/// after an edit in one pass over the paragraphs (cheap next to shaping). Their tops are
/// prefix sums too, kept valid up to a paragraph and extended only as far as asked: laying
/// out a paragraph changes the tops after it, and summing 200,000 paragraphs (a 10 MB paste)
/// for each one laid out had made a frame cost 38 ms. The total height is kept as a sum. When
/// the container cannot be laid out paragraph by paragraph (a line limit counts lines across
/// paragraphs; without wrapping, alignment follows the longest line) the whole text is one
/// chunk.
final class TextViewLayout {
    /// Layout depends on these (the container's values and the width) besides the text.
    let key: [CGFloat]
    /// The width lines wrap at (nil: not wrapped).
    let wrapWidth: CGFloat?
    /// Whether the text is one chunk (see above).
    let isWholeText: Bool
    /// The height of a line of the view's font, for estimates.
    let estimatedLineHeight: CGFloat
    /// The width of an average character of the view's font, for estimates.
    let estimatedCharacterWidth: CGFloat

    private(set) var paragraphs: [TextViewParagraph]
    /// The layouts of the laid-out paragraphs, by their `layoutSlot`; free slots are nil.
    private var layoutStore: [TextViewParagraphLayout?] = []
    /// The sizes of those layouts, by slot, as plain numbers for the sums.
    private var slotSizes: [SlotSize] = []
    private var freeSlots: [Int32] = []
    private var startsStorage: [Int] = []
    /// The tops of the first `validTops` paragraphs (the rest are stale).
    private var topsStorage: [CGFloat] = []
    private var validTops = 0
    /// The starts change only when paragraphs are replaced.
    private var startsAreStale = true
    /// The text's height, kept as paragraphs are laid out (nil: to sum again).
    private var totalHeight: CGFloat?
    /// How a paragraph not laid out yet is estimated.
    private let estimate: Estimate

    /// A laid-out paragraph's height and the spacing its style puts before and after it.
    private struct SlotSize {
        var height: CGFloat
        var spacingBefore: CGFloat
        var spacingAfter: CGFloat
    }

    /// A paragraph not laid out is as many lines of the view's font as its characters fill at
    /// an average character's width (one line at least; one line when not wrapped).
    private struct Estimate {
        /// Characters per line (0: no limit).
        let perLine: Int
        let lineHeight: CGFloat

        init(wrapWidth: CGFloat?, characterWidth: CGFloat, lineHeight: CGFloat) {
            let perLine = wrapWidth.map { max(1, ($0 / max(1, characterWidth)).rounded(.down)) } ?? .infinity
            self.perLine = perLine < 1e15 ? Int(perLine) : 0
            self.lineHeight = lineHeight
        }

        /// The same value as `max(1, (length / perLine).rounded(.up)) * lineHeight` in
        /// floating point (the quotient of two integers below 2^53 rounds up to the same
        /// integer), by integer steps: most paragraphs take one or two lines, so no division
        /// and no call of `ceil` for them (200,000 of them in a 10 MB paste).
        @inline(__always)
        func height(ofLength length: Int) -> CGFloat {
            guard perLine > 0, length > perLine else { return lineHeight }
            let lines = length <= 2 * perLine ? 2 : (length - 1) / perLine + 1
            return CGFloat(lines) * lineHeight
        }
    }

    init(key: [CGFloat], wrapWidth: CGFloat?, isWholeText: Bool, estimatedLineHeight: CGFloat,
         estimatedCharacterWidth: CGFloat, paragraphs: [TextViewParagraph]) {
        self.key = key
        self.wrapWidth = wrapWidth
        self.isWholeText = isWholeText
        self.estimatedLineHeight = estimatedLineHeight
        self.estimatedCharacterWidth = estimatedCharacterWidth
        self.paragraphs = paragraphs
        estimate = Estimate(wrapWidth: wrapWidth, characterWidth: estimatedCharacterWidth, lineHeight: estimatedLineHeight)
    }

    // MARK: Offsets

    /// Each paragraph's UTF-16 start in the text.
    var starts: [Int] {
        refreshStarts()
        return startsStorage
    }

    /// Paragraph `index`'s top in the text's coordinates.
    func top(of index: Int) -> CGFloat {
        extendTops(through: index)
        return topsStorage[index]
    }

    /// The text's height: the last paragraph's bottom (estimates included).
    var height: CGFloat {
        if let totalHeight { return totalHeight }
        let estimate = self.estimate
        var total: CGFloat = 0
        paragraphs.withUnsafeBufferPointer { paragraphs in
            slotSizes.withUnsafeBufferPointer { sizes in
                for index in paragraphs.indices { total += Self.extent(of: paragraphs[index], at: index, sizes: sizes, estimate: estimate) }
            }
        }
        totalHeight = total
        return total
    }

    /// How much paragraph `index` adds to the text's height: as the engine stacks paragraphs,
    /// spacing before (not for the first), the lines, spacing after. (Not laid out: the
    /// estimate alone, as its spacing is taken to be 0.)
    @inline(__always)
    private static func extent(of paragraph: TextViewParagraph, at index: Int, sizes: UnsafeBufferPointer<SlotSize>,
                               estimate: Estimate) -> CGFloat {
        guard paragraph.layoutSlot >= 0 else { return estimate.height(ofLength: paragraph.length) }
        let size = sizes[Int(paragraph.layoutSlot)]
        return (index > 0 ? size.spacingBefore : 0) + size.height + size.spacingAfter
    }

    /// A paragraph's height without spacing (laid out or estimated).
    @inline(__always)
    private static func height(of paragraph: TextViewParagraph, sizes: UnsafeBufferPointer<SlotSize>, estimate: Estimate) -> CGFloat {
        paragraph.layoutSlot >= 0 ? sizes[Int(paragraph.layoutSlot)].height : estimate.height(ofLength: paragraph.length)
    }

    /// The longest laid-out line's width.
    var usedWidth: CGFloat {
        layoutStore.reduce(0) { max($0, $1?.usedSize.width ?? 0) }
    }

    /// Paragraph `index`'s layout (nil: not laid out yet).
    func laidOut(_ index: Int) -> TextViewParagraphLayout? {
        let slot = paragraphs.withUnsafeBufferPointer { $0[index].layoutSlot }
        return slot >= 0 ? layoutStore[Int(slot)] : nil
    }

    func isLaidOut(_ index: Int) -> Bool {
        paragraphs.withUnsafeBufferPointer { $0[index].layoutSlot >= 0 }
    }

    func height(of index: Int) -> CGFloat {
        let estimate = self.estimate
        return paragraphs.withUnsafeBufferPointer { paragraphs in
            slotSizes.withUnsafeBufferPointer { Self.height(of: paragraphs[index], sizes: $0, estimate: estimate) }
        }
    }

    /// Paragraph `index`'s spacing after (0 until laid out).
    private func spacingAfter(of index: Int) -> CGFloat {
        let slot = paragraphs.withUnsafeBufferPointer { $0[index].layoutSlot }
        return slot >= 0 ? slotSizes[Int(slot)].spacingAfter : 0
    }

    private func refreshStarts() {
        guard startsAreStale else { return }
        startsAreStale = false
        // Summed into a local array: appending to the stored one inside the loop checked
        // exclusive access on every paragraph (most of a keystroke's time after a 10 MB paste).
        var starts = [Int](repeating: 0, count: paragraphs.count)
        var start = 0
        paragraphs.withUnsafeBufferPointer { paragraphs in
            starts.withUnsafeMutableBufferPointer { starts in
                for index in paragraphs.indices {
                    starts[index] = start
                    start += paragraphs[index].length + paragraphs[index].terminatorLength
                }
            }
        }
        startsStorage = starts
    }

    /// The tops' storage as long as the paragraphs (those past `validTops` are stale).
    private func resizeTops() {
        guard topsStorage.count != paragraphs.count else { return }
        // Paragraphs were replaced after the valid ones: those keep their tops.
        if topsStorage.count > paragraphs.count {
            topsStorage.removeLast(topsStorage.count - paragraphs.count)
        } else {
            topsStorage.append(contentsOf: repeatElement(0, count: paragraphs.count - topsStorage.count))
        }
        validTops = min(validTops, paragraphs.count)
    }

    /// Where paragraph `validTops` starts: the bottom of the last valid one and its spacing
    /// after (0 for the first), summed as the pass below sums it, `(top + height) + spacing`,
    /// so that a top does not depend on how far the tops were valid when it was summed (this
    /// was `top + (height + spacing)`, a last-bit difference after a spaced paragraph).
    private func bottomOfValidTops() -> CGFloat {
        guard validTops > 0 else { return 0 }
        return topsStorage[validTops - 1] + height(of: validTops - 1) + spacingAfter(of: validTops - 1)
    }

    /// Makes the tops valid through paragraph `index`.
    private func extendTops(through index: Int) {
        guard index >= validTops else { return }
        resizeTops()
        let estimate = self.estimate
        var y = bottomOfValidTops()
        let from = validTops
        paragraphs.withUnsafeBufferPointer { paragraphs in
            slotSizes.withUnsafeBufferPointer { sizes in
                topsStorage.withUnsafeMutableBufferPointer { tops in
                    for i in from...index {
                        let paragraph = paragraphs[i]
                        guard paragraph.layoutSlot >= 0 else {
                            // No spacing: the same sums as below with 0 added.
                            tops[i] = y
                            y += estimate.height(ofLength: paragraph.length)
                            continue
                        }
                        let size = sizes[Int(paragraph.layoutSlot)]
                        let top = i > 0 ? y + size.spacingBefore : y
                        tops[i] = top
                        y = top + size.height + size.spacingAfter
                    }
                }
            }
        }
        validTops = index + 1
    }

    // MARK: Lookup

    /// The paragraph holding a UTF-16 offset (an offset at a paragraph's start is that
    /// paragraph's).
    func paragraphIndex(containing offset: Int) -> Int {
        let starts = self.starts
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The paragraph at a y (text coordinates): the one whose extent holds it, the next one
    /// in a gap between paragraphs, the first or last beyond the ends.
    func paragraphIndex(atY y: CGFloat) -> Int {
        let count = paragraphs.count
        guard count > 0 else { return 0 }
        // Extend the valid tops until one lies beyond y (or all are valid).
        extendTops(through: min(count - 1, max(validTops, 63)))
        while validTops < count, topsStorage[validTops - 1] <= y {
            extendTops(through: min(count - 1, validTops * 2))
        }
        var low = 0, high = validTops - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if topsStorage[middle] <= y { low = middle } else { high = middle - 1 }
        }
        if low + 1 < count, y > top(of: low) + height(of: low) { return low + 1 }
        return low
    }

    /// The paragraphs whose extent meets `minY...maxY`.
    func paragraphIndices(from minY: CGFloat, to maxY: CGFloat) -> ClosedRange<Int> {
        guard !paragraphs.isEmpty else { return 0...0 }
        let first = paragraphIndex(atY: minY)
        var last = paragraphIndex(atY: maxY)
        if last < first { last = first }
        return first...last
    }

    // MARK: Changes

    func setLayout(_ laidOut: TextViewParagraphLayout, of index: Int) {
        let estimate = self.estimate
        let old = extent(of: index, estimate: estimate)
        var slot = paragraphs[index].layoutSlot
        if slot < 0 {
            if let free = freeSlots.popLast() {
                slot = free
            } else {
                slot = Int32(layoutStore.count)
                layoutStore.append(nil)
                slotSizes.append(SlotSize(height: 0, spacingBefore: 0, spacingAfter: 0))
            }
        }
        layoutStore[Int(slot)] = laidOut
        slotSizes[Int(slot)] = SlotSize(height: laidOut.usedSize.height, spacingBefore: laidOut.spacingBefore,
                                        spacingAfter: laidOut.spacingAfter)
        paragraphs[index].setLayoutSlot(slot)
        let new = extent(of: index, estimate: estimate)
        if let total = totalHeight { totalHeight = total + (new - old) }
        // Its own top depends on its spacing before.
        validTops = min(validTops, index)
    }

    private func extent(of index: Int, estimate: Estimate) -> CGFloat {
        paragraphs.withUnsafeBufferPointer { paragraphs in
            slotSizes.withUnsafeBufferPointer { Self.extent(of: paragraphs[index], at: index, sizes: $0, estimate: estimate) }
        }
    }

    /// Replaces the paragraphs `range` with `replacement` (an edit; new paragraphs, not laid
    /// out); the paragraphs after it keep their layouts and move. When the tops before the
    /// edit are valid, the new paragraphs' tops are summed in the same pass as their heights
    /// (a 10 MB paste: 200,000 estimates once, not twice).
    func replaceParagraphs(_ range: ClosedRange<Int>, with replacement: [TextViewParagraph]) {
        let estimate = self.estimate
        let low = range.lowerBound
        // The height less the replaced paragraphs plus the new ones (summed again when the
        // first paragraph changes: it has no spacing before).
        let keepsTotal = totalHeight != nil && low > 0
        var removed: CGFloat = 0
        // The replaced paragraphs' layouts go; their slots are free again.
        paragraphs.withUnsafeBufferPointer { paragraphs in
            slotSizes.withUnsafeBufferPointer { sizes in
                for index in range {
                    let paragraph = paragraphs[index]
                    if keepsTotal { removed += Self.extent(of: paragraph, at: index, sizes: sizes, estimate: estimate) }
                    if paragraph.layoutSlot >= 0 {
                        layoutStore[Int(paragraph.layoutSlot)] = nil
                        freeSlots.append(paragraph.layoutSlot)
                    }
                }
            }
        }
        paragraphs.replaceSubrange(range, with: replacement)
        startsAreStale = true
        validTops = min(validTops, low)
        let sumsTops = validTops == low
        if sumsTops { resizeTops() }
        var y = sumsTops ? bottomOfValidTops() : 0
        var added: CGFloat = 0
        replacement.withUnsafeBufferPointer { replacement in
            topsStorage.withUnsafeMutableBufferPointer { tops in
                for offset in replacement.indices {
                    // Not laid out: the extent is the estimate (see `extent`), the top the
                    // bottom of the one before (`extendTops` with no spacing).
                    let height = estimate.height(ofLength: replacement[offset].length)
                    if sumsTops {
                        tops[low + offset] = y
                        y += height
                    }
                    added += height
                }
            }
        }
        if sumsTops { validTops = low + replacement.count }
        totalHeight = keepsTotal ? totalHeight! - removed + added : nil
    }
}
