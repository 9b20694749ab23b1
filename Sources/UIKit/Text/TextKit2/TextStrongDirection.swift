import Foundation

/// A character's strong direction for caret placement (Unicode's bidirectional classes, from
/// the scripts' blocks): right to left for Hebrew, Arabic, Syriac, Thaana, N'Ko and the other
/// right-to-left blocks; left to right for other letters and all digits (numbers run left to
/// right inside right-to-left text); none for spaces, punctuation and symbols.
enum TextStrongDirection {
    case leftToRight
    case rightToLeft

    init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0x0660...0x0669, 0x06F0...0x06F9:
            self = .leftToRight
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            guard scalar.properties.isAlphabetic || scalar.properties.generalCategory == .otherLetter else { return nil }
            self = .rightToLeft
        default:
            let properties = scalar.properties
            guard properties.isAlphabetic || properties.numericType != nil else { return nil }
            self = .leftToRight
        }
    }

    /// The direction of the first strong character of `text` (nil when it has none).
    static func first(in text: Substring) -> TextStrongDirection? {
        for scalar in text.unicodeScalars {
            if let direction = TextStrongDirection(scalar) { return direction }
        }
        return nil
    }

    /// The direction each cluster of a line runs in: its own when strong; a neutral between
    /// two strong runs of one direction takes it, other neutrals the paragraph's.
    static func resolve(_ clusters: [Substring], paragraph: TextStrongDirection) -> [TextStrongDirection] {
        let strong = clusters.map { first(in: $0) }
        var resolved = [TextStrongDirection](repeating: paragraph, count: clusters.count)
        var previous: TextStrongDirection?
        for index in clusters.indices {
            if let own = strong[index] {
                resolved[index] = own
                previous = own
                continue
            }
            let next = strong[(index + 1)...].lazy.compactMap { $0 }.first
            resolved[index] = (previous != nil && previous == next) ? previous! : paragraph
        }
        return resolved
    }
}
