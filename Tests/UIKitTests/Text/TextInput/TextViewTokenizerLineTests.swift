import XCTest
import UIKit
import UIKitTesting

/// A text view's tokenizer finds lines as the view shows them (UIKit: line boundaries follow
/// the layout, so a wrapped paragraph has several lines), agreeing with its caret rects.
@MainActor
final class TextViewTokenizerLineTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func caretY(_ textView: UITextView, _ offset: Int) -> CGFloat {
        textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset)!).minY
    }

    func testLineBoundariesAreTheWrappedLines() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 160, height: 300))
        textView.font = .systemFont(ofSize: 17)
        let text = "one two three four five six seven eight\nnine"
        textView.text = text
        window.addSubview(textView)
        window.layoutIfNeeded()
        let tokenizer = textView.tokenizer
        let forward = UITextDirection.storage(.forward)
        let start = textView.beginningOfDocument
        let line = try XCTUnwrap(tokenizer.rangeEnclosingPosition(start, with: .line, inDirection: forward))
        let end = textView.offset(from: start, to: line.end)
        // The first line ends before the paragraph does (it wraps) ...
        XCTAssertGreaterThan(end, 0)
        XCTAssertLessThan(end, 39, "a wrapped paragraph has more than one line")
        // ... where the carets move down to the next line.
        let firstY = caretY(textView, 0)
        let nextLineStart = try XCTUnwrap((1...39).first { caretY(textView, $0) > firstY + 1 })
        XCTAssertTrue((nextLineStart - 1...nextLineStart).contains(end), "line end \(end), next line at \(nextLineStart)")
        // Moving to the line boundary from the start lands there too.
        let boundary = try XCTUnwrap(tokenizer.position(from: start, toBoundary: .line, inDirection: forward))
        XCTAssertEqual(textView.offset(from: start, to: boundary), end)
        // Paragraphs are still paragraphs.
        let paragraph = try XCTUnwrap(tokenizer.rangeEnclosingPosition(start, with: .paragraph, inDirection: forward))
        XCTAssertEqual(textView.offset(from: start, to: paragraph.end), 39)
        // The last line is the short last paragraph.
        let last = try XCTUnwrap(textView.position(from: start, offset: 41))
        let lastLine = try XCTUnwrap(tokenizer.rangeEnclosingPosition(last, with: .line, inDirection: forward))
        XCTAssertEqual(textView.offset(from: start, to: lastLine.start), 40)
        XCTAssertEqual(textView.offset(from: start, to: lastLine.end), 44)
    }

    func testAFieldsLineIsItsText() async throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 60, height: 34))
        field.text = "a long text in a narrow field"
        let line = try XCTUnwrap(field.tokenizer.rangeEnclosingPosition(field.beginningOfDocument, with: .line,
                                                                         inDirection: .storage(.forward)))
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: line.end), 29)
    }
}
