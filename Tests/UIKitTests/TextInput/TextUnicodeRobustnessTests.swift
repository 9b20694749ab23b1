import XCTest
@testable import UIKit
import UIKitTesting

/// Malformed text from the platform, and what caret moves and Backspace do to clusters.
@MainActor
final class TextUnicodeRobustnessTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    // MARK: Malformed platform text

    func testInvalidUTF8IsReplacedWithTheReplacementCharacterAndLogged() async {
        var decoded = ""
        let log = LogCapture.capture {
            // A lone surrogate encoded as UTF-8 (ED A0 80), a stray continuation byte, and a
            // sequence cut at the end (as SDL's 32-byte composition buffer cuts one).
            decoded = PlatformText.string(utf8: [0x61, 0xED, 0xA0, 0x80, 0x62, 0x80, 0x63, 0xE4, 0xB8], from: "test")
        }
        XCTAssertEqual(decoded.unicodeScalars.filter { $0 == "\u{FFFD}" }.count, 5)
        XCTAssertTrue(decoded.hasPrefix("a\u{FFFD}"))
        XCTAssertTrue(decoded.contains("b\u{FFFD}c\u{FFFD}"))
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertTrue(log.contains("invalid UTF-8"), "\(log.lines)")
        let quiet = LogCapture.capture { decoded = PlatformText.string(utf8: Array("반가워 👋".utf8), from: "test") }
        XCTAssertEqual(decoded, "반가워 👋")
        XCTAssertEqual(quiet.lines, [])
    }

    func testLoneSurrogatesAreReplacedWithTheReplacementCharacterAndLogged() async {
        var decoded = ""
        let log = LogCapture.capture { decoded = PlatformText.string(utf16: [0x61, 0xD800, 0x62, 0xDC00], from: "test") }
        XCTAssertEqual(decoded, "a\u{FFFD}b\u{FFFD}")
        XCTAssertTrue(log.contains("lone surrogate"), "\(log.lines)")
        XCTAssertEqual(PlatformText.string(utf16: Array("😀".utf16), from: "test"), "😀")
    }

    func testReplacementTextTypedIntoAFieldIsOneCaretStep() async {
        let (_, field, input) = TextFieldFixture.make()
        field.autocapitalizationType = .none
        XCTAssertTrue(field.becomeFirstResponder())
        input.typeText(PlatformText.string(utf8: [0x61, 0xED, 0xA0, 0x80], from: "test"))
        XCTAssertEqual(field.text?.unicodeScalars.last, "\u{FFFD}")
        field.deleteBackward()
        XCTAssertEqual(field.text, "a\u{FFFD}\u{FFFD}")
    }

    /// SDL counts a composition's cursor in code points; UIKit's ranges are UTF-16.
    func testPlatformCompositionCursorsBecomeUTF16Ranges() async {
        XCTAssertEqual(PlatformText.utf16Range(scalarStart: 1, length: 1, in: "😀a"), NSRange(location: 2, length: 1))
        XCTAssertEqual(PlatformText.utf16Range(scalarStart: 0, length: 1, in: "😀a"), NSRange(location: 0, length: 2))
        XCTAssertEqual(PlatformText.utf16Range(scalarStart: 9, length: 3, in: "日本"), NSRange(location: 2, length: 0))
        XCTAssertEqual(PlatformText.utf16Range(scalarStart: -1, length: 0, in: "日本"), NSRange(location: 2, length: 0))
        XCTAssertEqual(PlatformText.utf16Range(scalarStart: 1, length: -4, in: "日本"), NSRange(location: 1, length: 0))
    }

    // MARK: Backspace

    /// UIKit: emoji sequences go whole; decomposed accents, Indic, Thai and conjoining Hangul
    /// jamo lose their last code point.
    func testBackspaceDeletesEmojiWholeAndScriptClustersByCodePoint() async {
        let cases: [(String, String)] = [
            ("a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "a"), // family (ZWJ)
            ("a\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}", "a\u{1F1FA}\u{1F1F8}"), // two flags: one goes
            ("a\u{1F44D}\u{1F3FF}", "a"), // skin tone
            ("a1\u{FE0F}\u{20E3}", "a"), // keycap
            ("a\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "a"), // tag sequence flag
            ("a\u{2764}\u{FE0F}", "a"), // emoji presentation
            ("e\u{301}", "e"), // decomposed accent
            ("e\u{301}\u{302}", "e\u{301}"),
            ("\u{915}\u{94D}\u{937}\u{93F}", "\u{915}\u{94D}\u{937}"), // क्षि → क्ष
            ("\u{E17}\u{E35}\u{E48}", "\u{E17}\u{E35}"), // ที่ → ที
            ("\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}"), // 각 in conjoining jamo
            ("한국", "한"), // precomposed syllables: one code point each
            ("a\r\n", "a"),
            ("é", ""), // precomposed
        ]
        let (window, field, _) = TextFieldFixture.make()
        for (text, expected) in cases {
            field.text = text
            XCTAssertTrue(field.becomeFirstResponder())
            field.deleteBackward()
            XCTAssertEqual(field.text, expected, text.debugDescription)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), expected.utf16.count)
            XCTAssertTrue(field.resignFirstResponder())
        }
        window.isHidden = true
        let (textWindow, textView, _) = TextViewFixture.make(text: "x\u{915}\u{94D}\u{937}\u{93F}\u{1F1EB}\u{1F1F7}")
        XCTAssertTrue(textView.becomeFirstResponder())
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "x\u{915}\u{94D}\u{937}\u{93F}")
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "x\u{915}\u{94D}\u{937}")
        withExtendedLifetime(textWindow) {}
    }

    /// Deleting one code point of a cluster keeps the rest of it, with its attributes (the
    /// platform's string storage would round the range to the whole cluster).
    func testDeletingAnAccentKeepsItsLetterAndTheLettersAttributes() async {
        let (window, textView, _) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        let text = NSMutableAttributedString(string: "xe\u{301}", attributes: [.font: TextViewFixture.font])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 2))
        textView.attributedText = text
        XCTAssertTrue(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 3, length: 0)
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "xe")
        XCTAssertEqual(textView.attributedText.attributes(at: 1, effectiveRange: nil)[.foregroundColor] as? UIColor, UIColor.red)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 0))
        let storage = NSMutableAttributedString(string: "ae\u{301}\u{302}b")
        storage.replaceCharacters(exactly: NSRange(location: 2, length: 1), within: NSRange(location: 1, length: 3),
                                  with: NSAttributedString(string: "\u{300}"))
        XCTAssertEqual(storage.string.unicodeScalars.map(\.value), [0x61, 0x65, 0x300, 0x302, 0x62])
    }

    // MARK: Unicode's grapheme break test data

    private struct BreakCase {
        var line: Int
        var string: String
        /// Expected cluster boundaries in UTF-16 offsets, 0 and the end included.
        var boundaries: [Int]
    }

    private func graphemeBreakCases() throws -> [BreakCase] {
        let path = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw XCTSkip("\(path) is missing (Debian package unicode-data; scripts/install-dependencies.sh installs it)")
        }
        var cases: [BreakCase] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars = String.UnicodeScalarView()
            var boundaries: [Int] = []
            var offset = 0
            for token in tokens {
                switch token {
                case "÷": boundaries.append(offset)
                case "×": break
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        XCTFail("GraphemeBreakTest.txt:\(index + 1): bad token \(token)")
                        continue
                    }
                    scalars.append(scalar)
                    offset += scalar.utf16.count
                }
            }
            cases.append(BreakCase(line: index + 1, string: String(scalars), boundaries: boundaries))
        }
        return cases
    }

    /// No caret position splits a cluster: moving right from the start and left from the end
    /// stops exactly at the file's breaks.
    func testCaretMovesStopOnlyAtGraphemeBreaksOfUnicodesTestData() async throws {
        let cases = try graphemeBreakCases()
        XCTAssertGreaterThan(cases.count, 500)
        var divergent = 0
        for item in cases {
            let buffer = TextEditingBuffer(item.string)
            var forward = [0]
            var position = 0
            while position < buffer.length {
                let next = buffer.offset(position, movedBy: 1)
                guard next > position else { break }
                forward.append(next)
                position = next
            }
            var backward = [buffer.length]
            position = buffer.length
            while position > 0 {
                let next = buffer.offset(position, movedBy: -1)
                guard next < position else { break }
                backward.insert(next, at: 0)
                position = next
            }
            // The one line where the standard library's Unicode data differs from the file's
            // (Unicode 15.0 joins U+2701 ZWJ U+2701; the library does not).
            if forward != item.boundaries, item.string.unicodeScalars.map(\.value) == [0x2701, 0x200D, 0x2701] {
                divergent += 1
                continue
            }
            XCTAssertEqual(forward, item.boundaries, "GraphemeBreakTest.txt:\(item.line)")
            XCTAssertEqual(backward, item.boundaries, "GraphemeBreakTest.txt:\(item.line)")
            // Every offset snaps to a break at or before it.
            for offset in 0...buffer.length {
                XCTAssertEqual(buffer.boundary(atOrBefore: offset), item.boundaries.last { $0 <= offset },
                               "GraphemeBreakTest.txt:\(item.line) offset \(offset)")
            }
        }
        XCTAssertLessThanOrEqual(divergent, 1)
    }

    /// No Backspace eats into the cluster before the one it deletes from: each press removes
    /// the whole last cluster (one code point, CR LF, an emoji sequence) or exactly its last
    /// code point, and the caret stays on a break.
    func testBackspaceNeverReachesPastTheLastClusterOfUnicodesTestData() async throws {
        let cases = try graphemeBreakCases()
        for item in cases {
            var buffer = TextEditingBuffer(item.string)
            var guardCount = 0
            while let range = buffer.rangeForDeleteBackward, guardCount < 64 {
                guardCount += 1
                let before = buffer.string
                let lastClusterStart = buffer.offset(buffer.length, movedBy: -1)
                let cluster = buffer.substring(NSRange(location: lastClusterStart, length: buffer.length - lastClusterStart))
                XCTAssertGreaterThanOrEqual(range.location, lastClusterStart, "GraphemeBreakTest.txt:\(item.line)")
                XCTAssertEqual(NSMaxRange(range), buffer.length)
                let scalars = Array(cluster.unicodeScalars)
                let whole = scalars.count == 1 || cluster == "\r\n"
                    || scalars.contains { [0xFE0F, 0x20E3].contains($0.value) || (0x1F1E6...0x1F1FF).contains($0.value) || ($0.value > 0x7F && $0.properties.isEmoji) }
                let expectedLength = whole ? cluster.utf16.count : scalars.last!.utf16.count
                XCTAssertEqual(range.length, expectedLength, "GraphemeBreakTest.txt:\(item.line) \(cluster.unicodeScalars.map { String($0.value, radix: 16) })")
                buffer.replace(range, with: "")
                let utf16 = Array(before.utf16)
                XCTAssertEqual(Array(buffer.string.utf16), Array(utf16[0..<range.location]), "GraphemeBreakTest.txt:\(item.line)")
                XCTAssertTrue(buffer.boundaries.contains(buffer.selection.location))
            }
            XCTAssertEqual(buffer.string, "", "GraphemeBreakTest.txt:\(item.line)")
        }
    }
}
