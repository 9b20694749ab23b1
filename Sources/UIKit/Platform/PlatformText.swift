@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Text as a platform hands it over: bytes or code units that may be malformed (a lone
/// surrogate, invalid or cut UTF-8) become a valid string, each bad sequence replaced with
/// U+FFFD and a log line, never a crash or a dropped event.
enum PlatformText {
    static func string(utf8 bytes: some Collection<UInt8>, from source: String) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        FrameworkLog.log("\(source): \(bytes.count) bytes of invalid UTF-8; bad sequences replaced with U+FFFD")
        return String(decoding: bytes, as: UTF8.self)
    }

    static func string(utf16 units: some Collection<UInt16>, from source: String) -> String {
        if let valid = String(validating: units, as: UTF16.self) { return valid }
        FrameworkLog.log("\(source): invalid UTF-16 (a lone surrogate); replaced with U+FFFD")
        return String(decoding: units, as: UTF16.self)
    }

    /// The UTF-16 offset of the `scalarOffset`th code point of `text` (clamped to the text):
    /// platforms count a composition's cursor in code points, UIKit in UTF-16 units.
    static func utf16Offset(ofScalar scalarOffset: Int, in text: String) -> Int {
        var offset = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index >= scalarOffset { break }
            offset += scalar.utf16.count
        }
        return offset
    }

    /// A platform's composition cursor (`start`, `length` in code points; negative values
    /// mean none) as a UTF-16 range within `text`.
    static func utf16Range(scalarStart start: Int, length: Int, in text: String) -> NSRange {
        let total = text.unicodeScalars.count
        let from = start < 0 ? total : min(start, total)
        let to = length <= 0 ? from : min(total, from + length)
        let location = utf16Offset(ofScalar: from, in: text)
        return NSRange(location: location, length: utf16Offset(ofScalar: to, in: text) - location)
    }
}
