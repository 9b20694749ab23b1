import XCTest
@testable import UIKit

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
                        XCTAssertEqual(buffer.boundaries, TextEditingBuffer.boundaries(of: buffer.string),
                                       "\(text.debugDescription) \(range) \(insertion.debugDescription)")
                    }
                }
            }
        }
    }
}
