internal import CCairo

/// Finds installed font faces by name with fontconfig's current configuration.
enum FontLookup {
    struct Face {
        var postScriptName: String?
        var fullName: String?
        var path: String
        var index: Int
    }

    private struct Candidate {
        var postScriptName: String?
        var fullNames: [String]
        var families: [String]
        var path: String
        var index: Int
        var weight: Int
        var slant: Int
    }

    /// fontconfig is not thread-safe for configuration changes; one lookup at a time.
    private static let lock = NSLock()

    static func face(named name: String) -> Face? {
        let candidates = lock.withLock { listFaces() }
        func same(_ other: String) -> Bool { other.caseInsensitiveCompare(name) == .orderedSame }
        let chosen = candidates.first { $0.postScriptName.map(same) ?? false }
            ?? candidates.first { $0.fullNames.contains(where: same) }
            ?? candidates.filter { $0.families.contains(where: same) }
                .min { (abs($0.weight - 80), $0.slant) < (abs($1.weight - 80), $1.slant) } // FC_WEIGHT_REGULAR
        return chosen.map { Face(postScriptName: $0.postScriptName, fullName: $0.fullNames.first, path: $0.path,
                                 index: $0.index & 0xFFFF) }
    }

    private static func listFaces() -> [Candidate] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        let objects = [FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_FAMILY, FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT]
        guard let set = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(set) }
        for object in objects { _ = FcObjectSetAdd(set, object) }
        guard let list = FcFontList(nil, pattern, set) else { return [] }
        defer { FcFontSetDestroy(list) }
        var result: [Candidate] = []
        for i in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[i] else { continue }
            let files = strings(font, FC_FILE)
            guard let path = files.first else { continue }
            result.append(Candidate(postScriptName: strings(font, FC_POSTSCRIPT_NAME).first,
                                    fullNames: strings(font, FC_FULLNAME), families: strings(font, FC_FAMILY),
                                    path: path, index: integer(font, FC_INDEX) ?? 0,
                                    weight: integer(font, FC_WEIGHT) ?? 80, slant: integer(font, FC_SLANT) ?? 0))
        }
        return result
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            index += 1
        }
        return values
    }

    private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
        var value: Int32 = 0
        guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
        return Int(value)
    }
}
