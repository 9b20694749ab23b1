/// Splits RTF bytes into tokens. Never fails: malformed escapes are dropped, and a stream that
/// ends early just ends (the reader keeps what it read).
struct RTFTokenizer {
    private let bytes: [UInt8]
    private var index = 0

    /// RTF 1.9.1: a control word is at most 32 letters, its parameter a signed 16- or 32-bit
    /// number; longer ones are cut here so that hostile input cannot overflow.
    private static let maximumWordLength = 32
    private static let maximumParameterDigits = 10

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> RTFToken? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                index += 1
                return .groupStart
            case UInt8(ascii: "}"):
                index += 1
                return .groupEnd
            case UInt8(ascii: "\\"):
                if let token = readEscape() { return token }
            case 0x0A, 0x0D, 0x00:
                // RTF 1.9.1: line breaks in the stream are ignored (they are not `\par`).
                index += 1
            default:
                return .text(readText())
            }
        }
        return nil
    }

    private mutating func readText() -> [UInt8] {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x00:
                return Array(bytes[start..<index])
            default:
                index += 1
            }
        }
        return Array(bytes[start..<index])
    }

    private mutating func readEscape() -> RTFToken? {
        index += 1
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if Self.isLetter(first) { return readControlWord() }
        index += 1
        switch first {
        case UInt8(ascii: "'"):
            guard index + 1 < bytes.count, let high = Self.hexValue(bytes[index]), let low = Self.hexValue(bytes[index + 1])
            else { return nil }
            index += 2
            return .hexByte(high << 4 | low)
        case 0x0A, 0x0D:
            // RTF 1.9.1: a backslash before a line break is `\par` (Cocoa ends paragraphs so).
            return .controlWord("par", nil)
        default:
            return .controlSymbol(first)
        }
    }

    private mutating func readControlWord() -> RTFToken {
        var name = ""
        while index < bytes.count, Self.isLetter(bytes[index]) {
            if name.utf8.count < Self.maximumWordLength { name.unicodeScalars.append(Unicode.Scalar(bytes[index])) }
            index += 1
        }
        var parameter: Int?
        var negative = false
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), Self.isDigit(bytes[index + 1]) {
            negative = true
            index += 1
        }
        var digits = 0
        while index < bytes.count, Self.isDigit(bytes[index]) {
            if digits < Self.maximumParameterDigits {
                parameter = (parameter ?? 0) * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                digits += 1
            }
            index += 1
        }
        if negative, let value = parameter { parameter = -value }
        // A space delimiting the word belongs to it, not to the text.
        if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        if name == "bin", let count = parameter, count > 0 {
            // RTF 1.9.1: `\binN` is followed by N raw bytes (pictures); they are skipped.
            index = min(bytes.count, index + count)
            return .controlWord("bin", count)
        }
        return .controlWord(name, parameter)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
