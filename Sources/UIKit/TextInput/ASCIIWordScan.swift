/// Eight bytes at a time: scans of long ASCII text (a 10 MB paste) for cluster boundaries and
/// paragraph separators check a word for non-ASCII bytes and for CR or LF at once.
enum ASCIIWordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` of `bytes` (which must hold them).
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool { word & highBits == 0 }

    /// Whether one of the word's bytes is `byte` (the word being ASCII).
    @inline(__always)
    static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits != 0
    }
}
