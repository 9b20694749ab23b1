import Foundation

extension NSTextContentStorage {
    /// The storage's paragraphs as text elements, in order (an empty text: one empty paragraph).
    func paragraphElements() -> [NSTextParagraph] {
        guard let storage = textStorage else { return [] }
        let string = storage.string as NSString
        let length = string.length
        var elements: [NSTextParagraph] = []
        var start = 0
        repeat {
            var end = 0
            string.getParagraphStart(nil, end: &end, contentsEnd: nil, for: NSRange(location: start, length: 0))
            let range = NSRange(location: start, length: end - start)
            let custom = (delegate as? any NSTextContentStorageDelegate)?.textContentStorage(self, textParagraphWith: range)
            let paragraph = custom ?? NSTextParagraph(attributedString: storage.attributedSubstring(from: range))
            paragraph.textContentManager = self
            paragraph.elementRange = NSTextRange(location: TextContentLocation(start), end: TextContentLocation(end))
            elements.append(paragraph)
            start = end
        } while start < length
        return elements
    }
}
