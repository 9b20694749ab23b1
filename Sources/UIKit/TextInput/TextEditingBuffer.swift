import Foundation

/// The text and selection of an editable text object (UITextField today, UITextView later):
/// plain characters, a selection and an optional marked (composing) range, all in UTF-16
/// offsets as UIKit's `NSRange`s are. Every offset it hands out lies on a grapheme-cluster
/// boundary, so no caret or deletion ever splits an emoji sequence or a combining mark.
struct TextEditingBuffer: Equatable {
    private(set) var string = ""
    /// UTF-16 offsets of the grapheme-cluster boundaries, 0 and the length included.
    private(set) var boundaries = ClusterBoundaries()
    /// The selection; length 0 is a caret.
    private(set) var selection = NSRange(location: 0, length: 0)
    /// The marked text (an input method's composition), if any.
    var markedRange: NSRange?
    /// Set by `setMarkedText`: the next replacement's text becomes the marked text, with this
    /// selection inside it (relative to it), before anyone hears of the edit.
    var marksNextReplacement: NSRange?
    /// Where a Shift-extended selection started (the end that stays put).
    private var anchor: Int?

    init(_ string: String = "") {
        setString(string)
    }

    var length: Int { boundaries.length }

    /// Replaces the whole text; the caret goes to its end (UIKit does this for `text =`).
    mutating func setString(_ newValue: String) {
        string = newValue
        boundaries = ClusterBoundaries(of: newValue)
        selection = NSRange(location: length, length: 0)
        markedRange = nil
        anchor = nil
    }

    // MARK: Positions

    /// The nearest cluster boundary at or before `offset`, within the text.
    func boundary(atOrBefore offset: Int) -> Int {
        boundaries[boundaries.index(atOrBefore: max(0, min(offset, length)))]
    }

    /// `offset` moved by `count` grapheme clusters (negative: backwards), clamped to the text.
    func offset(_ offset: Int, movedBy count: Int) -> Int {
        let index = boundaries.index(atOrBefore: max(0, min(offset, length)))
        return boundaries[max(0, min(boundaries.count - 1, index + count))]
    }

    /// A range clamped to the text, its ends on cluster boundaries.
    func clamped(_ range: NSRange) -> NSRange {
        let start = boundary(atOrBefore: range.location)
        // A caret inside a cluster snaps back to the cluster's start.
        if range.length <= 0 { return NSRange(location: start, length: 0) }
        var end = max(start, min(range.location + max(0, range.length), length))
        if boundary(atOrBefore: end) != end { end = offset(end, movedBy: 1) }
        return NSRange(location: start, length: end - start)
    }

    /// A range to edit: as `clamped(_:)`, except that the end of one cluster from a code point
    /// inside it to its end is kept as is (Backspace deletes the last code point of some
    /// clusters; see `BackwardDeletion`).
    func clampedForEdit(_ range: NSRange) -> NSRange {
        guard range.length > 0, range.location > 0, NSMaxRange(range) <= length,
              boundary(atOrBefore: NSMaxRange(range)) == NSMaxRange(range),
              boundary(atOrBefore: range.location) == offset(NSMaxRange(range), movedBy: -1),
              isScalarBoundary(range.location) else { return clamped(range) }
        return range
    }

    /// Whether `offset` does not fall between the two halves of a surrogate pair.
    func isScalarBoundary(_ offset: Int) -> Bool {
        let utf16 = string.utf16
        guard offset > 0, offset < utf16.count else { return true }
        return !UTF16.isTrailSurrogate(utf16[utf16.index(utf16.startIndex, offsetBy: offset)])
    }

    func substring(_ range: NSRange) -> String {
        let range = clamped(range)
        let utf16 = string.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        return String(string[start..<end])
    }

    // MARK: Selection

    mutating func select(_ range: NSRange) {
        selection = clamped(range)
        anchor = nil
    }

    /// Moves the caret (or, extending, the moving end of the selection) to `offset`.
    mutating func moveCaret(to offset: Int, extending: Bool) {
        let target = boundary(atOrBefore: offset)
        if extending {
            let fixed = anchor ?? (target < selection.location ? NSMaxRange(selection) : selection.location)
            anchor = fixed
            selection = NSRange(location: min(fixed, target), length: abs(target - fixed))
        } else {
            selection = NSRange(location: target, length: 0)
            anchor = nil
        }
    }

    /// The end of the selection that arrow keys move while extending.
    var movingEnd: Int {
        guard let anchor else { return NSMaxRange(selection) }
        return anchor == selection.location ? NSMaxRange(selection) : selection.location
    }

    // MARK: Editing

    /// Replaces `range` with `text`; the caret goes after the inserted text.
    mutating func replace(_ range: NSRange, with text: String) {
        let range = clampedForEdit(range)
        // No view of the string kept alive across the replacement: it would make the string
        // shared and the replacement copy it whole (10 MB a keystroke after a large paste).
        let start = string.utf16.index(string.utf16.startIndex, offsetBy: range.location)
        let end = string.utf16.index(start, offsetBy: range.length)
        string.replaceSubrange(start..<end, with: text)
        updateBoundaries(replacing: range, withLength: text.utf16.count)
        anchor = nil
        if let marked = marksNextReplacement {
            marksNextReplacement = nil
            markedRange = text.isEmpty ? nil : NSRange(location: range.location, length: text.utf16.count)
            selection = clamped(NSRange(location: range.location + marked.location, length: marked.length))
            return
        }
        // Inserted text may join the cluster before it (a combining mark): stay on a boundary.
        selection = NSRange(location: boundary(atOrBefore: range.location + text.utf16.count), length: 0)
        markedRange = nil
    }

    /// The range Backspace deletes: the selection, or before the caret the whole cluster or
    /// only its last code point, as `BackwardDeletion` decides (nil at the start).
    var rangeForDeleteBackward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let start = offset(selection.location, movedBy: -1)
        let cluster = NSRange(location: start, length: selection.location - start)
        return BackwardDeletion.range(deletingBackwardIn: substring(cluster), endingAt: selection.location)
    }

    /// The range forward Delete removes: the selection, or the cluster after the caret.
    var rangeForDeleteForward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location < length else { return nil }
        let end = offset(selection.location, movedBy: 1)
        return NSRange(location: selection.location, length: end - selection.location)
    }

    /// Segments again only the paragraphs an edit touched: a cluster always ends after a line
    /// feed (Unicode's rule GB4), so the boundaries before the line feed preceding the edit
    /// and after the one following it stay (those after move by the change in length).
    private mutating func updateBoundaries(replacing range: NSRange, withLength newLength: Int) {
        let utf16 = string.utf16
        let delta = newLength - range.length
        // The start of the edit's first paragraph (unchanged text before the edit).
        var regionStart = range.location
        var index = utf16.index(utf16.startIndex, offsetBy: regionStart)
        while regionStart > 0 {
            let previous = utf16.index(before: index)
            if utf16[previous] == 0x0A { break }
            index = previous
            regionStart -= 1
        }
        // Just after the first line feed after the inserted text (or the end).
        var regionEnd = range.location + newLength
        var cursor = utf16.index(utf16.startIndex, offsetBy: regionEnd)
        while cursor < utf16.endIndex {
            let unit = utf16[cursor]
            cursor = utf16.index(after: cursor)
            regionEnd += 1
            if unit == 0x0A { break }
        }
        let oldEnd = regionEnd - delta
        guard let first = boundaries.index(of: regionStart), let last = boundaries.index(of: oldEnd) else {
            boundaries = ClusterBoundaries(of: string)
            return
        }
        // The new text is ASCII when its UTF-8 length is its UTF-16 length (both O(1); a
        // non-ASCII character takes more UTF-8 bytes than UTF-16 units): a 10 MB ASCII paste
        // then needs no cluster scan, only a search for CR.
        let isASCII = string.utf8.count == boundaries.length + delta
        // Both ends follow a line feed (or are the text's ends): boundaries of the region alone.
        boundaries.replaceClusters(first, last, with: ClusterBoundaries.segments(of: string[index..<cursor], isASCII: isASCII))
    }

    /// The UTF-16 offsets of `string`'s grapheme-cluster boundaries (0 and its length
    /// included).
    static func boundaries(of string: String) -> [Int] {
        Array(ClusterBoundaries(of: string))
    }
}

extension TextEditingBuffer {
    /// `selectedRange` of `setMarkedText(_:selectedRange:)` clamped to the marked text.
    static func markedSelection(_ selectedRange: NSRange, in text: String) -> NSRange {
        let length = text.utf16.count
        let start = max(0, min(selectedRange.location, length))
        let end = max(start, min(start + max(0, min(selectedRange.length, length)), length))
        return NSRange(location: start, length: end - start)
    }
}
