/// What CGFont reads from a TrueType / OpenType file (the sfnt tables `name`, `maxp`, `head`).
struct SFNTFont: Sendable {
    var postScriptName: String?
    var fullName: String?
    var numberOfGlyphs: Int
    var unitsPerEm: Int32

    /// Parses face `index` of `data` (a font, or a collection of fonts); nil when `data` is
    /// not a font file or its tables are cut short.
    init?(data: Data, index: Int = 0) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        var start = 0
        if bytes.starts(with: Array("ttcf".utf8)) {
            guard let count = u32(8), index < count, let offset = u32(12 + 4 * index) else { return nil }
            start = offset
        }
        guard let version = u32(start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version), // 1.0, OTTO, true
              let tableCount = u16(start + 4) else { return nil }
        var tables: [String: Int] = [:]
        for table in 0..<tableCount {
            let record = start + 12 + 16 * table
            guard record + 16 <= bytes.count, let offset = u32(record + 8) else { return nil }
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = offset
        }
        guard let maxp = tables["maxp"], let glyphs = u16(maxp + 4),
              let head = tables["head"], let units = u16(head + 18) else { return nil }
        numberOfGlyphs = glyphs
        unitsPerEm = Int32(units)

        // The name table: prefer Windows Unicode (platform 3, UTF-16BE), else Macintosh Roman.
        var names: [Int: String] = [:]
        if let name = tables["name"], let count = u16(name + 2), let storage = u16(name + 4) {
            for entry in 0..<count {
                let record = name + 6 + 12 * entry
                guard let platform = u16(record), let nameID = u16(record + 6), nameID == 4 || nameID == 6,
                      let length = u16(record + 8), let offset = u16(record + 10) else { continue }
                let from = name + storage + offset
                guard from + length <= bytes.count else { continue }
                let raw = bytes[from..<from + length]
                if platform == 3 || platform == 0 {
                    let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
                        UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
                    }
                    names[nameID] = String(decoding: units, as: UTF16.self)
                } else if platform == 1, names[nameID] == nil {
                    names[nameID] = String(decoding: raw, as: UTF8.self)
                }
            }
        }
        postScriptName = names[6]
        fullName = names[4]
    }
}
