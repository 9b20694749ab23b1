/// A paragraph (or a whole-text chunk) laid out: the engine input that draws it, and the caret
/// of each of its grapheme-cluster boundaries and its lines, in coordinates whose origin is the
/// paragraph's top-left in the text.
struct TextViewParagraphLayout {
    var input: TextLayoutInput
    /// UTF-16 offsets of the paragraph's cluster boundaries, from its start (0 and its length
    /// included).
    var boundaries: [Int]
    /// One per boundary.
    var carets: [(x: CGFloat, top: CGFloat, height: CGFloat)]
    var lines: [(top: CGFloat, height: CGFloat)]
    /// The longest line's width and the lines' height.
    var usedSize: CGSize
    /// The paragraph style's spacing before and after the paragraph.
    var spacingBefore: CGFloat
    var spacingAfter: CGFloat

    /// The index in `boundaries` of the boundary at or before a local UTF-16 offset.
    func boundaryIndex(of offset: Int) -> Int {
        var low = 0, high = boundaries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if boundaries[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
