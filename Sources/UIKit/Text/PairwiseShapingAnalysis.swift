internal import CPango

/// Proof, read from a face's tables, that HarfBuzz shapes a line of printable ASCII pair by
/// pair under Pango's settings (left to right, one script and language, no features): every
/// byte becomes its nominal glyph, nothing substitutes, and the line's width is the sum of
/// the glyphs' advances plus one adjustment per adjacent pair. `ASCIIAdvanceTable` then learns
/// advances and pair adjustments from HarfBuzz itself and adds them up, exactly.
///
/// What the proof checks, for the lookups the shape plan applies (`frac`, `numr` and `dnom`
/// apply only around U+2044, which ASCII lacks):
/// - GSUB: each lookup provably leaves ASCII alone (its substitution closure over the ASCII
///   glyphs adds no glyph and it outputs no ASCII glyph), or is a ligature lookup: then the
///   byte pairs that begin one of its all-ASCII ligatures ("fi", "ff", "fl" in Noto Sans) are
///   noted, and lines containing such a pair are shaped by HarfBuzz.
/// - GPOS: single adjustments (per glyph), pair adjustments that move only the first glyph
///   of the pair (a second value record makes HarfBuzz skip the second glyph, which breaks
///   pair-wise sums), mark attachments whose mark coverage has no ASCII glyph, anything else
///   only when no ASCII glyph is in its input.
/// - The `kern` table, if any (used when GPOS has no kerning): OpenType formats 0 and 2, both
///   pair-wise. Faces with AAT tables (morx, mort, kerx, trak) are not analysed.
/// - GDEF: no ASCII glyph is a mark, ligature or component (lookup flags then skip none).
/// Anything it cannot read or prove answers nil: the face is shaped by HarfBuzz every time.
struct PairwiseShapingAnalysis {
    /// For each pair of printable ASCII bytes, at `(first − 0x20) × 95 + (second − 0x20)`:
    /// whether a ligature may begin there.
    var ligatureStarts: [Bool]
    /// The nominal glyph of each printable ASCII byte (0: the face lacks it).
    var glyphs: [UInt32]

    static let printable = 95

    private final class GlyphSet {
        let set: OpaquePointer = hb_set_create()
        deinit { hb_set_destroy(set) }
        func contains(_ glyph: Int) -> Bool { hb_set_has(set, hb_codepoint_t(glyph)) != 0 }
        var isEmpty: Bool { hb_set_is_empty(set) != 0 }
    }

    static func analyze(_ font: OpaquePointer, script: hb_script_t, language: hb_language_t) -> PairwiseShapingAnalysis? {
        guard let face = hb_font_get_face(font) else { return nil }
        for tag in ["morx", "mort", "kerx", "trak"] {
            guard OpenTypeTableReader.withTable(face, tag, { $0.isEmpty }) else { return nil }
        }
        guard OpenTypeTableReader.withTable(face, "kern", kernTableIsPairwise) else { return nil }

        // The ASCII glyphs: each byte its own glyph (a glyph shared by two bytes would need a
        // many-to-one map; no pinned face has one), none a mark, ligature or component.
        let ascii = GlyphSet()
        var glyphs = [UInt32](repeating: 0, count: printable)
        var byteOfGlyph: [Int: Int] = [:]
        for index in 0..<printable {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, hb_codepoint_t(0x20 + index), &glyph) != 0, glyph != 0 else { continue }
            guard byteOfGlyph.updateValue(index, forKey: Int(glyph)) == nil else { return nil }
            let glyphClass = hb_ot_layout_get_glyph_class(face, glyph).rawValue
            guard glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_UNCLASSIFIED.rawValue
                    || glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH.rawValue else { return nil }
            glyphs[index] = glyph
            hb_set_add(ascii.set, glyph)
        }

        var properties = hb_segment_properties_t(direction: HB_DIRECTION_LTR, script: script, language: language,
                                                  reserved1: nil, reserved2: nil)
        // The plan `hb_shape` uses for this font (variation coordinates included).
        var coordinateCount: UInt32 = 0
        let coordinates = hb_font_get_var_coords_normalized(font, &coordinateCount)
        guard let plan = hb_shape_plan_create_cached2(face, &properties, nil, 0, coordinates, coordinateCount, nil) else {
            return nil
        }
        defer { hb_shape_plan_destroy(plan) }

        var ligatureStarts = [Bool](repeating: false, count: printable * printable)
        for isPositioning in [false, true] {
            let table = OpenTypeTableReader.tag(isPositioning ? "GPOS" : "GSUB")
            let lookups = GlyphSet()
            hb_ot_shape_plan_collect_lookups(plan, table, lookups.set)
            guard removeFractionOnlyLookups(face, table, from: lookups) else { return nil }
            let proven = OpenTypeTableReader.withTable(face, isPositioning ? "GPOS" : "GSUB") { reader -> Bool in
                var lookup = hb_codepoint_t.max
                while hb_set_next(lookups.set, &lookup) != 0 {
                    if isPositioning {
                        guard positioningIsPairwise(reader, face, table, lookup, ascii) else { return false }
                    } else {
                        if substitutionLeavesASCIIAlone(face, table, lookup, ascii) { continue }
                        guard noteLigatureStarts(reader, lookup, ascii, byteOfGlyph, into: &ligatureStarts) else { return false }
                    }
                }
                return true
            }
            guard proven else { return nil }
        }
        return PairwiseShapingAnalysis(ligatureStarts: ligatureStarts, glyphs: glyphs)
    }

    /// OpenType `kern` (version 0) with horizontal format 0 or 2 subtables only, or no table.
    private static func kernTableIsPairwise(_ reader: OpenTypeTableReader) -> Bool {
        if reader.isEmpty { return true }
        guard reader.u16(0) == 0, let count = reader.u16(2) else { return false }
        var offset = 4
        for _ in 0..<count {
            guard let length = reader.u16(offset + 2), let coverage = reader.u16(offset + 4), length >= 6 else { return false }
            let format = coverage >> 8
            // Bit 0: horizontal; bit 1: minimum values; bit 2: cross-stream.
            guard format == 0 || format == 2, coverage & 1 == 1, coverage & 6 == 0 else { return false }
            offset += length
        }
        return true
    }

    /// Takes out the lookups only `frac`, `numr` and `dnom` use: HarfBuzz enables those
    /// features only around a fraction slash (U+2044), never in an ASCII-only buffer.
    private static func removeFractionOnlyLookups(_ face: OpaquePointer, _ table: UInt32, from lookups: GlyphSet) -> Bool {
        let fraction = ["frac", "numr", "dnom"].map(OpenTypeTableReader.tag)
        let capacity: UInt32 = 1_024
        var count = capacity
        var tags = [hb_tag_t](repeating: 0, count: Int(count))
        // Every feature must be seen, or a lookup shared with an unseen one could be dropped.
        guard hb_ot_layout_table_get_feature_tags(face, table, 0, &count, &tags) <= capacity else { return false }
        let others = tags.prefix(Int(count)).filter { !fraction.contains($0) } + [0]
        let fractionLookups = GlyphSet(), otherLookups = GlyphSet()
        (fraction + [0]).withUnsafeBufferPointer {
            hb_ot_layout_collect_lookups(face, table, nil, nil, $0.baseAddress, fractionLookups.set)
        }
        others.withUnsafeBufferPointer { hb_ot_layout_collect_lookups(face, table, nil, nil, $0.baseAddress, otherLookups.set) }
        hb_set_subtract(fractionLookups.set, otherLookups.set)
        hb_set_subtract(lookups.set, fractionLookups.set)
        return true
    }

    /// A substitution lookup that cannot change ASCII-only text: applied to the ASCII glyphs
    /// (contexts included, which HarfBuzz's closure checks rule by rule) it reaches no new
    /// glyph, and it outputs no ASCII glyph (which would be a swap within ASCII).
    private static func substitutionLeavesASCIIAlone(_ face: OpaquePointer, _ table: UInt32, _ lookup: hb_codepoint_t,
                                                     _ ascii: GlyphSet) -> Bool {
        let closure = GlyphSet(), single = GlyphSet()
        hb_set_union(closure.set, ascii.set)
        hb_set_add(single.set, lookup)
        hb_ot_layout_lookups_substitute_closure(face, single.set, closure.set)
        hb_set_subtract(closure.set, ascii.set)
        guard closure.isEmpty else { return false }
        let before = GlyphSet(), input = GlyphSet(), after = GlyphSet(), output = GlyphSet()
        hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before.set, input.set, after.set, output.set)
        hb_set_intersect(output.set, ascii.set)
        return output.isEmpty
    }

    /// The lookup's type (an extension resolved), flag and subtable offsets.
    private static func subtables(_ reader: OpenTypeTableReader, _ lookup: hb_codepoint_t,
                                  extensionType: Int) -> (type: Int, flag: Int, offsets: [Int])? {
        guard let listOffset = reader.u16(8), let count = reader.u16(listOffset), Int(lookup) < count,
              let lookupOffset = reader.u16(listOffset + 2 + 2 * Int(lookup)) else { return nil }
        let start = listOffset + lookupOffset
        guard var type = reader.u16(start), let flag = reader.u16(start + 2), let subtableCount = reader.u16(start + 4) else {
            return nil
        }
        let isExtension = type == extensionType
        var offsets: [Int] = []
        for i in 0..<subtableCount {
            guard let offset = reader.u16(start + 6 + 2 * i) else { return nil }
            var subtable = start + offset
            if isExtension {
                // Every subtable of an extension lookup names the same real type.
                guard let extended = reader.u16(subtable + 2), let relative = reader.u32(subtable + 4) else { return nil }
                if i == 0 { type = extended } else if extended != type { return nil }
                subtable += relative
            }
            offsets.append(subtable)
        }
        return (type, flag, offsets)
    }

    /// A ligature lookup's all-ASCII ligatures, noted by their first two bytes; false for any
    /// other kind of substitution that can reach ASCII, or a ligature of one component.
    private static func noteLigatureStarts(_ reader: OpenTypeTableReader, _ lookup: hb_codepoint_t, _ ascii: GlyphSet,
                                           _ byteOfGlyph: [Int: Int], into starts: inout [Bool]) -> Bool {
        // Lookup flag bit 1 ignores base glyphs: matching would skip ASCII glyphs.
        guard let (type, flag, offsets) = subtables(reader, lookup, extensionType: 7), type == 4, flag & 2 == 0 else {
            return false
        }
        for subtable in offsets {
            guard reader.u16(subtable) == 1, let coverage = reader.u16(subtable + 2),
                  let setCount = reader.u16(subtable + 4) else { return false }
            let read = reader.forEachCovered(at: subtable + coverage) { glyph, index in
                guard let first = byteOfGlyph[glyph] else { return true }
                guard index < setCount, let setOffset = reader.u16(subtable + 6 + 2 * index) else { return false }
                let set = subtable + setOffset
                guard let ligatureCount = reader.u16(set) else { return false }
                for l in 0..<ligatureCount {
                    guard let offset = reader.u16(set + 2 + 2 * l), let components = reader.u16(set + offset + 2),
                          components >= 2 else { return false }
                    var allASCII = true
                    for c in 0..<(components - 1) {
                        guard let component = reader.u16(set + offset + 4 + 2 * c) else { return false }
                        if !ascii.contains(component) { allASCII = false }
                    }
                    if allASCII, let second = reader.u16(set + offset + 4), let secondByte = byteOfGlyph[second] {
                        starts[first * printable + secondByte] = true
                    }
                }
                return true
            }
            guard read else { return false }
        }
        return true
    }

    private static func positioningIsPairwise(_ reader: OpenTypeTableReader, _ face: OpaquePointer, _ table: UInt32,
                                              _ lookup: hb_codepoint_t, _ ascii: GlyphSet) -> Bool {
        guard let (type, flag, offsets) = subtables(reader, lookup, extensionType: 9) else { return false }
        switch type {
        case 1:
            // Per glyph: part of the advance learned for the byte alone.
            return true
        case 2:
            // Value format 2 (offset 6) zero: only the first glyph moves, and HarfBuzz goes on
            // from the second glyph, so every adjacent pair is adjusted once.
            return flag & 2 == 0 && offsets.allSatisfy { reader.u16($0 + 6) == 0 }
        case 4, 5, 6:
            // Attachments apply to the glyphs of the mark coverage (the first one).
            return offsets.allSatisfy { subtable in
                guard let coverage = reader.u16(subtable + 2) else { return false }
                return reader.forEachCovered(at: subtable + coverage) { glyph, _ in !ascii.contains(glyph) }
            }
        default:
            let before = GlyphSet(), input = GlyphSet(), after = GlyphSet(), output = GlyphSet()
            hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before.set, input.set, after.set, output.set)
            hb_set_intersect(input.set, ascii.set)
            return input.isEmpty
        }
    }
}
