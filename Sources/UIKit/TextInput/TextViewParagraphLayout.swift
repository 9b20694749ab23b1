/// A paragraph (or a whole-text chunk) laid out: the engine input that draws it, the caret of
/// each of its grapheme-cluster boundaries (those of the editing buffer from the paragraph's
/// start to its end, in order) and its lines, in coordinates whose origin is the paragraph's
/// top-left in the text. Carets are kept as an x and a line index (12 bytes a cluster).
/// Kept in the text layout's store (`TextViewLayout`), by a slot number in its paragraph, so
/// that the paragraphs of a 10 MB paste (about 200,000, not laid out) are a few plain words
/// each to make, move and copy.
final class TextViewParagraphLayout {
    let input: TextLayoutInput
    let caretXs: [CGFloat]
    let caretLines: [Int32]
    let lines: [(top: CGFloat, height: CGFloat)]
    /// The longest line's width and the lines' height.
    let usedSize: CGSize
    /// The paragraph style's spacing before and after the paragraph.
    let spacingBefore: CGFloat
    let spacingAfter: CGFloat
    /// The engine keeps the Pango layout made for the carets under this key, so that the tiles
    /// drawing the paragraph soon after do not shape it again.
    let layoutKey: TextLayoutKey

    init(input: TextLayoutInput, carets: [(x: CGFloat, top: CGFloat, height: CGFloat)], lines: [(top: CGFloat, height: CGFloat)],
         usedSize: CGSize, spacingBefore: CGFloat, spacingAfter: CGFloat, layoutKey: TextLayoutKey) {
        self.input = input
        self.layoutKey = layoutKey
        // Every caret lies on a line (an empty layout gets one of no height).
        let lines = lines.isEmpty ? [(top: CGFloat(0), height: CGFloat(0))] : lines
        self.lines = lines
        self.usedSize = usedSize
        self.spacingBefore = spacingBefore
        self.spacingAfter = spacingAfter
        caretXs = carets.map(\.x)
        var lineIndex = 0
        caretLines = carets.map { caret in
            if lines[lineIndex].top != caret.top {
                if lineIndex + 1 < lines.count, lines[lineIndex + 1].top == caret.top {
                    lineIndex += 1
                } else {
                    lineIndex = lines.firstIndex { $0.top == caret.top } ?? lines.count - 1
                }
            }
            return Int32(lineIndex)
        }
    }

    var caretCount: Int { caretXs.count }

    /// Caret `index`: its x, its line's top and height.
    func caret(_ index: Int) -> (x: CGFloat, top: CGFloat, height: CGFloat) {
        let line = lines[Int(caretLines[index])]
        return (caretXs[index], line.top, line.height)
    }
}
