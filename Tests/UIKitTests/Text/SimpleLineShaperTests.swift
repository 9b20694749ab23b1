import XCTest
@testable import UIKit
import UIKitTesting

/// The measuring shortcut for plain ASCII lines must give Pango's own extents to the unit,
/// and must refuse what only Pango can set.
@MainActor final class SimpleLineShaperTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private static let strings = [
        "Open", "Card 17", "Subtitle of card 999", "AVAWAYTo Ty. Yo, LT 'quoted' \"double\"", "12:30", "1,000.00",
        "  leading and trailing  ", "fi fl ffi office", "The quick brown fox jumps over the lazy dog!",
        "~`@#$%^&*()_+-={}[]|\\:;<>?/", "x", " ", "WAVE Tj VA.",
    ]

    /// The fixed strings and 60 random printable-ASCII ones (seeded: the same on every run).
    private static let corpus: [String] = {
        var seed: UInt64 = 0x5EED_1234
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let random = (0..<60).map { _ in
            String(decoding: (0..<(1 + next() % 30)).map { _ in UInt8(0x20 + next() % 95) }, as: UTF8.self)
        }
        return strings + random
    }()

    private static let fonts: [UIFont] = [
        .systemFont(ofSize: 17), .boldSystemFont(ofSize: 13), .italicSystemFont(ofSize: 11.5),
        .systemFont(ofSize: 34, weight: .semibold), .monospacedSystemFont(ofSize: 12, weight: .regular),
        .monospacedDigitSystemFont(ofSize: 15, weight: .regular),
        UIFont(name: "Times New Roman", size: 19)!, UIFont(name: "Helvetica-Bold", size: 9)!,
    ]

    nonisolated private static func paragraph(_ text: String, _ font: UIFont, language: String = "en") -> TextParagraph {
        let bytes = Array(text.utf8)
        let run = TextRun(utf8Range: 0..<bytes.count, face: font.face, size: font.pointSize,
                          color: TextRGBA(red: 0, green: 0, blue: 0, alpha: 1))
        return TextParagraph(utf8: bytes, runs: [run], style: ParagraphStyleValues(), language: language, leading: 0)
    }

    nonisolated private static func input(_ paragraphs: [TextParagraph], maxWidth: CGFloat? = nil) -> TextLayoutInput {
        var input = TextLayoutInput()
        input.paragraphs = paragraphs
        input.maxWidth = maxWidth
        return input
    }

    func testShortcutExtentsEqualPangoLayoutExtentsOnEveryPinnedFace() async {
        var compared = 0
        let fonts = Self.fonts  // made outside the engine's lock (a font resolves through it)
        TextEngine.withState { state in
            for font in fonts {
                for text in Self.corpus {
                    let paragraph = Self.paragraph(text, font)
                    let input = Self.input([paragraph])
                    let geometry = ParagraphGeometry(style: paragraph.style, input: input)
                    guard let fast = state.simpleLine(paragraph, geometry, input) else {
                        // Monospaced digits carry a feature: Pango's path only.
                        XCTAssertFalse(font.face.features.isEmpty, "\(text) in \(font.fontName) was refused")
                        continue
                    }
                    let laidOut = state.layout(input)
                    let pango = state.lineExtents(of: laidOut.layouts[0])
                    XCTAssertEqual(pango.count, 1)
                    XCTAssertEqual(fast.width, pango[0].width, "width of \"\(text)\" in \(font.fontName) \(font.pointSize)")
                    XCTAssertEqual(fast.ascent, pango[0].ascent, "ascent of \"\(text)\" in \(font.fontName)")
                    XCTAssertEqual(fast.descent, pango[0].descent, "descent of \"\(text)\" in \(font.fontName)")
                    XCTAssertEqual(fast.originOffset, pango[0].originOffset)
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    func testMeasuredMetricsEqualTheLayoutsMetrics() async {
        let fonts = Self.fonts
        TextEngine.withState { state in
            for font in fonts {
                for text in Self.corpus {
                    for maxWidth in [nil, 40, 1_000] as [CGFloat?] {
                        for alignment in [NSTextAlignment.natural, .center, .right] {
                            var paragraph = Self.paragraph(text, font)
                            paragraph.style.alignment = alignment
                            paragraph.style.firstLineHeadIndent = alignment == .right ? 3 : 0
                            var input = Self.input([paragraph], maxWidth: maxWidth)
                            input.maximumNumberOfLines = alignment == .center ? 1 : 0
                            let measured = state.measure(input)
                            let laidOut = state.layout(input).metrics
                            XCTAssertEqual(measured.usedSize, laidOut.usedSize, "\"\(text)\" in \(font.fontName) within \(String(describing: maxWidth))")
                            XCTAssertEqual(measured.lines.count, laidOut.lines.count)
                            XCTAssertEqual(measured.isTruncated, laidOut.isTruncated)
                            XCTAssertEqual(measured.lines.map(\.baseline), laidOut.lines.map(\.baseline))
                            XCTAssertEqual(measured.lines.map(\.x), laidOut.lines.map(\.x))
                            XCTAssertEqual(measured.lines.map(\.height), laidOut.lines.map(\.height))
                            XCTAssertEqual(measured.containerWidth, laidOut.containerWidth)
                        }
                    }
                }
            }
        }
    }

    /// Widths summed from learned advances and pair adjustments (`ASCIIAdvanceTable`) equal
    /// `hb_shape`'s and Pango's to the unit, on strings crowded with kerning pairs and
    /// ligature letters, in every pinned face, in the Latin and the Common script.
    func testSummedWidthsEqualHarfBuzzAndPangoOnRandomStrings() async {
        var seed: UInt64 = 0xADD5_0FF5
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let crowded = Array("fiflAVWTYo.,-'LPr yk".utf8), digits = Array("0123456789 .,:;-+()/%$".utf8)
        var strings: [String] = ["ffi", "office", "fjord", "AVA", "WAVE", "T.", "1/2", "11", "Yo, To", "f", "ff f"]
        for i in 0..<400 {
            let length = 1 + Int(next() % 24)
            let bytes: [UInt8] = (0..<length).map { _ in
                switch next() % 4 {
                case 0: return UInt8(0x20 + next() % 95)
                default: return i % 5 == 0 ? digits[Int(next()) % digits.count] : crowded[Int(next()) % crowded.count]
                }
            }
            strings.append(String(decoding: bytes, as: UTF8.self))
        }
        let fonts = Self.fonts
        var summedInSystemFont = 0
        TextEngine.withState { state in
            let shaper = state.simpleShaper
            for font in fonts {
                for text in strings {
                    let paragraph = Self.paragraph(text, font)
                    let input = Self.input([paragraph])
                    let geometry = ParagraphGeometry(style: paragraph.style, input: input)
                    shaper.usesAdvanceTables = false
                    let shaped = state.simpleLine(paragraph, geometry, input)
                    shaper.usesAdvanceTables = true
                    let before = shaper.summedLines
                    let summed = state.simpleLine(paragraph, geometry, input)
                    if font.face.features.isEmpty {
                        XCTAssertNotNil(summed, "\(text) in \(font.fontName)")
                    }
                    guard let summed, let shaped else { continue }
                    if font.fontName == fonts[0].fontName, shaper.summedLines > before { summedInSystemFont += 1 }
                    XCTAssertEqual(summed.width, shaped.width, "\"\(text)\" in \(font.fontName) \(font.pointSize): summed against hb_shape")
                    let laidOut = state.layout(input)
                    let pango = withExtendedLifetime(laidOut) { state.lineExtents(of: laidOut.layouts[0]) }
                    XCTAssertEqual(summed.width, pango[0].width, "\"\(text)\" in \(font.fontName) \(font.pointSize): summed against Pango")
                }
            }
        }
        // Most strings are summed; those with a ligature's first pair are shaped.
        XCTAssertGreaterThan(summedInSystemFont, strings.count / 2)
        XCTAssertLessThan(summedInSystemFont, strings.count)
    }

    /// What the analysis finds in the pinned faces: all pair-wise; Noto Sans and Noto Serif
    /// ligate "ff", "fi" and "fl" in Latin text; Liberation and DejaVu Sans Mono ligate nothing.
    func testPairwiseAnalysisOfThePinnedFaces() async {
        let fonts = Self.fonts
        let times = UIFont(name: "Times New Roman", size: 19)!, mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        TextEngine.withState { state in
            func starts(_ font: UIFont, latin: Bool) -> [String]? {
                guard let analysis = state.simpleShaper.analysis(face: font.face, size: font.pointSize, language: "en",
                                                                 isLatin: latin, in: state) else { return nil }
                return analysis.ligatureStarts.indices.filter { analysis.ligatureStarts[$0] }.map {
                    String(decoding: [UInt8(0x20 + $0 / 95), UInt8(0x20 + $0 % 95)], as: UTF8.self)
                }
            }
            for font in fonts where font.face.features.isEmpty {
                XCTAssertNotNil(starts(font, latin: true), "\(font.fontName) is pair-wise in Latin")
                XCTAssertNotNil(starts(font, latin: false), "\(font.fontName) is pair-wise in Common")
            }
            XCTAssertEqual(starts(fonts[0], latin: true), ["ff", "fi", "fl"])
            XCTAssertEqual(starts(fonts[0], latin: false), ["ff", "fi", "fl"])
            XCTAssertEqual(starts(times, latin: true), [])
            XCTAssertEqual(starts(mono, latin: true), [])
        }
    }

    func testShortcutRefusesWhatOnlyPangoSets() async {
        let font = UIFont.systemFont(ofSize: 17)
        TextEngine.withState { state in
            func refused(_ paragraph: TextParagraph, maxWidth: CGFloat? = nil, rightToLeft: Bool = false) -> Bool {
                var input = Self.input([paragraph], maxWidth: maxWidth)
                input.naturalAlignmentIsRightToLeft = rightToLeft
                return state.simpleLine(paragraph, ParagraphGeometry(style: paragraph.style, input: input), input) == nil
            }
            XCTAssertTrue(refused(Self.paragraph("Café", font)), "beyond ASCII")
            XCTAssertTrue(refused(Self.paragraph("a\tb", font)), "a tab")
            XCTAssertTrue(refused(Self.paragraph("", font)), "empty")
            XCTAssertTrue(refused(Self.paragraph("Open", font), rightToLeft: true), "a right-to-left context")
            XCTAssertTrue(refused(Self.paragraph("A long line that cannot fit", font), maxWidth: 50), "a line that wraps")
            var kerned = Self.paragraph("AV", font)
            kerned.runs[0].disablesKerning = true
            XCTAssertTrue(refused(kerned), "kerning off")
            var spaced = Self.paragraph("AV", font)
            spaced.runs[0].letterSpacing = 2
            XCTAssertTrue(refused(spaced), "letter spacing")
            var twoRuns = Self.paragraph("AVAV", font)
            twoRuns.runs = [TextRun(utf8Range: 0..<2, face: font.face, size: 17, color: twoRuns.runs[0].color),
                            TextRun(utf8Range: 2..<4, face: font.face, size: 20, color: twoRuns.runs[0].color)]
            XCTAssertTrue(refused(twoRuns), "two runs")
            XCTAssertFalse(refused(Self.paragraph("Open", font), maxWidth: 200), "a line that fits its width")
        }
    }

    func testRepeatedMeasurementsAreRememberedWithTheSameResult() async {
        let label = UILabel()
        label.text = "Open"
        let first = label.intrinsicContentSize
        let other = UILabel()
        other.text = "Open"
        XCTAssertEqual(other.intrinsicContentSize, first)
        let font = UIFont.systemFont(ofSize: 17)
        TextEngine.withState { state in
            let input = Self.input([Self.paragraph("Remembered", font)])
            XCTAssertNil(state.metricsCache.metrics(for: input))
            let measured = state.measure(input)
            XCTAssertEqual(state.metricsCache.metrics(for: input)?.usedSize, measured.usedSize)
        }
    }

    /// The cache hashes only the text, the first run's size and the width: inputs that agree
    /// on those but not on the face are still told apart (equality compares the whole input).
    func testInputsWithTheSameHashAreMeasuredApart() async {
        let regular = UIFont.systemFont(ofSize: 17), bold = UIFont.boldSystemFont(ofSize: 17)
        TextEngine.withState { state in
            let plain = Self.input([Self.paragraph("Same text, other face", regular)])
            let heavy = Self.input([Self.paragraph("Same text, other face", bold)])
            XCTAssertEqual(TextMetricsCache.Key(plain).hash, TextMetricsCache.Key(heavy).hash)
            let plainWidth = state.measure(plain).usedSize.width
            let heavyWidth = state.measure(heavy).usedSize.width
            XCTAssertGreaterThan(heavyWidth, plainWidth, "bold text is wider")
            XCTAssertEqual(state.metricsCache.metrics(for: plain)?.usedSize.width, plainWidth)
            XCTAssertEqual(state.metricsCache.metrics(for: heavy)?.usedSize.width, heavyWidth)
            XCTAssertEqual(state.measure(plain).usedSize.width, plainWidth)
        }
    }
}
