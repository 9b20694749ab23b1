import Foundation

/// The byte encodings of RTF text: the document's `\ansicpgN` / `\mac`, or a font's `\fcharsetN`.
enum RTFCodePage {
    /// RTF 1.9.1: `\ansi` text without `\ansicpg` is Windows code page 1252.
    static let defaultEncoding = String.Encoding.windowsCP1252

    /// A Windows code page number (`\ansicpgN`); nil for pages Foundation cannot decode here.
    static func encoding(codePage: Int) -> String.Encoding? {
        switch codePage {
        case 1250: return .windowsCP1250
        case 1251: return .windowsCP1251
        case 1252: return .windowsCP1252
        case 1253: return .windowsCP1253
        case 1254: return .windowsCP1254
        case 10000: return .macOSRoman
        case 932: return .shiftJIS
        case 65001: return .utf8
        case 28591: return .isoLatin1
        case 28592: return .isoLatin2
        default: return nil
        }
    }

    /// A font's character set (`\fcharsetN`, RTF 1.9.1's table); nil: the document's code page.
    static func encoding(charset: Int) -> String.Encoding? {
        switch charset {
        case 77: return .macOSRoman
        case 128: return .shiftJIS
        case 161: return .windowsCP1253
        case 162: return .windowsCP1254
        case 204: return .windowsCP1251
        case 238: return .windowsCP1250
        default: return nil
        }
    }

    /// Mac OS Roman's bytes 0x80–0xFF (swift-corelibs-foundation on Linux decodes them wrongly:
    /// 0x8E as "±"), with 0xDB as the euro sign (Mac OS 8.5 and later) and 0xF0 the Apple logo.
    private static let macRomanHighHalf = Array(
        "ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u{00A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ"
            .unicodeScalars)

    /// Decodes text bytes; bytes the encoding rejects become U+FFFD rather than failing the document.
    static func decode(_ bytes: [UInt8], encoding: String.Encoding) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if encoding == .macOSRoman {
            var text = String.UnicodeScalarView()
            for byte in bytes { text.append(byte < 0x80 ? Unicode.Scalar(byte) : macRomanHighHalf[Int(byte) - 0x80]) }
            return String(text)
        }
        if let text = String(bytes: bytes, encoding: encoding) { return text }
        return bytes.map { byte -> String in
            String(bytes: [byte], encoding: encoding) ?? (byte < 0x80 ? String(UnicodeScalar(byte)) : "\u{FFFD}")
        }.joined()
    }

    /// The byte for `scalar` in Windows code page 1252 (what Cocoa's `\ansicpg1252` output uses).
    static func windows1252Byte(for scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 || (0xA0...0xFF).contains(scalar.value) { return UInt8(scalar.value) }
        guard let data = String(scalar).data(using: .windowsCP1252), data.count == 1 else { return nil }
        return data.first
    }
}
