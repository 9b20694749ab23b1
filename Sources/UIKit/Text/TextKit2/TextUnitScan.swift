import Foundation

/// Text units of one paragraph for TextKit 2's selection data source, as UTF-16 ranges: each
/// unit's own range and its enclosing range (a word with the spaces up to the next word, a
/// paragraph with its separator). `kind` is `NSString.EnumerationOptions`' unit value
/// (0 lines, 1 paragraphs, 2 composed characters, 3 words, 4 sentences).
enum TextUnitScan {
    /// The paragraph holding `offset`, separator included.
    static func paragraph(in string: NSString, at offset: Int) -> NSRange {
        guard string.length > 0 else { return NSRange(location: 0, length: 0) }
        var start = 0, end = 0
        string.getParagraphStart(&start, end: &end, contentsEnd: nil,
                                 for: NSRange(location: min(max(0, offset), string.length - 1), length: 0))
        return NSRange(location: start, length: end - start)
    }

    static func units(kind: UInt, in string: NSString, paragraph: NSRange) -> [(range: NSRange, enclosing: NSRange)] {
        let text = string.substring(with: paragraph)
        let start = paragraph.location
        let contentLength = text.count > 0 && (text.unicodeScalars.last.map(NavigationText.isSeparator) ?? false)
            ? (text as NSString).length - (text.last!.utf16.count) : (text as NSString).length
        switch kind {
        case 2:
            var result: [(range: NSRange, enclosing: NSRange)] = []
            var offset = start
            for character in text {
                let range = NSRange(location: offset, length: character.utf16.count)
                result.append((range: range, enclosing: range))
                offset += range.length
            }
            return result
        case 3:
            let words = UITextInputStringTokenizer.units(.word, in: text)
            return words.enumerated().map { index, word in
                let next = index + 1 < words.count ? words[index + 1].lowerBound : paragraph.length
                return (range: NSRange(location: start + word.lowerBound, length: word.count),
                        enclosing: NSRange(location: start + word.lowerBound, length: next - word.lowerBound))
            }
        case 4:
            let units = Array(text.utf16)
            return UITextInputStringTokenizer.units(.sentence, in: text).map { sentence in
                var end = sentence.upperBound
                while end > sentence.lowerBound, let scalar = Unicode.Scalar(units[end - 1]),
                      scalar.properties.isWhitespace || NavigationText.isSeparator(scalar) {
                    end -= 1
                }
                return (range: NSRange(location: start + sentence.lowerBound, length: end - sentence.lowerBound),
                        enclosing: NSRange(location: start + sentence.lowerBound, length: sentence.count))
            }
        default:
            return [(range: NSRange(location: start, length: contentLength), enclosing: paragraph)]
        }
    }

    /// The word at `offset` in `paragraph`: the word holding it, else the word ending at it,
    /// else the run of spaces and punctuation between words holding it.
    static func word(in string: NSString, paragraph: NSRange, at offset: Int) -> NSRange {
        let words = units(kind: 3, in: string, paragraph: paragraph).map(\.range)
        if let word = words.first(where: { NSLocationInRange(offset, $0) }) { return word }
        if let word = words.first(where: { NSMaxRange($0) == offset }) { return word }
        let content = units(kind: 1, in: string, paragraph: paragraph)[0].range
        let before = words.last { NSMaxRange($0) <= offset }.map(NSMaxRange) ?? content.location
        let after = words.first { $0.location > offset }?.location ?? NSMaxRange(content)
        return NSRange(location: before, length: max(0, after - before))
    }
}
