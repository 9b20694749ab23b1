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
    private var freeSlots: [Int32] = []
    private var startsStorage: [Int] = []
    /// The tops of the first `validTops` paragraphs (the rest are stale).
    private var topsStorage: [CGFloat] = []
    private var validTops = 0
    /// The starts change only when paragraphs are replaced.
    private var startsAreStale = true
    /// The text's height, kept as paragraphs are laid out (nil: to sum again).
    private var totalHeight: CGFloat?

    init(key: [CGFloat], wrapWidth: CGFloat?, isWholeText: Bool, estimatedLineHeight: CGFloat,
         estimatedCharacterWidth: CGFloat, paragraphs: [TextViewParagraph]) {
        self.key = key
        self.wrapWidth = wrapWidth
        self.isWholeText = isWholeText
        self.estimatedLineHeight = estimatedLineHeight
        self.estimatedCharacterWidth = estimatedCharacterWidth
        self.paragraphs = paragraphs
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
            for index in paragraphs.indices { total += Self.extent(of: paragraphs[index], at: index, estimate: estimate) }
        }
        totalHeight = total
        return total
    }

    /// How much paragraph `index` adds to the text's height: as the engine stacks paragraphs,
    /// spacing before (not for the first), the lines, spacing after.
    private static func extent(of paragraph: TextViewParagraph, at index: Int, estimate: (perLine: CGFloat, lineHeight: CGFloat)) -> CGFloat {
        (index > 0 ? paragraph.spacingBefore : 0) + height(of: paragraph, estimate: estimate) + paragraph.spacingAfter
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
        paragraphs.withUnsafeBufferPointer { $0[index].height >= 0 }
    }

    func height(of index: Int) -> CGFloat {
        paragraphs.withUnsafeBufferPointer { Self.height(of: $0[index], estimate: estimate) }
    }

    /// The estimated characters per line and line height.
    private var estimate: (perLine: CGFloat, lineHeight: CGFloat) {
        (wrapWidth.map { max(1, ($0 / max(1, estimatedCharacterWidth)).rounded(.down)) } ?? .infinity, estimatedLineHeight)
    }

    private static func height(of paragraph: TextViewParagraph, estimate: (perLine: CGFloat, lineHeight: CGFloat)) -> CGFloat {
        if paragraph.height >= 0 { return paragraph.height }
        return max(1, (CGFloat(paragraph.length) / estimate.perLine).rounded(.up)) * estimate.lineHeight
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

    /// Makes the tops valid through paragraph `index`.
    private func extendTops(through index: Int) {
        guard index >= validTops else { return }
        if topsStorage.count != paragraphs.count {
            // Paragraphs were replaced after the valid ones: those keep their tops.
            if topsStorage.count > paragraphs.count {
                topsStorage.removeLast(topsStorage.count - paragraphs.count)
            } else {
                topsStorage.append(contentsOf: repeatElement(0, count: paragraphs.count - topsStorage.count))
            }
            validTops = min(validTops, paragraphs.count)
        }
        let estimate = self.estimate
        var y: CGFloat = validTops > 0
            ? topsStorage[validTops - 1] + paragraphs.withUnsafeBufferPointer { Self.height(of: $0[validTops - 1], estimate: estimate) + $0[validTops - 1].spacingAfter }
            : 0
        let from = validTops
        paragraphs.withUnsafeBufferPointer { paragraphs in
            topsStorage.withUnsafeMutableBufferPointer { tops in
                for i in from...index {
                    let top = i > 0 ? y + paragraphs[i].spacingBefore : y
                    tops[i] = top
                    y = top + Self.height(of: paragraphs[i], estimate: estimate) + paragraphs[i].spacingAfter
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
        let old = paragraphs.withUnsafeBufferPointer { Self.extent(of: $0[index], at: index, estimate: estimate) }
        var slot = paragraphs[index].layoutSlot
        if slot < 0 {
            if let free = freeSlots.popLast() {
                slot = free
            } else {
                slot = Int32(layoutStore.count)
                layoutStore.append(nil)
            }
        }
        layoutStore[Int(slot)] = laidOut
        paragraphs[index].setLayout(laidOut, slot: slot)
        let new = paragraphs.withUnsafeBufferPointer { Self.extent(of: $0[index], at: index, estimate: estimate) }
        if let total = totalHeight { totalHeight = total + (new - old) }
        // Its own top depends on its spacing before.
        validTops = min(validTops, index)
    }

    /// Replaces the paragraphs `range` with `replacement` (an edit); the paragraphs after it
    /// keep their layouts and move.
    func replaceParagraphs(_ range: ClosedRange<Int>, with replacement: [TextViewParagraph]) {
        // The height less the replaced paragraphs plus the new ones (summed again when the
        // first paragraph changes: it has no spacing before).
        if let total = totalHeight, range.lowerBound > 0 {
            let estimate = self.estimate
            var removed: CGFloat = 0, added: CGFloat = 0
            paragraphs.withUnsafeBufferPointer { paragraphs in
                for index in range { removed += Self.extent(of: paragraphs[index], at: index, estimate: estimate) }
            }
            for (offset, paragraph) in replacement.enumerated() {
                added += Self.extent(of: paragraph, at: range.lowerBound + offset, estimate: estimate)
            }
            totalHeight = total - removed + added
        } else {
            totalHeight = nil
        }
        // The replaced paragraphs' layouts go; their slots are free again.
        paragraphs.withUnsafeBufferPointer { paragraphs in
            for index in range where paragraphs[index].layoutSlot >= 0 {
                let slot = paragraphs[index].layoutSlot
                layoutStore[Int(slot)] = nil
                freeSlots.append(slot)
            }
        }
        paragraphs.replaceSubrange(range, with: replacement)
        startsAreStale = true
        validTops = min(validTops, range.lowerBound)
    }
}
