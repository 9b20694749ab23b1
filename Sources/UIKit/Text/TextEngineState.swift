@_spi(Diagnostics) import CoreGraphics
internal import CPango
import Synchronization

/// Fontconfig and Pango state (only touched inside `TextEngine.withState`).
final class TextEngineState {
    let configuration: FontConfiguration.Outcome
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let fontOptions: OpaquePointer
    private var resolvedFonts: [FontFace: ResolvedFont] = [:]
    private var faceRecords: [FaceRecord]?
    private var reportedCharacters: Set<UInt32> = []
    private var reportedFamilies: Set<String> = []
    private var reportedUnknownNames: Set<String> = []
    /// Measurements remembered by input (`measure(_:)`).
    var metricsCache = TextMetricsCache()
    /// Layouts kept to be drawn later without shaping again (a text view's paragraphs).
    var keptLayouts = KeptTextLayouts()
    /// Single-font ASCII lines measured without a Pango layout.
    private(set) lazy var simpleShaper = SimpleLineShaper()
    /// iOS's font names (Resources/Fonts/ios-font-map.tsv), loaded on first use.
    private var loadedIOSFonts: IOSFontTable?

    var iosFonts: IOSFontTable {
        if let loadedIOSFonts { return loadedIOSFonts }
        let table = IOSFontTable.load(configuration: configuration)
        loadedIOSFonts = table
        return table
    }

    init() {
        configuration = FontConfiguration.install()
        fontMap = pango_cairo_font_map_new()
        // Device-independent text, as on iOS: unhinted outlines, fractional advances, grayscale
        // antialiasing. Metrics then scale linearly and do not depend on the context's scale.
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        checkSystemFamilies()
    }

    /// A Pango context with OpenUIKit's fixed options. `language` is set explicitly so that
    /// font fallback and shaping do not depend on the machine's locale.
    func makeContext(language: String, direction: PangoDirection) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(language))
        pango_context_set_base_dir(context, direction)
        return context
    }

    /// A font description for a face at `size` points (absolute: user-space units).
    func makeDescription(_ face: FontFace, size: CGFloat, includingFallbacks: Bool) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, includingFallbacks ? face.pangoFamilyList : face.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face.openTypeWeight)))
        pango_font_description_set_style(description, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(description, face.pangoStretch)
        pango_font_description_set_absolute_size(description, Double(max(0, size)) * Double(PANGO_SCALE))
        return description
    }

    // MARK: Faces

    /// Fontconfig's choice for a face, with its metrics per point.
    func resolve(_ face: FontFace) -> ResolvedFont {
        if let cached = resolvedFonts[face] { return cached }
        let match = fontconfigMatch(family: face.family, openTypeWeight: face.openTypeWeight, italic: face.italic,
                                    fontconfigWidth: face.fontconfigWidth)
        let installed = match?.families.contains { $0.caseInsensitiveCompare(face.family) == .orderedSame } ?? false
        let familyName = match?.families.first ?? face.family
        if !installed, reportedFamilies.insert(face.family.lowercased()).inserted {
            FrameworkLog.log("UIFont: font family \"\(face.family)\" is not installed; fontconfig falls back to "
                + "\"\(familyName)\"")
        }
        if let match, match.fontconfigWidth != face.fontconfigWidth,
           reportedFamilies.insert("\(familyName.lowercased()) width \(face.fontconfigWidth)").inserted {
            FrameworkLog.log("UIFont: \"\(familyName)\" has no face of width \(face.width) installed; "
                + "drawing its standard width")
        }
        var resolved = ResolvedFont(familyName: familyName, postScriptName: match?.postScriptName ?? familyName,
                                    styleName: match?.style ?? "Regular", isRequestedFamily: installed,
                                    ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0,
                                    isFixedPitch: match?.isFixedPitch ?? false)
        measure(face, family: familyName, into: &resolved)
        resolvedFonts[face] = resolved
        return resolved
    }

    /// Metrics at a large reference size, divided down to one point.
    private func measure(_ face: FontFace, family: String, into resolved: inout ResolvedFont) {
        let reference: CGFloat = 1000
        let scale = 1 / (reference * CGFloat(PANGO_SCALE))
        let context = makeContext(language: "en", direction: PANGO_DIRECTION_LTR)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        var actual = face
        actual.family = family
        let description = makeDescription(actual, size: reference, includingFallbacks: false)
        defer { pango_font_description_free(description) }
        if let font = pango_font_map_load_font(fontMap, context, description) {
            if let metrics = pango_font_get_metrics(font, pango_language_from_string("en")) {
                let ascent = CGFloat(pango_font_metrics_get_ascent(metrics))
                let descent = CGFloat(pango_font_metrics_get_descent(metrics))
                let height = CGFloat(pango_font_metrics_get_height(metrics))
                resolved.ascender = ascent * scale
                resolved.descender = descent * scale
                resolved.leading = max(0, height - ascent - descent) * scale
                pango_font_metrics_unref(metrics)
            }
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        // Cap and x heights: the ink top of "H" and "x" above the baseline.
        func inkHeight(_ text: String) -> CGFloat {
            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, text, -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return CGFloat(pango_layout_get_baseline(layout) - ink.y) * scale
        }
        resolved.capHeight = inkHeight("H")
        resolved.xHeight = inkHeight("x")
    }

    /// Logs once when a family the system fonts rely on is missing (the Debian packages are
    /// not installed).
    private func checkSystemFamilies() {
        let required = [(FontFace.systemFamily, "fonts-noto-core"), (FontFace.monospacedSystemFamily, "fonts-dejavu-core"),
                        ("Noto Sans CJK SC", "fonts-noto-cjk"), ("Noto Sans Arabic", "fonts-noto-core")]
        for (family, package) in required {
            let match = fontconfigMatch(family: family, openTypeWeight: 400, italic: false)
            let installed = match?.families.contains { $0.caseInsensitiveCompare(family) == .orderedSame } ?? false
            if !installed {
                reportedFamilies.insert(family.lowercased())
                FrameworkLog.log("Text: font family \"\(family)\" is not installed (Debian package \(package)); "
                    + "text falls back to \"\(match?.families.first ?? "none")\" and will not match other machines")
            }
        }
    }

    // MARK: Missing glyphs

    /// Logs the characters no installed font has (drawn as boxes), once per character.
    func reportUnknownGlyphs(in layout: OpaquePointer) {
        guard pango_layout_get_unknown_glyphs_count(layout) > 0 else { return }
        var missing: [UInt32] = []
        forEachRun(of: layout) { run in
            let glyphs = run.pointee.glyphs.pointee
            for i in 0..<Int(glyphs.num_glyphs) {
                let glyph = glyphs.glyphs[i].glyph
                guard glyph & Self.unknownGlyphFlag != 0 else { continue }
                let scalar = glyph & ~Self.unknownGlyphFlag
                if reportedCharacters.insert(scalar).inserted { missing.append(scalar) }
            }
        }
        guard !missing.isEmpty else { return }
        let list = missing.map { String(format: "U+%04X", $0) }.joined(separator: ", ")
        FrameworkLog.log("Text: no installed font has a glyph for \(list); drawn as a missing-glyph box "
            + "(fontconfig found no fallback)")
    }

    /// PANGO_GLYPH_UNKNOWN_FLAG: the glyph stands for a character no font covers.
    static let unknownGlyphFlag: UInt32 = 0x1000_0000

    func forEachRun(of layout: OpaquePointer, _ body: (UnsafeMutablePointer<PangoGlyphItem>) -> Void) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator) { body(run) }
        } while pango_layout_iter_next_run(iterator) != 0
    }

    // MARK: Fontconfig

    struct FontconfigMatch {
        var families: [String]
        var postScriptName: String
        var style: String
        var isFixedPitch: Bool
        /// The matched face's width class (`FC_WIDTH`: 100 normal, 75 condensed, ...).
        var fontconfigWidth: Int = 100
    }

    /// What fontconfig's current configuration picks for a family and style.
    func fontconfigMatch(family: String, openTypeWeight: Int, italic: Bool,
                         fontconfigWidth: Int = 100) -> FontconfigMatch? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        Self.withFcString(family) { _ = FcPatternAddString(pattern, FC_FAMILY, $0) }
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(openTypeWeight)))
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcPatternAddInteger(pattern, FC_WIDTH, Int32(fontconfigWidth))
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        let families = Self.strings(matched, FC_FAMILY)
        guard !families.isEmpty else { return nil }
        return FontconfigMatch(families: families, postScriptName: Self.strings(matched, FC_POSTSCRIPT_NAME).first ?? families[0],
                               style: Self.strings(matched, FC_STYLE).first ?? "Regular",
                               isFixedPitch: Self.integer(matched, FC_SPACING).map { $0 >= FC_MONO } ?? false,
                               fontconfigWidth: Self.integer(matched, FC_WIDTH) ?? 100)
    }

    /// A face of an installed font file.
    struct FaceRecord {
        var families: [String]
        var postScriptName: String
        var fullNames: [String]
        var openTypeWeight: Int
        var italic: Bool
        var isFixedPitch: Bool
    }

    private func allFaces() -> [FaceRecord] {
        if let faceRecords { return faceRecords }
        var records: [FaceRecord] = []
        if let pattern = FcPatternCreate() {
            let objects = FcObjectSetCreate()!
            for name in [FC_FAMILY, FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_WEIGHT, FC_SLANT, FC_SPACING] {
                FcObjectSetAdd(objects, name)
            }
            if let set = FcFontList(nil, pattern, objects) {
                for i in 0..<Int(set.pointee.nfont) {
                    guard let font = set.pointee.fonts[i] else { continue }
                    let families = Self.strings(font, FC_FAMILY)
                    guard !families.isEmpty else { continue }
                    var weight = 0.0
                    if FcPatternGetDouble(font, FC_WEIGHT, 0, &weight) != FcResultMatch {
                        weight = Double(Self.integer(font, FC_WEIGHT) ?? Int(FC_WEIGHT_REGULAR))
                    }
                    records.append(FaceRecord(
                        families: families,
                        postScriptName: Self.strings(font, FC_POSTSCRIPT_NAME).first ?? families[0],
                        fullNames: Self.strings(font, FC_FULLNAME),
                        openTypeWeight: Int(FcWeightToOpenTypeDouble(weight).rounded()),
                        italic: (Self.integer(font, FC_SLANT) ?? 0) > 0,
                        isFixedPitch: (Self.integer(font, FC_SPACING) ?? 0) >= FC_MONO))
                }
                FcFontSetDestroy(set)
            }
            FcObjectSetDestroy(objects)
            FcPatternDestroy(pattern)
        }
        // Regular faces first, so that a family name finds its regular face.
        records.sort { ($0.postScriptName, $0.openTypeWeight) < ($1.postScriptName, $1.openTypeWeight) }
        faceRecords = records
        return records
    }

    /// `UIFont(name:size:)`: an iOS PostScript or family name (the iOS font table), then an
    /// installed face's PostScript name, full name or family name. An unknown name is logged
    /// once, with the closest known names.
    func lookup(name: String, reportingUnknown: Bool = true) -> FontNameMatch? {
        if let match = lookupIOS(name: name) { return match }
        let faces = allFaces()
        func same(_ a: String) -> Bool { a.caseInsensitiveCompare(name) == .orderedSame }
        let face = faces.first { same($0.postScriptName) }
            ?? faces.first { $0.fullNames.contains(where: same) }
            ?? faces.filter { $0.families.contains(where: same) }
                .min { (abs($0.openTypeWeight - 400), $0.italic ? 1 : 0) < (abs($1.openTypeWeight - 400), $1.italic ? 1 : 0) }
        guard let face else {
            if reportingUnknown { reportUnknownFontName(name) }
            return nil
        }
        let fontFace = FontFace(family: face.families[0], weight: UIFont.Weight(openTypeWeight: face.openTypeWeight),
                                italic: face.italic, generic: face.isFixedPitch ? .monospace : .sansSerif)
        return FontNameMatch(face: fontFace, postScriptName: face.postScriptName, familyName: nil)
    }

    /// An iOS face by PostScript name, or an iOS family's regular face by family name.
    func lookupIOS(name: String) -> FontNameMatch? {
        let table = iosFonts
        guard let face = table.face(named: name) ?? table.bestFace(inFamily: name, weight: .regular, italic: false)
        else { return nil }
        return FontNameMatch(face: face.fontFace, postScriptName: face.postScriptName, familyName: face.family)
    }

    /// The face of an iOS family closest to a weight and italic; nil for another family.
    func lookupIOS(family: String, weight: UIFont.Weight, italic: Bool) -> FontNameMatch? {
        guard let face = iosFonts.bestFace(inFamily: family, weight: weight, italic: italic) else { return nil }
        return FontNameMatch(face: face.fontFace, postScriptName: face.postScriptName, familyName: face.family)
    }

    /// UIKit returns nil for a name no font has; the log line helps find a misspelling.
    private func reportUnknownFontName(_ name: String) {
        guard reportedUnknownNames.insert(name.lowercased()).inserted else { return }
        var known = iosFonts.faces.flatMap { [$0.postScriptName, $0.family] }
        known += allFaces().flatMap { [$0.postScriptName] + $0.families }
        let closest = FontNameDistance.closest(to: name, among: Set(known), count: 3)
        FrameworkLog.log("UIFont: no font is named \"\(name)\"; UIFont(name:size:) returns nil. Closest names: "
            + closest.map { "\"\($0)\"" }.joined(separator: ", "))
    }

    /// iOS's families, then the installed families, sorted.
    func familyNames() -> [String] {
        Array(Set(iosFonts.listedFamilies + allFaces().map { $0.families[0] })).sorted()
    }

    /// An iOS family's face names, or an installed family's PostScript names, sorted.
    func fontNames(forFamily family: String) -> [String] {
        let iosFaces = iosFonts.faces(inFamily: family)
        if !iosFaces.isEmpty { return iosFaces.map(\.postScriptName).sorted() }
        let names = allFaces().filter { $0.families.contains { $0.caseInsensitiveCompare(family) == .orderedSame } }
            .map(\.postScriptName)
        return Array(Set(names)).sorted()
    }

    static func withFcString<R>(_ string: String, _ body: (UnsafePointer<FcChar8>) -> R) -> R {
        string.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: string.utf8.count + 1, body)
        }
    }

    static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            index += 1
        }
        return values
    }

    static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
        var value: Int32 = 0
        guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
        return Int(value)
    }
}

extension FontFace {
    /// Pango's stretch for the face's `UIFont.Width`.
    var pangoStretch: PangoStretch {
        switch fontconfigWidth {
        case ..<70: PANGO_STRETCH_EXTRA_CONDENSED
        case ..<80: PANGO_STRETCH_CONDENSED
        case ..<100: PANGO_STRETCH_SEMI_CONDENSED
        case 100: PANGO_STRETCH_NORMAL
        case ..<120: PANGO_STRETCH_SEMI_EXPANDED
        case ..<130: PANGO_STRETCH_EXPANDED
        default: PANGO_STRETCH_EXTRA_EXPANDED
        }
    }
}
