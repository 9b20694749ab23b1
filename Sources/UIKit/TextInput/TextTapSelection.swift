import Foundation

/// What repeated taps select in a text field or a text view, shared by both.
enum TextTapSelection {
    /// The range `tapCount` taps at `offset` select in `text`, a paragraph that starts at
    /// `base` in the document: one tap, a caret; two, the word at the offset (UIKit: the one
    /// before it at a word's end; a caret off words); three or more, the paragraph.
    static func range(tapCount: Int, at offset: Int, in text: String, base: Int) -> NSRange {
        switch tapCount {
        case ...1:
            return NSRange(location: offset, length: 0)
        case 2:
            let local = offset - base
            let words = UITextInputStringTokenizer.units(.word, in: text)
            guard let word = words.first(where: { $0.contains(local) }) ?? words.first(where: { $0.upperBound == local }) else {
                return NSRange(location: offset, length: 0)
            }
            return NSRange(location: base + word.lowerBound, length: word.count)
        default:
            return NSRange(location: base, length: text.utf16.count)
        }
    }
}
