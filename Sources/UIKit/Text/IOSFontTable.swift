@_spi(Diagnostics) import CoreGraphics

/// iOS's bundled fonts and the Debian font each one draws with, read from
/// `Resources/Fonts/ios-font-map.tsv` (the file's header explains the choices). Code written
/// for iOS names its fonts ("AvenirNext-Bold", "HelveticaNeue-Medium"); with this table such
/// a font exists, reports the iOS names and traits, and draws with the closest installed font.
struct IOSFontTable: Sendable {
    static let fileName = "ios-font-map.tsv"

    /// One iOS face.
    struct Face: Sendable {
        var family: String
        var postScriptName: String
        var weight: UIFont.Weight
        var italic: Bool
        /// What draws it.
        var fontFace: FontFace
        /// False for the system font's private families (".SF UI Text", "SF Pro"), which iOS
        /// does not list in `UIFont.familyNames`.
        var isListed: Bool
    }

    private(set) var faces: [Face] = []
    private var facesByName: [String: Int] = [:]
    private var facesByFamily: [String: [Int]] = [:]

    /// The families, as `UIFont.familyNames` lists them.
    var listedFamilies: [String] {
        var seen = Set<String>()
        return faces.filter { $0.isListed && seen.insert($0.family).inserted }.map(\.family)
    }

    func face(named name: String) -> Face? {
        facesByName[name.lowercased()].map { faces[$0] }
    }

    func faces(inFamily family: String) -> [Face] {
        (facesByFamily[family.lowercased()] ?? []).map { faces[$0] }
    }

    /// The face of a family closest to a style: the same italic first, then the nearest
    /// weight (a face at the regular weight wins a tie, then table order). What iOS does for a
    /// family name or a family with traits; nil for a family the table does not have.
    func bestFace(inFamily family: String, weight: UIFont.Weight, italic: Bool) -> Face? {
        faces(inFamily: family).min { a, b in
            let ka = (a.italic != italic ? 1 : 0, abs(a.fontFace.openTypeWeight - weight.openTypeWeight))
            let kb = (b.italic != italic ? 1 : 0, abs(b.fontFace.openTypeWeight - weight.openTypeWeight))
            return ka < kb
        }
    }

    // MARK: Loading

    /// The table file: next to the fontconfig file in effect, else in the source tree.
    static func load(configuration: FontConfiguration.Outcome) -> IOSFontTable {
        var candidates: [String] = []
        if case .pinned(let path) = configuration {
            candidates.append(URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(fileName).path)
        }
        let sourceTree = URL(fileURLWithPath: FontConfiguration.sourceTreeFile).deletingLastPathComponent()
            .appendingPathComponent(fileName).path
        if !candidates.contains(sourceTree) { candidates.append(sourceTree) }
        for path in candidates {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else { continue }
            return IOSFontTable(parsing: text, source: path)
        }
        FrameworkLog.log("UIFont: the iOS font table (Resources/Fonts/\(fileName)) was not found; iOS font names "
            + "such as \"HelveticaNeue\" return nil")
        return IOSFontTable()
    }

    init() {}

    /// Parses the tab-separated table. A malformed line is skipped with a log line naming it.
    init(parsing text: String, source: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count == 5, !columns[0].isEmpty, !columns[1].isEmpty, !columns[4].isEmpty,
                  let weight = Self.weights[columns[2].lowercased()],
                  columns[3] == "normal" || columns[3] == "italic" else {
                FrameworkLog.log("UIFont: \(source):\(index + 1) is not \"family<TAB>name<TAB>weight<TAB>style"
                    + "<TAB>Debian family\"; line ignored")
                continue
            }
            let key = columns[1].lowercased()
            guard facesByName[key] == nil else {
                FrameworkLog.log("UIFont: \(source):\(index + 1) repeats the font name \"\(columns[1])\"; line ignored")
                continue
            }
            let italic = columns[3] == "italic"
            let fontFace: FontFace
            switch columns[4] {
            case "system":
                fontFace = FontFace(family: FontFace.systemFamily, weight: weight, italic: italic)
            case "system-monospaced":
                fontFace = FontFace(family: FontFace.monospacedSystemFamily, weight: weight, italic: italic,
                                    generic: .monospace)
            case let family:
                fontFace = FontFace(family: family, weight: weight, italic: italic, generic: Self.generic(of: family))
            }
            facesByName[key] = faces.count
            facesByFamily[columns[0].lowercased(), default: []].append(faces.count)
            faces.append(Face(family: columns[0], postScriptName: columns[1], weight: weight, italic: italic,
                              fontFace: fontFace, isListed: !columns[4].hasPrefix("system")))
        }
    }

    private static let weights: [String: UIFont.Weight] = [
        "ultralight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The generic family whose fallback chain covers what a Debian family lacks, from the
    /// family's name (Noto and Liberation say "Serif" and "Mono" in their names).
    static func generic(of family: String) -> FontFace.Generic {
        let words = family.split(separator: " ")
        if words.contains("Mono") { return .monospace }
        if words.contains("Serif") { return .serif }
        return .sansSerif
    }
}
