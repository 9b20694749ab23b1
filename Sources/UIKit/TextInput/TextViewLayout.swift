/// A text view's text laid out paragraph by paragraph, so that an edit lays out again only the
/// paragraphs it touched and drawing lays out only what it shows.
///
/// Each paragraph (the text between paragraph separators: LF, CR, CR LF, U+2029, NEL) is laid
/// out on its own when it is first needed (drawn, or a caret or point in it asked for); until
/// then its height is estimated. The paragraphs' UTF-16 starts and tops are prefix sums,
/// recomputed after a change in one pass over the paragraphs (cheap next to shaping). When
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
    private var startsStorage: [Int] = []
    private var topsStorage: [CGFloat] = []
    /// The starts change only when paragraphs are replaced; the tops also when one is laid
    /// out.
    private var startsAreStale = true
    private var topsAreStale = true

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

    /// Each paragraph's top in the text's coordinates.
    var tops: [CGFloat] {
        refreshTops()
        return topsStorage
    }

    /// The text's height: the last paragraph's bottom (estimates included).
    var height: CGFloat {
        guard let last = paragraphs.indices.last else { return 0 }
        return tops[last] + height(of: last)
    }

    /// The longest laid-out line's width.
    var usedWidth: CGFloat {
        paragraphs.withUnsafeBufferPointer { $0.reduce(0) { max($0, $1.laidOut?.usedSize.width ?? 0) } }
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
        startsStorage.removeAll(keepingCapacity: true)
        startsStorage.reserveCapacity(paragraphs.count)
        var start = 0
        paragraphs.withUnsafeBufferPointer { paragraphs in
            for paragraph in paragraphs {
                startsStorage.append(start)
                start += paragraph.length + paragraph.terminatorLength
            }
        }
    }

    private func refreshTops() {
        guard topsAreStale else { return }
        topsAreStale = false
        topsStorage.removeAll(keepingCapacity: true)
        topsStorage.reserveCapacity(paragraphs.count)
        let estimate = self.estimate
        var y: CGFloat = 0
        paragraphs.withUnsafeBufferPointer { paragraphs in
            for index in paragraphs.indices {
                // As the engine stacks paragraphs: spacing before (not for the first), the
                // lines, spacing after.
                let top = index > 0 ? y + paragraphs[index].spacingBefore : y
                topsStorage.append(top)
                y = top + Self.height(of: paragraphs[index], estimate: estimate) + paragraphs[index].spacingAfter
            }
        }
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
        let tops = self.tops
        var low = 0, high = tops.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        if low + 1 < tops.count, y > tops[low] + height(of: low) { return low + 1 }
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
        paragraphs[index].laidOut = laidOut
        topsAreStale = true
    }

    /// Replaces the paragraphs `range` with `replacement` (an edit); the paragraphs after it
    /// keep their layouts and move.
    func replaceParagraphs(_ range: ClosedRange<Int>, with replacement: [TextViewParagraph]) {
        paragraphs.replaceSubrange(range, with: replacement)
        startsAreStale = true
        topsAreStale = true
    }
}
