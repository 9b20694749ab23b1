internal import CPango

/// Big-endian reads from one OpenType table of a face, every read bounds-checked: a malformed
/// or truncated table answers nil, which callers treat as "cannot tell".
struct OpenTypeTableReader {
    let bytes: UnsafeRawBufferPointer

    /// Runs `body` with the face's table `tag` (empty when the face has none).
    static func withTable<R>(_ face: OpaquePointer, _ tag: String, _ body: (OpenTypeTableReader) -> R) -> R {
        let blob = hb_face_reference_table(face, Self.tag(tag))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            return body(OpenTypeTableReader(bytes: UnsafeRawBufferPointer(start: nil, count: 0)))
        }
        return body(OpenTypeTableReader(bytes: UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length))))
    }

    /// A four-character OpenType tag as HarfBuzz's `hb_tag_t`.
    static func tag(_ name: String) -> UInt32 {
        name.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    var isEmpty: Bool { bytes.isEmpty }

    func u16(_ offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(_ offset: Int) -> Int? {
        guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
        return high << 16 | low
    }

    /// Visits a coverage table's glyphs with their coverage indices until `visit` answers
    /// false; false when the table is malformed or a visit said stop.
    func forEachCovered(at offset: Int, _ visit: (_ glyph: Int, _ index: Int) -> Bool) -> Bool {
        guard let format = u16(offset), let count = u16(offset + 2) else { return false }
        switch format {
        case 1:
            for i in 0..<count {
                guard let glyph = u16(offset + 4 + 2 * i), visit(glyph, i) else { return false }
            }
            return true
        case 2:
            for range in 0..<count {
                let record = offset + 4 + 6 * range
                guard let start = u16(record), let end = u16(record + 2), let startIndex = u16(record + 4),
                      start <= end else { return false }
                for glyph in start...end where !visit(glyph, startIndex + glyph - start) { return false }
            }
            return true
        default:
            return false
        }
    }
}
