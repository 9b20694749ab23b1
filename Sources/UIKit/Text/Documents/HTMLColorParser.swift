import Foundation

/// CSS and HTML color values: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and the
/// basic named colors.
enum HTMLColorParser {
    static func color(from text: String) -> UIColor? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasPrefix("#") { return hexColor(String(value.dropFirst())) }
        if value.hasPrefix("rgb") { return functionalColor(value) }
        if let hex = named[value] { return hexColor(hex) }
        return nil
    }

    private static func hexColor(_ hex: String) -> UIColor? {
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        var digits = Array(hex)
        if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var components: [CGFloat] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            components.append(CGFloat(byte) / 255)
        }
        return UIColor(red: components[0], green: components[1], blue: components[2],
                       alpha: components.count == 4 ? components[3] : 1)
    }

    private static func functionalColor(_ value: String) -> UIColor? {
        guard let open = value.firstIndex(of: "("), let close = value.lastIndex(of: ")"), open < close else { return nil }
        let parts = value[value.index(after: open)..<close]
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count >= 3 else { return nil }
        func channel(_ part: String) -> CGFloat? {
            if part.hasSuffix("%") { return Double(part.dropLast()).map { CGFloat($0) / 100 } }
            return Double(part).map { CGFloat($0) / 255 }
        }
        guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
        var alpha: CGFloat = 1
        if parts.count > 3 {
            let part = parts[3]
            alpha = part.hasSuffix("%") ? CGFloat(Double(part.dropLast()) ?? 100) / 100 : CGFloat(Double(part) ?? 1)
        }
        return UIColor(red: min(max(r, 0), 1), green: min(max(g, 0), 1), blue: min(max(b, 0), 1), alpha: min(max(alpha, 0), 1))
    }

    /// CSS's basic color keywords (and a few common extended ones).
    private static let named: [String: String] = [
        "black": "000000", "silver": "c0c0c0", "gray": "808080", "grey": "808080", "white": "ffffff",
        "maroon": "800000", "red": "ff0000", "purple": "800080", "fuchsia": "ff00ff", "magenta": "ff00ff",
        "green": "008000", "lime": "00ff00", "olive": "808000", "yellow": "ffff00", "navy": "000080",
        "blue": "0000ff", "teal": "008080", "aqua": "00ffff", "cyan": "00ffff", "orange": "ffa500",
        "pink": "ffc0cb", "brown": "a52a2a", "gold": "ffd700", "indigo": "4b0082", "violet": "ee82ee",
        "darkgray": "a9a9a9", "darkgrey": "a9a9a9", "lightgray": "d3d3d3", "lightgrey": "d3d3d3",
        "transparent": "00000000",
    ]
}
