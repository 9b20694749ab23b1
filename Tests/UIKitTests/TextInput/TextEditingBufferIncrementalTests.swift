import XCTest
@testable import UIKit
import UIKitTesting

/// An edit segments only the paragraphs it touches again; the boundaries are those of the
/// whole new text segmented afresh.
@MainActor
final class TextEditingBufferIncrementalTests: XCTestCase {
    private let texts = [
        "ab\ncd\u{1F1FA}\u{1F1F8}ef\r\ngh\n", "\u{1F1FA}\u{1F1F8}\u{1F1EB}\n\u{1F1F7}x", "e\u{301}\nq\r\n\r\nz", "\n\n\n", "",
    ]
    private let insertions = [
        "", "x", "\u{301}", "\u{1F1FA}", "\n", "\r", "\u{200D}\u{1F467}", "a\nb\r\nc", "\u{1F468}",
    ]

    func testEveryEditMatchesAFreshSegmentation() async {
        for text in texts {
            let length = text.utf16.count
            for location in 0...length {
                for deleted in [0, 1, 3] where location + deleted <= length {
                    for insertion in insertions {
                        var buffer = TextEditingBuffer(text)
                        let range = buffer.clamped(NSRange(location: location, length: deleted))
                        buffer.replace(range, with: insertion)
                        XCTAssertEqual(Array(buffer.boundaries), TextEditingBuffer.boundaries(of: buffer.string),
                                       "\(text.debugDescription) \(range) \(insertion.debugDescription)")
                    }
                }
            }
        }
    }
}

/// The byte scan that segments ASCII stretches agrees with `Character` segmentation, and a text
/// view splits paragraphs at every separator kind.
@MainActor
final class TextEditingBufferSegmentationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheByteScanMatchesCharacterSegmentation() {
        let pieces = ["a", "b", " ", "\r", "\n", "\r\n", "e\u{301}", "\u{1F1FA}", "\u{1F468}\u{200D}\u{1F469}", "\u{0915}\u{094D}",
                      "\u{0600}", "x\u{200D}", "\u{85}", "\u{2029}", "한", "\u{1100}", "\u{1161}", "\u{1F44D}\u{1F3FF}"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            var expected = [0]
            var offset = 0
            for character in text {
                offset += character.utf16.count
                expected.append(offset)
            }
            XCTAssertEqual(TextEditingBuffer.boundaries(of: text), expected, text.debugDescription)
        }
    }

    func testATextViewSplitsParagraphsAtEverySeparator() async {
        let (window, textView, _) = TextViewFixture.make(text: "a\nb\r\nc\rd\u{85}e\u{2029}\u{1F600}f\n")
        defer { withExtendedLifetime(window) {} }
        let paragraphs = textView.layoutCache!.paragraphs
        XCTAssertEqual(paragraphs.map(\.length), [1, 1, 1, 1, 1, 3, 0])
        XCTAssertEqual(paragraphs.map(\.terminatorLength), [1, 2, 1, 1, 1, 1, 0])
    }
}
