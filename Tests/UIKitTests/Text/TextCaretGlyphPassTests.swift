import XCTest
@testable import UIKit
import UIKitTesting

/// A text view's carets of ASCII paragraphs come from one pass over the glyphs instead of a
/// Pango query per offset: every caret must be exactly the one Pango's query gives, whatever
/// the wrapping, alignment, indents, attributes and ligatures.
@MainActor final class TextCaretGlyphPassTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private static let strings = [
        "", "x", " ", "office fluffy affine ffl fi", "AVAWAYTo Ty. Yo, LT 'quoted' \"double\"",
        "12 the quick brown fox jumps over the lazy dog text view layout paragraph caret glyph line",
        "  leading   and trailing spaces that wrap at the edge of the container      ",
        "tab\tseparated\tcolumns\tof\ttext", "Averyveryverylongwordwithoutanyspacethatmustbreaksomewhereinside",
        "~`@#$%^&*()_+-={}[]|\\:;<>?/ 1,000.00 12:30", "WAVE Tj VA. fi fl ffi office",
        "café is not ASCII", "mixed עברית text",
    ]

    /// Each string under several styles and widths: (attributed string, wrap width).
    private static func cases() -> [(NSAttributedString, CGFloat?)] {
        var result: [(NSAttributedString, CGFloat?)] = []
        let font = UIFont.systemFont(ofSize: 17)
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let indented = NSMutableParagraphStyle()
        indented.firstLineHeadIndent = 23.5
        indented.headIndent = 7
        indented.alignment = .justified
        let rightToLeft = NSMutableParagraphStyle()
        rightToLeft.baseWritingDirection = .rightToLeft
        for text in strings {
            for width in [nil, 120, 200.25] as [CGFloat?] {
                result.append((NSAttributedString(string: text, attributes: [.font: font]), width))
                result.append((NSAttributedString(string: text, attributes: [.font: UIFont.italicSystemFont(ofSize: 13),
                                                                             .paragraphStyle: centered]), width))
                result.append((NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: indented,
                                                                             .kern: 1.5]), width))
                result.append((NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: rightToLeft]), width))
                // Several runs: a bold middle, a larger font at the end.
                let mixed = NSMutableAttributedString(string: text, attributes: [.font: font])
                let length = mixed.length
                if length >= 6 {
                    mixed.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 2, length: length / 3))
                    mixed.addAttribute(.font, value: UIFont.systemFont(ofSize: 24), range: NSRange(location: length - 3, length: 3))
                }
                result.append((mixed, width))
            }
        }
        return result
    }

    func testGlyphPassCaretsEqualPangosAtEveryOffset() async {
        var compared = 0
        var glyphPassed = 0
        let inputs = Self.cases().map { string, width -> TextLayoutInput in
            var input = TextDrawing.input(string)
            input.maxWidth = width
            return input
        }
        TextEngine.withState { state in
            for input in inputs {
                let count = input.paragraphs[0].utf8.count
                let positions = (0...count).map { (paragraph: 0, utf8: $0) }
                let fast = state.blockCarets(input, positions: positions)
                let exact = state.blockCarets(input, positions: positions, glyphPass: false)
                XCTAssertEqual(fast.lines.count, exact.lines.count)
                for (offset, (a, b)) in zip(fast.carets, exact.carets).enumerated() {
                    XCTAssertEqual(a.x, b.x, "x at \(offset) of \(String(decoding: input.paragraphs[0].utf8, as: UTF8.self))")
                    XCTAssertEqual(a.top, b.top, "line at \(offset)")
                    XCTAssertEqual(a.height, b.height)
                    compared += 1
                }
                let layout = state.layout(input)
                if let pass = state.asciiCarets(of: layout.layouts[0], utf8: input.paragraphs[0].utf8) {
                    glyphPassed += pass.xs.filter { $0 != TextEngineState.unknownCaret }.count
                }
            }
        }
        XCTAssertGreaterThan(compared, 5_000)
        // Most offsets take the glyph pass (not the query), or the test compares nothing new.
        XCTAssertGreaterThan(glyphPassed, compared / 2)
    }

    /// Drawing the layout kept from the carets gives the same pixels as a fresh layout.
    func testKeptLayoutDrawsTheSamePixelsAsANewLayout() async {
        let text = NSMutableAttributedString(string: "Kept layouts draw office fluffy text the same, wrapped twice over",
                                             attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.darkGray])
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 5, length: 7))
        var input = TextDrawing.input(text)
        input.maxWidth = 140.5
        let key = TextLayoutKey()
        let engineInput = input
        _ = TextEngine.withState { $0.blockCarets(engineInput, positions: [(0, 3)], keepingLayoutFor: key) }
        func render(_ key: TextLayoutKey?) -> [UInt8] {
            TextRendering.render(size: CGSize(width: 160, height: 90), scale: 2) { context in
                TextDrawing.draw(input, at: CGPoint(x: 3.25, y: 2.5), in: context, keptLayout: key)
            }.bytes
        }
        let kept = render(key)
        let fresh = render(nil)
        XCTAssertEqual(kept, fresh)
        XCTAssertTrue(kept.contains { $0 < 128 }, "the text is drawn (dark on white)")
        let stillKept = TextEngine.withState { $0.keptLayouts.layout(for: key) != nil }
        XCTAssertTrue(stillKept)
    }

    /// At most `capacity` layouts are kept; the oldest goes first.
    func testKeptLayoutsAreBoundedByCountOldestFirst() async {
        var input = TextDrawing.input(NSAttributedString(string: "kept layout of a paragraph",
                                                         attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        input.maxWidth = 100
        let key = TextLayoutKey()
        let (kept, count, evicted) = TextEngine.withState { state -> (Bool, Int, Bool) in
            _ = state.blockCarets(input, positions: [(0, 0)], keepingLayoutFor: key)
            let kept = state.keptLayouts.layout(for: key) != nil
            for _ in 0..<KeptTextLayouts.capacity {
                _ = state.blockCarets(input, positions: [(0, 0)], keepingLayoutFor: TextLayoutKey())
            }
            return (kept, state.keptLayouts.count, state.keptLayouts.layout(for: key) == nil)
        }
        XCTAssertTrue(kept)
        XCTAssertEqual(count, KeptTextLayouts.capacity)
        XCTAssertTrue(evicted, "the oldest layout goes first")
    }

    func testKeptLayoutsAreBoundedByTheirText() async {
        let long = String(repeating: "long paragraph ", count: 1_000)  // 15,000 bytes
        var input = TextDrawing.input(NSAttributedString(string: long, attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        input.maxWidth = 300
        let keys = (0..<5).map { _ in TextLayoutKey() }
        let kept = TextEngine.withState { state -> [Bool] in
            for key in keys { _ = state.blockCarets(input, positions: [(0, 0)], keepingLayoutFor: key) }
            return keys.map { state.keptLayouts.layout(for: $0) != nil }
        }
        // 64 KiB of text: four of these paragraphs, the oldest dropped for the fifth.
        XCTAssertEqual(kept, [false, true, true, true, true])
    }
}
