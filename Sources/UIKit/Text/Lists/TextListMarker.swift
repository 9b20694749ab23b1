/// Renders `NSTextList` marker formats: `{keyword}` specifiers replaced by an item's marker.
enum TextListMarker {
    /// Assumed glyphs for the bullet keywords (UIKit documents the keywords, not the
    /// characters): disc U+2022, circle U+25E6, square U+25AA, diamond U+25C6, hyphen U+2043,
    /// box U+25FB, check U+2713.
    private static let bullets: [String: String] = [
        "disc": "\u{2022}", "circle": "\u{25E6}", "square": "\u{25AA}", "diamond": "\u{25C6}",
        "hyphen": "\u{2043}", "box": "\u{25FB}", "check": "\u{2713}",
    ]

    static func keyword(in format: String) -> String? {
        guard let open = format.firstIndex(of: "{"),
              let close = format[open...].firstIndex(of: "}") else { return nil }
        return String(format[format.index(after: open)..<close])
    }

    static func isOrdered(_ keyword: String) -> Bool {
        bullets[keyword] == nil && item(1, keyword: keyword) != nil
    }

    static func marker(format: String, itemNumber: Int) -> String {
        guard let keyword = keyword(in: format),
              let open = format.firstIndex(of: "{"),
              let close = format[open...].firstIndex(of: "}") else { return format }
        let rendered = bullets[keyword] ?? item(itemNumber, keyword: keyword) ?? ""
        return String(format[..<open]) + rendered + String(format[format.index(after: close)...])
    }

    /// An item number in a numbering keyword's system; nil for an unknown keyword.
    private static func item(_ number: Int, keyword: String) -> String? {
        switch keyword {
        case "decimal": return String(number)
        case "octal": return String(number, radix: 8)
        case "lower-hexadecimal": return String(number, radix: 16)
        case "upper-hexadecimal": return String(number, radix: 16).uppercased()
        case "lower-alpha", "lower-latin": return alphabetic(number)
        case "upper-alpha", "upper-latin": return alphabetic(number).uppercased()
        case "lower-roman": return roman(number)
        case "upper-roman": return roman(number).uppercased()
        default: return nil
        }
    }

    /// a…z, aa…zz… (CSS's alphabetic system); numbers below 1 fall back to decimal.
    private static func alphabetic(_ number: Int) -> String {
        guard number > 0 else { return String(number) }
        var value = number
        var letters: [Character] = []
        while value > 0 {
            value -= 1
            letters.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(value % 26))))
            value /= 26
        }
        return String(letters.reversed())
    }

    /// i, ii, iv… for 1…3999; other numbers fall back to decimal (CSS's rule).
    private static func roman(_ number: Int) -> String {
        guard (1...3999).contains(number) else { return String(number) }
        let symbols: [(Int, String)] = [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
                                        (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
        var value = number
        var result = ""
        for (amount, symbol) in symbols {
            while value >= amount {
                result += symbol
                value -= amount
            }
        }
        return result
    }
}
