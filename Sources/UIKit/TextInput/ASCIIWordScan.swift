#if canImport(Glibc)
import Glibc
#endif

/// Eight bytes at a time: scans of long ASCII text (a 10 MB paste) for cluster boundaries and
/// paragraph separators check a word for non-ASCII bytes and for CR or LF at once, and find
/// the first byte that needs a closer look without reading the others one by one.
enum ASCIIWordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` of `bytes` (which must hold them), the first in the low byte.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool { word & highBits == 0 }

    /// Whether one of the word's bytes is `byte` (the word being ASCII).
    @inline(__always)
    static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        matches(word, byte) != 0
    }

    /// The high bit of each of the word's bytes that is `byte` (a byte below 0x80). Exact for
    /// the lowest such byte; above it a byte one more than `byte` may be marked too (the
    /// subtraction's borrow), so only the lowest mark is to be trusted.
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits
    }

    /// The high bit of each byte at or above 0x80.
    @inline(__always)
    static func nonASCII(_ word: UInt64) -> UInt64 { word & highBits }

    /// How many bytes precede the lowest marked one (`marks` not zero).
    @inline(__always)
    static func bytesBefore(_ marks: UInt64) -> Int { marks.trailingZeroBitCount >> 3 }

    /// Whether one of the bytes `from..<to` of `bytes` is `byte`: `memchr`, which the C library
    /// vectorises (16 or 32 bytes an instruction), for text already known to be ASCII.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8, from: Int, to: Int) -> Bool {
        guard let base = bytes.baseAddress, from < to else { return false }
        return memchr(base + from, Int32(byte), to - from) != nil
    }

    /// Whether the bytes `from..<to` of `bytes` are all ASCII and none is CR: thirty-two
    /// bytes a step, stopping at the first word that is not.
    static func isASCIIWithoutCR(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        var i = from
        while i + 32 <= to {
            let w0 = word(bytes, at: i), w1 = word(bytes, at: i + 8), w2 = word(bytes, at: i + 16), w3 = word(bytes, at: i + 24)
            if nonASCII(w0 | w1 | w2 | w3) | matches(w0, 0x0D) | matches(w1, 0x0D) | matches(w2, 0x0D) | matches(w3, 0x0D) != 0 {
                return false
            }
            i += 32
        }
        while i < to {
            let byte = bytes[i]
            if byte >= 0x80 || byte == 0x0D { return false }
            i += 1
        }
        return true
    }
}
