import Foundation

extension VisualFormatParser {
    /// The number `strtod` reads in the C locale at `start` (which holds '-' or a digit) and how
    /// many bytes it takes, or nil where it reads none ("-" alone, "-x").
    // UIKit reads constants with strtod_l in the C locale: "20", "-8", "2.5", "1e2", "0x10", and
    // after a '-' also "inf" and "nan".
    static func scanNumber(_ bytes: [UInt8], from start: Int) -> (value: Double, length: Int)? {
        var end = start
        func at(_ position: Int) -> UInt8? { position < bytes.count ? bytes[position] : nil }
        func lowercased(_ position: Int) -> UInt8? { at(position).map { $0 | 0x20 } }
        func matches(_ word: String, at position: Int) -> Bool {
            word.utf8.enumerated().allSatisfy { lowercased(position + $0.offset) == $0.element }
        }
        func digits(from position: Int, hex: Bool) -> Int {
            var position = position
            while let byte = at(position), isDigit(byte) || (hex && isHexLetter(byte)) { position += 1 }
            return position
        }

        let negative = at(end) == UInt8(ascii: "-")
        if negative { end += 1 }
        if matches("infinity", at: end) { return (negative ? -.infinity : .infinity, end + 8 - start) }
        if matches("inf", at: end) { return (negative ? -.infinity : .infinity, end + 3 - start) }
        if matches("nan", at: end) { return (.nan, end + 3 - start) }

        let hex = at(end) == UInt8(ascii: "0") && lowercased(end + 1) == UInt8(ascii: "x")
            && (at(end + 2).map { isDigit($0) || isHexLetter($0) } == true
                || (at(end + 2) == UInt8(ascii: ".") && at(end + 3).map { isDigit($0) || isHexLetter($0) } == true))
        if hex { end += 2 }
        let integerEnd = digits(from: end, hex: hex)
        var mantissaEnd = integerEnd
        if at(integerEnd) == UInt8(ascii: ".") { mantissaEnd = digits(from: integerEnd + 1, hex: hex) }
        let mantissaDigits = (integerEnd - end) + max(0, mantissaEnd - integerEnd - 1)
        guard mantissaDigits > 0 else { return nil }
        end = mantissaEnd
        // An exponent counts only when digits follow it ("1e-" reads as 1).
        if lowercased(end) == UInt8(ascii: hex ? "p" : "e") {
            var exponent = end + 1
            if at(exponent) == UInt8(ascii: "+") || at(exponent) == UInt8(ascii: "-") { exponent += 1 }
            let exponentEnd = digits(from: exponent, hex: false)
            if exponentEnd > exponent { end = exponentEnd }
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let value = Double(text) else { return nil }
        return (value, end - start)
    }

    private static func isHexLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// A metric's value as UIKit reads it (`-doubleValue`): numbers of any type, and strings
    /// (`NSString.doubleValue`: the leading number, 0 if none).
    static func number(from value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let value as any BinaryFloatingPoint: Double(value)
        case let value as any BinaryInteger: Double(value)
        case let value as Bool: value ? 1 : 0
        case let string as String: NSString(string: string).doubleValue
        default: nil
        }
    }

    /// `%g`, as UIKit prints an invalid priority.
    static func formatG(_ value: Double) -> String {
        String(format: "%g", value)
    }
}
