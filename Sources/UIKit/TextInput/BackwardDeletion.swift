import Foundation

/// What Backspace deletes before the caret, from the grapheme cluster there.
///
/// UIKit: Apple's text system deletes backward by "deletion clusters", not grapheme clusters
/// (CoreFoundation's backward-deletion cluster type, which NSString's deletion-cluster
/// enumeration exposes): an emoji sequence (ZWJ family, flag, skin tone, keycap, tag
/// sequence) goes whole, but a base letter with decomposed accents, an Indic or Thai syllable
/// and a Hangul syllable spelled in conjoining jamo lose one code point per Backspace, as the
/// people who type those scripts expect (they correct the last mark or jamo typed). CR LF
/// goes whole.
enum BackwardDeletion {
    /// The UTF-16 range Backspace deletes from `cluster`, one grapheme cluster whose end is at
    /// UTF-16 offset `end` of the text.
    static func range(deletingBackwardIn cluster: String, endingAt end: Int) -> NSRange {
        let length = cluster.utf16.count
        guard let last = cluster.unicodeScalars.last, deletesWhole(cluster) == false else {
            return NSRange(location: end - length, length: length)
        }
        let lastLength = last.utf16.count
        return NSRange(location: end - lastLength, length: lastLength)
    }

    /// Whether Backspace takes the whole cluster: one code point, CR LF, or an emoji sequence.
    static func deletesWhole(_ cluster: String) -> Bool {
        let scalars = cluster.unicodeScalars
        guard scalars.count > 1, cluster != "\r\n" else { return true }
        return scalars.contains(where: isEmojiSequencePart)
    }

    /// A scalar that makes a cluster an emoji sequence: a pictograph (not the ASCII digits, #
    /// and * that are emoji only in keycaps), a regional indicator, the
    /// emoji variation selector, a skin-tone modifier, the keycap mark or a tag character.
    static func isEmojiSequencePart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE0F, 0x20E3, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: return true
        default:
            let properties = scalar.properties
            return scalar.value > 0x7F && (properties.isEmoji || properties.isEmojiModifier)
        }
    }
}
