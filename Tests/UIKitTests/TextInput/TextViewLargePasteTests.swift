import XCTest
@testable import UIKit
import UIKitTesting

/// Issue 16, bad input: a 10 MB paste into a text view is accepted whole and laid out lazily
/// (only the paragraphs shown), and undoing it takes the same incremental path.
@MainActor
final class TextViewLargePasteTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Exactly `bytes` ASCII characters in lines of 100 (99 characters and a line feed).
    static func text(bytes: Int) -> String {
        let line = String(repeating: "paste ", count: 17).prefix(99) + "\n"
        var result = String(repeating: String(line), count: bytes / 100)
        result += String(repeating: "x", count: bytes % 100)
        return result
    }

    func testTenMegabytePasteIsAcceptedAndOnlyVisibleParagraphsAreLaidOut() async throws {
        let (window, textView, input) = TextViewFixture.make(text: "start\nend")
        defer { withExtendedLifetime(window) {} }
        let size = 10 * 1_048_576
        UIPasteboard.general.string = Self.text(bytes: size)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 6, length: 0)
        input.runLoopTurn()
        let before = textView.paragraphLayoutCount
        textView.paste(nil)
        input.runLoopTurn()
        XCTAssertEqual(textView.text.utf16.count, size + 9)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6 + size, length: 0))
        XCTAssertEqual(textView.layoutCache?.paragraphs.count, size / 100 + 2)
        // A 100-point view shows about five lines: with the quarter-screen margins and the
        // paragraphs around the caret, a few dozen of the 104,859 paragraphs are laid out.
        let laidOut = textView.paragraphLayoutCount - before
        XCTAssertGreaterThan(laidOut, 0)
        XCTAssertLessThanOrEqual(laidOut, 40, "paragraphs laid out for the paste")
        // Undo takes the incremental path too.
        let manager = try XCTUnwrap(textView.undoManager)
        let beforeUndo = textView.paragraphLayoutCount
        manager.undo()
        input.runLoopTurn()
        XCTAssertEqual(textView.text, "start\nend")
        XCTAssertLessThanOrEqual(textView.paragraphLayoutCount - beforeUndo, 4)
    }
}
