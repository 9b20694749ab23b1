import Foundation

/// The lines a text view shows, for its tokenizer's `.line` granularity.
extension UITextView {
    /// Each non-empty line as laid out (wrapped at the container's width), without its
    /// paragraph separator, in order.
    func visualLineUnits() -> [Range<Int>] {
        let length = buffer.length
        guard length > 0 else { return [] }
        let text = storage.string as NSString
        var units: [Range<Int>] = []
        layoutManagerObject.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: length)) { _, _, _, range, _ in
            var end = min(NSMaxRange(range), text.length)
            while end > range.location, Self.isLineSeparator(text.character(at: end - 1)) { end -= 1 }
            if end > range.location { units.append(range.location..<end) }
        }
        return units
    }

    private static func isLineSeparator(_ unit: unichar) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029 || unit == 0x85
    }
}
