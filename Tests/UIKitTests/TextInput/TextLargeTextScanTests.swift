import XCTest
@testable import UIKit
import UIKitTesting

/// Long ASCII runs are scanned eight bytes at a time for cluster boundaries and paragraph
/// separators; the boundaries are stored compactly (only clusters longer than one UTF-16
/// unit). Both must give exactly what `Character` segmentation and the engine's paragraph
/// split give, with separators and wide clusters at every position around the eight-byte words.
@MainActor
final class TextLargeTextScanTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let pieces = ["abcdefghijklmnop", "0123456789", "a", " ", "\r\n", "\r", "\n", "e\u{301}", "\u{1F1FA}\u{1F1F8}",
                          "\u{85}", "\u{2029}", "한", "\u{0600}", "x\u{200D}", "\u{1F468}\u{200D}\u{1F469}"]

    private func characterBoundaries(_ text: String) -> [Int] {
        var result = [0], offset = 0
        for character in text {
            offset += character.utf16.count
            result.append(offset)
        }
        return result
    }

    /// The paragraphs (length, separator length) as the engine splits them.
    private func expectedParagraphs(_ text: String) -> [[Int]] {
        var result: [[Int]] = [], length = 0
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            switch scalars[i].value {
            case 0x0A, 0x85, 0x2029:
                result.append([length, 1])
                length = 0
            case 0x0D:
                let crlf = i + 1 < scalars.count && scalars[i + 1].value == 0x0A
                result.append([length, crlf ? 2 : 1])
                length = 0
                if crlf { i += 1 }
            default:
                length += scalars[i].utf16.count
            }
            i += 1
        }
        result.append([length, 0])
        return result
    }

    func testBoundariesAndParagraphsOfLongMixedTextMatchAReferenceSegmentation() async {
        let (window, textView, _) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<250 {
            let text = (0..<Int.random(in: 0...16, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let expected = characterBoundaries(text)
            let buffer = TextEditingBuffer(text)
            XCTAssertEqual(Array(buffer.boundaries), expected, text.debugDescription)
            XCTAssertEqual(buffer.length, text.utf16.count)
            // Every offset snaps to the boundary at or before it.
            for offset in stride(from: 0, through: text.utf16.count, by: 3) {
                XCTAssertEqual(buffer.boundary(atOrBefore: offset), expected.last { $0 <= offset }, text.debugDescription)
            }
            textView.text = text
            XCTAssertEqual(textView.textLayout().paragraphs.map { [$0.length, $0.terminatorLength] }, expectedParagraphs(text),
                           text.debugDescription)
            // An edit in the middle keeps the compact boundaries exact.
            var edited = buffer
            let middle = edited.boundary(atOrBefore: text.utf16.count / 2)
            let insertion = pieces.randomElement(using: &rng)! + pieces.randomElement(using: &rng)!
            edited.replace(NSRange(location: middle, length: 0), with: insertion)
            XCTAssertEqual(Array(edited.boundaries), characterBoundaries(edited.string), "\(text.debugDescription) + \(insertion.debugDescription)")
        }
    }

    func testATenMegabyteASCIITextHasNoWideClusters() async {
        let line = String(repeating: "the quick brown fox ", count: 3) + "\n"
        let text = String(repeating: line, count: 170_000)
        let buffer = TextEditingBuffer(text)
        XCTAssertEqual(buffer.boundaries.count, text.utf8.count + 1)
        XCTAssertEqual(buffer.boundaries[123_456], 123_456)
        XCTAssertEqual(buffer.boundaries.index(atOrBefore: 5_000_000), 5_000_000)
        XCTAssertEqual(buffer.boundaries, ClusterBoundaries(of: String(repeating: "x", count: text.utf8.count)),
                       "one-unit clusters only: nothing stored but the count")
    }
}
