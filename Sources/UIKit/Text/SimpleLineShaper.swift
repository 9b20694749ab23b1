internal import CPango

/// Measures one line of printable ASCII in one font through HarfBuzz directly: what Pango
/// does for such a line (one item, one font, left to right, nothing to break), without
/// building a layout, itemizing, computing break opportunities or freeing it all again —
/// about four fifths of a short label's measuring cost. Measuring only: drawing still lays the
/// text out with Pango, and the widths here are Pango's to the unit (tests compare the two on
/// every pinned face).
///
/// Why the result is Pango's: the font is the first of the description's fontset (the one
/// itemization picks for a character it covers; a glyph it lacks sends the line back to
/// Pango), shaped with the same `hb_font_t` Pango uses, the same direction, script and
/// language, no features (the run asks for none), unrounded positions (the engine turns
/// Pango's rounding off) and unhinted metrics; a line's logical ascent and descent are the
/// font's, whatever the glyphs.
final class SimpleLineShaper {
    private struct FontKey: Hashable {
        var face: FontFace
        var size: CGFloat
        var language: String
    }

    private final class ShapingFont {
        let pangoFont: UnsafeMutablePointer<PangoFont>
        let hbFont: OpaquePointer
        let ascent: CGFloat
        let descent: CGFloat
        /// Common script (no letters), then Latin: the summing table, once analysed (nil
        /// inside: the face's shaping is not provably pair-wise).
        var advanceTables: [ASCIIAdvanceTable??] = [nil, nil]

        init(pangoFont: UnsafeMutablePointer<PangoFont>, hbFont: OpaquePointer, ascent: CGFloat, descent: CGFloat) {
            self.pangoFont = pangoFont
            self.hbFont = hbFont
            self.ascent = ascent
            self.descent = descent
        }
    }

    private var fonts: [FontKey: ShapingFont?] = [:]
    private var lastFont: (key: FontKey, font: ShapingFont?)?
    private var languages: [String: hb_language_t] = [:]
    private let buffer: OpaquePointer
    /// Tests: false measures every line with `hb_shape`.
    var usesAdvanceTables = true
    /// Tests: lines whose width was summed from an advance table.
    private(set) var summedLines = 0

    init() {
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
        for case let font? in fonts.values { g_object_unref(UnsafeMutableRawPointer(font.pangoFont)) }
    }

    /// Whether the bytes are a line this shaper measures: printable ASCII only (no controls,
    /// tabs or separators, no bidirectional or complex-script text, nothing that needs a
    /// fallback font in any pinned family).
    static func accepts(_ utf8: [UInt8]) -> Bool {
        guard !utf8.isEmpty else { return false }
        for byte in utf8 where byte < 0x20 || byte > 0x7E { return false }
        return true
    }

    /// The line's extents as Pango would give them, or nil when the face's first font lacks a
    /// glyph (Pango would fall back to another font).
    func lineExtents(_ utf8: [UInt8], face: FontFace, size: CGFloat, language: String,
                     in state: TextEngineState) -> PangoLineExtents? {
        guard let font = shapingFont(FontKey(face: face, size: size, language: language), state) else { return nil }
        // Pango's script for the item: Latin once a letter appears, Common for digits,
        // spaces and punctuation alone (the script itemizer resolves Common characters to the
        // run's real script, and a run without one stays Common).
        let hasLetter = utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
        let script = hasLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
        var width: Int
        if usesAdvanceTables, let table = advanceTable(font, isLatin: hasLetter, language: language),
           let summed = table.width(of: utf8, buffer: buffer) {
            summedLines += 1
            width = summed
        } else {
            guard let (infos, positions, count) = Self.shape(utf8, font: font.hbFont, script: script,
                                                             language: hbLanguage(language), buffer: buffer) else { return nil }
            width = 0
            for i in 0..<count {
                // Glyph 0 is .notdef: the font lacks the character.
                guard infos[i].codepoint != 0 else { return nil }
                width += Int(positions[i].x_advance)
            }
        }
        return PangoLineExtents(ascent: font.ascent, descent: font.descent,
                                width: CGFloat(width) / CGFloat(PANGO_SCALE), originOffset: 0, isRightToLeft: false)
    }

    /// Shapes the bytes as Pango shapes a one-item line: left to right, the item's script
    /// and language, the text's start and end in the buffer, no features. The glyphs stay
    /// valid until the buffer is used again.
    static func shape(_ utf8: [UInt8], font: OpaquePointer, script: hb_script_t, language: hb_language_t,
                      buffer: OpaquePointer)
        -> (infos: UnsafeMutablePointer<hb_glyph_info_t>, positions: UnsafeMutablePointer<hb_glyph_position_t>, count: Int)? {
        hb_buffer_clear_contents(buffer)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
            }
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue))
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return nil }
        return (infos, positions, Int(count))
    }

    /// Tests: the pair-wise analysis of the face's first font (nil: not provably pair-wise).
    func analysis(face: FontFace, size: CGFloat, language: String, isLatin: Bool,
                  in state: TextEngineState) -> PairwiseShapingAnalysis? {
        guard let font = shapingFont(FontKey(face: face, size: size, language: language), state) else { return nil }
        return advanceTable(font, isLatin: isLatin, language: language)?.analysis
    }

    /// The font's summing table for the script, analysing the font on first use (per font,
    /// not per face: a variable face's coordinates, and so its plan, can follow the size;
    /// an analysis costs about 300,000 instructions).
    private func advanceTable(_ font: ShapingFont, isLatin: Bool, language: String) -> ASCIIAdvanceTable? {
        let slot = isLatin ? 1 : 0
        if let known = font.advanceTables[slot] { return known }
        let script = isLatin ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
        let tag = hbLanguage(language)
        let table = PairwiseShapingAnalysis.analyze(font.hbFont, script: script, language: tag).map {
            ASCIIAdvanceTable(font: font.hbFont, script: script, language: tag, analysis: $0)
        }
        font.advanceTables[slot] = .some(table)
        return table
    }

    private func hbLanguage(_ tag: String) -> hb_language_t {
        if let known = languages[tag] { return known }
        let language = hb_language_from_string(tag, -1)!
        languages[tag] = language
        return language
    }

    private func shapingFont(_ key: FontKey, _ state: TextEngineState) -> ShapingFont? {
        // Labels measured one after the other mostly share a font: comparing with the last
        // key costs a fraction of hashing the face's names.
        if let last = lastFont, last.key == key { return last.font }
        let font: ShapingFont?
        if let known = fonts[key] {
            font = known
        } else {
            font = loadFont(key, state)
            fonts[key] = .some(font)
        }
        lastFont = (key, font)
        return font
    }

    private func loadFont(_ key: FontKey, _ state: TextEngineState) -> ShapingFont? {
        let context = state.makeContext(language: key.language, direction: PANGO_DIRECTION_LTR)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = state.makeDescription(key.face, size: key.size, includingFallbacks: true)
        defer { pango_font_description_free(description) }
        guard let pangoFont = pango_font_map_load_font(state.fontMap, context, description) else { return nil }
        guard let hbFont = pango_font_get_hb_font(pangoFont) else {
            g_object_unref(UnsafeMutableRawPointer(pangoFont))
            return nil
        }
        // The font's logical ascent and descent, from Pango itself (a one-glyph line).
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        let attributes = pango_attr_list_new()!
        let language = pango_attr_language_new(pango_language_from_string(key.language))!
        language.pointee.start_index = 0
        language.pointee.end_index = 1
        pango_attr_list_insert(attributes, language)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_text(layout, "x", 1)
        guard let line = state.lineExtents(of: layout).first else {
            g_object_unref(UnsafeMutableRawPointer(pangoFont))
            return nil
        }
        return ShapingFont(pangoFont: pangoFont, hbFont: hbFont, ascent: line.ascent, descent: line.descent)
    }
}
