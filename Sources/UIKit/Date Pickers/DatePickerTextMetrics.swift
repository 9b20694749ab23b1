/// Estimated text widths for sizing date pickers until the text system (Pango) can measure
/// real glyphs: each character's advance as a fraction of the font size, by script. Close
/// to SF Pro for Latin digits and letters, one em for Han, Kana and Hangul. The drawing
/// phase replaces `width(of:fontSize:)` with measured widths; sizes are rounded up to whole
/// points so that they are stable.
enum DatePickerTextMetrics {
    static func width(of text: String, fontSize: CGFloat) -> CGFloat {
        var ems: CGFloat = 0
        for scalar in text.unicodeScalars {
            ems += advance(of: scalar)
        }
        return (ems * fontSize).rounded(.up)
    }

    static func advance(of scalar: Unicode.Scalar) -> CGFloat {
        let v = scalar.value
        switch v {
        case 0x0300...0x036F, 0x064B...0x065F, 0x0670, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFE00...0xFE0F:
            return 0 // combining marks, bidi and zero-width controls
        case 0x30...0x39: return 0.6
        case 0x0660...0x0669, 0x06F0...0x06F9: return 0.55
        case 0x20, 0xA0, 0x202F: return 0.28
        case 0x41...0x5A: return 0.66
        case 0x61...0x7A: return 0.52
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return 0.32
        case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return 0.5
        case 0x0590...0x05FF: return 0.55
        case 0x1100...0x11FF, 0x3000...0x303F, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60:
            return 1.0
        default: return 0.6
        }
    }
}
