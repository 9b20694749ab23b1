import Foundation

/// A text object whose characters and selection live in a `TextEditingBuffer` (UITextField,
/// UITextView): the `UITextInput` members that depend on the buffer alone, not on layout.
/// Positions are UTF-16 offsets; positions and ranges of another text object are ignored.
@MainActor
protocol BufferedTextInput: AnyObject {
    var buffer: TextEditingBuffer { get }
    /// Whether word steps see the text's words. Ours, as macOS's secure fields: a secure
    /// field's bullets do not tell where words are, so word steps, word deletion and
    /// selecting a word take the whole text.
    var revealsWords: Bool { get }
}

extension BufferedTextInput {
    func offset(of position: UITextPosition) -> Int? {
        guard let position = position as? TextOffsetPosition else { return nil }
        return max(0, min(position.offset, buffer.length))
    }

    func nsRange(of range: UITextRange) -> NSRange? {
        guard let range = range as? TextOffsetRange else { return nil }
        let start = max(0, min(range.range.location, buffer.length))
        let end = max(start, min(NSMaxRange(range.range), buffer.length))
        return NSRange(location: start, length: end - start)
    }

    func _text(in range: UITextRange) -> String? {
        guard let range = nsRange(of: range) else { return nil }
        return buffer.substring(range)
    }

    func _textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = offset(of: fromPosition), let to = offset(of: toPosition) else { return nil }
        return TextOffsetRange(from: from, to: to)
    }

    /// UIKit: nil when the result falls outside the document.
    func _position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        let (result, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, result >= 0, result <= buffer.length else { return nil }
        return TextOffsetPosition(result)
    }

    func _compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position) ?? 0, b = offset(of: other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func _offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (offset(of: toPosition) ?? 0) - (offset(of: from) ?? 0)
    }

    func _position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let value = nsRange(of: range) else { return nil }
        switch direction {
        case .left, .up: return TextOffsetPosition(value.location)
        case .right, .down: return TextOffsetPosition(NSMaxRange(value))
        }
    }

    func _characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let start = offset(of: position) else { return nil }
        switch direction {
        case .left, .up: return TextOffsetRange(from: buffer.offset(start, movedBy: -1), to: start)
        case .right, .down: return TextOffsetRange(from: start, to: buffer.offset(start, movedBy: 1))
        }
    }

    /// The next word end (forward) or the previous word start (backward) from `offset`, or
    /// the end of the text.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        guard revealsWords else { return forward ? buffer.length : 0 }
        let words = UITextInputStringTokenizer.units(.word, in: buffer.string)
        if forward { return words.map(\.upperBound).filter { $0 > offset }.min() ?? buffer.length }
        return words.map(\.lowerBound).filter { $0 < offset }.max() ?? 0
    }
}
