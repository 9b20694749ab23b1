import Foundation

/// Finds http and https URLs in text for a text view's `dataDetectorTypes.link` (Foundation's
/// `NSDataDetector` is not available on Linux): a scheme at a word start, then characters up
/// to white space, less trailing punctuation that usually ends a sentence.
enum TextURLScanner {
    /// The URLs in `text`, with their UTF-16 ranges.
    static func urls(in text: String) -> [(range: NSRange, url: URL)] {
        let units = Array(text.utf16)
        var result: [(range: NSRange, url: URL)] = []
        var index = 0
        while index < units.count {
            guard let schemeLength = scheme(in: units, at: index) else {
                index += 1
                continue
            }
            var end = index + schemeLength
            while end < units.count, !isSeparator(units[end]) { end += 1 }
            // A sentence's full stop, a closing bracket or quote after the URL is not part of it.
            while end > index + schemeLength, let last = Unicode.Scalar(units[end - 1]), ".,;:!?)]}'\"".unicodeScalars.contains(last) {
                end -= 1
            }
            if end > index + schemeLength, let url = URL(string: String(decoding: units[index..<end], as: UTF16.self)),
               url.host != nil {
                result.append((NSRange(location: index, length: end - index), url))
            }
            index = max(end, index + 1)
        }
        return result
    }

    /// The length of "http://" or "https://" (any case) at `index`, when it starts a word.
    private static func scheme(in units: [UInt16], at index: Int) -> Int? {
        if index > 0, let previous = Unicode.Scalar(units[index - 1]),
           CharacterSet.alphanumerics.contains(previous) { return nil }
        for candidate in ["https://", "http://"] {
            let pattern = Array(candidate.utf16)
            guard index + pattern.count <= units.count else { continue }
            var matches = true
            for offset in pattern.indices {
                let unit = units[index + offset]
                let lowered = unit >= 0x41 && unit <= 0x5A ? unit + 0x20 : unit
                if lowered != pattern[offset] {
                    matches = false
                    break
                }
            }
            if matches { return pattern.count }
        }
        return nil
    }

    private static func isSeparator(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isWhitespace || scalar == "<" || scalar == ">" || scalar == "\""
    }
}
