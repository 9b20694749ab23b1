internal import CPango

/// The width of a line of printable ASCII in one font, script and language, summed from
/// advances and pair adjustments instead of shaping the line: for faces whose shaping
/// `PairwiseShapingAnalysis` proved pair-wise. Each byte's advance and each adjacent pair's
/// adjustment are learned from HarfBuzz on first use (the byte shaped alone, the pair shaped
/// as two bytes, with the same font, buffer settings and plan as a whole line), so the sum is
/// HarfBuzz's width to the unit: a short label costs a few hundred instructions instead of a
/// 30,000-instruction `hb_shape`.
final class ASCIIAdvanceTable {
    private static let unknown = Int32.min
    /// The byte or pair needs HarfBuzz: a missing glyph, or a ligature may begin there.
    private static let needsShaping = Int32.min + 1
    private static let count = PairwiseShapingAnalysis.printable

    private let font: OpaquePointer
    private let script: hb_script_t
    private let language: hb_language_t
    let analysis: PairwiseShapingAnalysis
    private var advances = [Int32](repeating: ASCIIAdvanceTable.unknown, count: ASCIIAdvanceTable.count)
    /// Pair adjustments by first byte, each row made when first needed.
    private var pairs = [[Int32]](repeating: [], count: ASCIIAdvanceTable.count)

    init(font: OpaquePointer, script: hb_script_t, language: hb_language_t, analysis: PairwiseShapingAnalysis) {
        self.font = font
        self.script = script
        self.language = language
        self.analysis = analysis
    }

    /// The line's width in HarfBuzz units (Pango units), or nil when HarfBuzz must shape it.
    /// The bytes must be printable ASCII (`SimpleLineShaper.accepts`).
    func width(of utf8: [UInt8], buffer: OpaquePointer) -> Int? {
        var total = 0
        var previous = -1
        for byte in utf8 {
            let index = Int(byte) - 0x20
            var advance = advances[index]
            if advance == Self.unknown {
                advance = learnAdvance(index, buffer)
                advances[index] = advance
            }
            guard advance != Self.needsShaping else { return nil }
            total += Int(advance)
            if previous >= 0 {
                if pairs[previous].isEmpty { pairs[previous] = [Int32](repeating: Self.unknown, count: Self.count) }
                var adjustment = pairs[previous][index]
                if adjustment == Self.unknown {
                    adjustment = learnPair(previous, index, buffer)
                    pairs[previous][index] = adjustment
                }
                guard adjustment != Self.needsShaping else { return nil }
                total += Int(adjustment)
            }
            previous = index
        }
        return total
    }

    private func learnAdvance(_ index: Int, _ buffer: OpaquePointer) -> Int32 {
        guard analysis.glyphs[index] != 0 else { return Self.needsShaping }
        return shapedWidth([UInt8(0x20 + index)], buffer) ?? Self.needsShaping
    }

    private func learnPair(_ first: Int, _ second: Int, _ buffer: OpaquePointer) -> Int32 {
        guard !analysis.ligatureStarts[first * Self.count + second] else { return Self.needsShaping }
        guard let both = shapedWidth([UInt8(0x20 + first), UInt8(0x20 + second)], buffer) else { return Self.needsShaping }
        return both - advances[first] - advances[second]
    }

    /// The bytes shaped by HarfBuzz: their width, or nil unless every byte came out as its
    /// nominal glyph (what the analysis proved; checked again here).
    private func shapedWidth(_ bytes: [UInt8], _ buffer: OpaquePointer) -> Int32? {
        guard let (infos, positions, count) = SimpleLineShaper.shape(bytes, font: font, script: script, language: language,
                                                                       buffer: buffer),
              count == bytes.count else { return nil }
        var width: Int32 = 0
        for i in 0..<count {
            guard infos[i].codepoint == analysis.glyphs[Int(bytes[i]) - 0x20] else { return nil }
            width += positions[i].x_advance
        }
        return width
    }
}
