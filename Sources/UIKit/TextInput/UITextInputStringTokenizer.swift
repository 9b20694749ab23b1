import Foundation

/// UIKit's default tokenizer, for text inputs whose text is a plain string. Boundaries: a
/// character is a grapheme cluster; a word is a run of letters, digits and marks; a sentence
/// ends after `.`, `!` or `?` and the spaces after it; a paragraph ends at a newline, and so
/// does a line, except in a text view, whose lines are the ones it shows (wrapped); the
/// document is the whole text.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let offset = offset(of: position) else { return nil }
        let units = self.units(granularity)
        // A boundary position is enclosed by the unit on the side the direction points to.
        let probe = direction.isForward ? offset : offset - 1
        guard let unit = units.first(where: { $0.contains(probe) }) else { return nil }
        return TextOffsetRange(from: unit.lowerBound, to: unit.upperBound)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let offset = offset(of: position) else { return false }
        let units = self.units(granularity)
        return direction.isForward ? units.contains { $0.upperBound == offset } : units.contains { $0.lowerBound == offset }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let offset = offset(of: position) else { return nil }
        let edges = units(granularity).flatMap { [$0.lowerBound, $0.upperBound] }
        let target = direction.isForward ? edges.filter { $0 > offset }.min() : edges.filter { $0 < offset }.max()
        return target.map { TextOffsetPosition($0) }
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }

    // MARK: Units

    private var string: String {
        guard let textInput,
              let all = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument)
        else { return "" }
        return textInput.text(in: all) ?? ""
    }

    private func offset(of position: UITextPosition) -> Int? {
        guard let textInput else { return nil }
        return textInput.offset(from: textInput.beginningOfDocument, to: position)
    }

    /// The units of a granularity as half-open UTF-16 ranges, in order.
    func units(_ granularity: UITextGranularity) -> [Range<Int>] {
        // UIKit: a text view's lines are the lines it shows (wrapped), not its paragraphs.
        if granularity == .line, let textView = textInput as? UITextView { return textView.visualLineUnits() }
        return Self.units(granularity, in: string)
    }

    nonisolated static func units(_ granularity: UITextGranularity, in string: String) -> [Range<Int>] {
        let characters = Array(string)
        var starts: [Int] = [0]
        for character in characters { starts.append(starts[starts.count - 1] + character.utf16.count) }
        func ranges(where belongs: (Character) -> Bool) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var start: Int?
            for (index, character) in characters.enumerated() {
                if belongs(character) {
                    if start == nil { start = starts[index] }
                } else if let begun = start {
                    result.append(begun..<starts[index])
                    start = nil
                }
            }
            if let start { result.append(start..<starts[characters.count]) }
            return result
        }
        switch granularity {
        case .character:
            return characters.indices.map { starts[$0]..<starts[$0 + 1] }
        case .word:
            return ranges { $0.isLetter || $0.isNumber || $0.unicodeScalars.allSatisfy { CharacterSet.nonBaseCharacters.contains($0) } }
        case .sentence:
            var result: [Range<Int>] = []
            var start = 0
            var sawTerminator = false
            for (index, character) in characters.enumerated() {
                if sawTerminator, !character.isWhitespace {
                    result.append(start..<starts[index])
                    start = starts[index]
                    sawTerminator = false
                }
                if character == "." || character == "!" || character == "?" || character.isNewline { sawTerminator = true }
            }
            if start < starts[characters.count] { result.append(start..<starts[characters.count]) }
            return result
        case .paragraph, .line:
            return ranges { !$0.isNewline }
        case .document:
            return [0..<starts[characters.count]]
        }
    }
}
