import Foundation

/// Left and Right in screen order: in right-to-left and mixed (bidi) text the caret moves the
/// way the arrow points, whatever the logical order (Pango's visual cursor movement).
@MainActor
protocol VisualCaretMovement: BufferedTextInput {
    /// The cluster boundary one step left or right on screen from `offset`; `offset` itself
    /// at the end of the text in that direction.
    func visualOffset(from offset: Int, right: Bool) -> Int
    /// The caret's x and line top at `offset` (to collapse a selection to its left or right end).
    func caretPoint(at offset: Int) -> (x: CGFloat, top: CGFloat)
}

/// UTF-16 ↔ UTF-8 offsets of one engine paragraph's text.
struct VisualCaretText {
    let string: String

    init(_ bytes: [UInt8]) { string = String(decoding: bytes, as: UTF8.self) }

    func utf8(_ utf16: Int) -> Int {
        let view = string.utf16
        let index = view.index(view.startIndex, offsetBy: max(0, min(utf16, view.count)))
        return string.utf8.distance(from: string.utf8.startIndex, to: index)
    }

    func utf16(_ utf8: Int) -> Int {
        let view = string.utf8
        let index = view.index(view.startIndex, offsetBy: max(0, min(utf8, view.count)))
        return string.utf16.distance(from: string.utf16.startIndex, to: index)
    }

    /// One visual step in a paragraph laid out as `input` (paragraph `index`), from local UTF-16
    /// offset `local`, to a boundary of `buffer` (whose offsets are `base` + local ones).
    /// Pango may stop inside one of the buffer's clusters; the step then goes on.
    /// Returns the new local UTF-16 offset, or nil (with the logical end) off the paragraph.
    @MainActor
    func step(_ input: TextLayoutInput, index: Int, from local: Int, right: Bool,
              buffer: TextEditingBuffer, base: Int) -> (offset: Int?, pastEnd: Bool) {
        var utf8Offset = utf8(local)
        let engineInput = input
        for _ in 0..<32 {
            let from = utf8Offset
            let result = TextEngine.withState { $0.visualCursorStep(engineInput, paragraph: index, utf8: from, right: right) }
            guard let next = result.offset else { return (nil, result.pastEnd) }
            let candidate = utf16(next)
            if base + candidate == buffer.boundary(atOrBefore: base + candidate), candidate != local {
                return (candidate, false)
            }
            if next == from { return (local, false) }
            utf8Offset = next
        }
        return (local, false)
    }
}

extension VisualCaretMovement {
    /// `count` visual steps (negative: the other way), stopping at the text's ends.
    func visualOffset(from offset: Int, right: Bool, count: Int) -> Int {
        var result = offset
        let right = count < 0 ? !right : right
        for _ in 0..<abs(count) {
            let next = visualOffset(from: result, right: right)
            if next == result { break }
            result = next
        }
        return result
    }

    /// Ctrl + Left / Right: steps on screen until the caret has crossed a word and stands at
    /// one of its boundaries (a word's start or end), or reaches the end of the text.
    func visualWordOffset(from offset: Int, right: Bool) -> Int {
        guard revealsWords else {
            // One word: to the line's end on screen.
            var current = offset
            while true {
                let next = visualOffset(from: current, right: right)
                if next == current { return current }
                current = next
            }
        }
        let words = UITextInputStringTokenizer.units(.word, in: buffer.string)
        var stops = Set<Int>()
        for word in words {
            stops.insert(word.lowerBound)
            stops.insert(word.upperBound)
        }
        let units = buffer.string.utf16
        var current = offset
        var crossedWord = false
        // Adjacent paragraphs of opposite directions send the caret back and forth between
        // them (Left leaves a right-to-left paragraph forward and a left-to-right one
        // backward): stop before a position already visited.
        var visited: Set<Int> = [offset]
        while true {
            let next = visualOffset(from: current, right: right)
            if next == current || !visited.insert(next).inserted { return current }
            let low = min(current, next), high = max(current, next)
            let start = units.index(units.startIndex, offsetBy: low), end = units.index(units.startIndex, offsetBy: high)
            if let crossed = String(units[start..<end]),
               crossed.unicodeScalars.contains(where: { CharacterSet.alphanumerics.contains($0) }) {
                crossedWord = true
            }
            current = next
            if crossedWord, stops.contains(current) { return current }
        }
    }

    /// The end of `range` that lies to the left (or right) on screen: by the carets' x on one
    /// line, by logical order across lines.
    func visualEnd(of range: NSRange, right: Bool) -> Int {
        let start = caretPoint(at: range.location), end = caretPoint(at: NSMaxRange(range))
        guard start.top == end.top, start.x != end.x else { return right ? NSMaxRange(range) : range.location }
        return (start.x < end.x) == right ? NSMaxRange(range) : range.location
    }
}
