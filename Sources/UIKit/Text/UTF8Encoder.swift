/// UTF-16 to UTF-8, noting which scripts appear (they choose the paragraph's language).
struct UTF8Encoder {
    var bytes: [UInt8] = []
    private var hasKana = false, hasHangul = false, hasHan = false, hasArabic = false, hasHebrew = false

    /// The language tag for shaping and fallback: Japanese when kana appear (so Han takes
    /// Japanese forms), Korean for Hangul, Chinese for other Han, Arabic, Hebrew, else English.
    var language: String {
        if hasKana { return "ja" }
        if hasHangul { return "ko" }
        if hasHan { return "zh-cn" }
        if hasArabic { return "ar" }
        if hasHebrew { return "he" }
        return "en"
    }

    mutating func append(units: ArraySlice<UInt16>) {
        var index = units.startIndex
        while index < units.endIndex {
            let unit = units[index]
            if (0xD800..<0xDC00).contains(unit), index + 1 < units.endIndex, (0xDC00..<0xE000).contains(units[index + 1]) {
                let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                append(scalar: scalar)
                index += 2
            } else {
                // A lone surrogate is not text; NUL would end Pango's string.
                let isInvalid = (0xD800..<0xE000).contains(unit)
                append(scalar: isInvalid ? 0xFFFD : (unit == 0 ? 0x2060 : UInt32(unit)))
                index += 1
            }
        }
    }

    mutating func append(scalar: UInt32) {
        switch scalar {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: hasKana = true
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: hasHangul = true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: hasHan = true
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: hasArabic = true
        case 0x0590...0x05FF: hasHebrew = true
        default: break
        }
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (scalar >> 6)))
            bytes.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (scalar >> 12)))
            bytes.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (scalar >> 18)))
            bytes.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
