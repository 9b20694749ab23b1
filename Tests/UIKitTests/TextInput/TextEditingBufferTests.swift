import XCTest
@testable import UIKit

/// The editing engine's buffer: offsets always on grapheme-cluster boundaries.
@MainActor
final class TextEditingBufferTests: XCTestCase {
    private let samples = [
        "plain", "e\u{301}\u{302}x", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}",
        "\u{1F44D}\u{1F3FF}!", "한국어", "\u{1100}\u{1161}\u{11A8}", "क्षि", "ไทย", "a\r\nb", "", "\u{0627}\u{0644}\u{0639}",
    ]

    func testEveryPositionIsAClusterBoundary() async {
        for sample in samples {
            let buffer = TextEditingBuffer(sample)
            let expected = [0] + sample.indices.dropFirst().map { $0.utf16Offset(in: sample) } + (sample.isEmpty ? [] : [sample.utf16.count])
            XCTAssertEqual(Array(buffer.boundaries), expected, sample.debugDescription)
            // Every UTF-16 offset snaps to a boundary, forward and backward moves stay on them.
            for offset in 0...sample.utf16.count {
                let snapped = buffer.boundary(atOrBefore: offset)
                XCTAssertTrue(buffer.boundaries.contains(snapped))
                XCTAssertLessThanOrEqual(snapped, offset)
                XCTAssertTrue(buffer.boundaries.contains(buffer.offset(offset, movedBy: 1)))
                XCTAssertTrue(buffer.boundaries.contains(buffer.offset(offset, movedBy: -1)))
            }
        }
    }

    /// Emoji sequences go whole; letters with decomposed marks, Indic and Thai syllables and
    /// conjoining jamo lose one code point per Backspace (see `BackwardDeletion`).
    func testDeletingBackwardTakesAnEmojiClusterWholeAndOtherClustersByCodePoint() async {
        for sample in samples {
            var buffer = TextEditingBuffer(sample)
            var remaining = sample
            while let range = buffer.rangeForDeleteBackward {
                buffer.replace(range, with: "")
                if BackwardDeletion.deletesWhole(String(remaining.last!)) {
                    remaining.removeLast()
                } else {
                    remaining.unicodeScalars.removeLast()
                }
                XCTAssertEqual(buffer.string, remaining, sample.debugDescription)
            }
            XCTAssertEqual(buffer.string, "")
        }
        var steps: [String] = []
        var buffer = TextEditingBuffer("e\u{301}\u{302}\u{1F1FA}\u{1F1F8}")
        while let range = buffer.rangeForDeleteBackward {
            buffer.replace(range, with: "")
            steps.append(buffer.string)
        }
        XCTAssertEqual(steps, ["e\u{301}\u{302}", "e\u{301}", "e", ""])
    }

    func testOutOfRangeValuesAreClamped() async {
        var buffer = TextEditingBuffer("abc")
        XCTAssertEqual(buffer.clamped(NSRange(location: 10, length: 5)), NSRange(location: 3, length: 0))
        XCTAssertEqual(buffer.clamped(NSRange(location: -4, length: 2)), NSRange(location: 0, length: 0))
        XCTAssertEqual(buffer.clamped(NSRange(location: 1, length: Int.max / 2)), NSRange(location: 1, length: 2))
        buffer.select(NSRange(location: 2, length: 100))
        XCTAssertEqual(buffer.selection, NSRange(location: 2, length: 1))
        buffer.replace(NSRange(location: 50, length: 1), with: "d")
        XCTAssertEqual(buffer.string, "abcd")
    }
}
