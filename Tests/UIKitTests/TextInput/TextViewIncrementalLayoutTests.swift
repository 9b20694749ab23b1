import XCTest
@testable import UIKit
import UIKitTesting

/// A text view lays its text out paragraph by paragraph: an edit lays out again only the
/// paragraphs it touched, drawing lays out only what is shown, and the result is the same as
/// laying the whole text out afresh.
@MainActor
final class TextViewIncrementalLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func laidOutCount(_ textView: UITextView) -> Int {
        textView.layoutCache.map { layout in layout.paragraphs.indices.filter { layout.laidOut($0) != nil }.count } ?? 0
    }

    /// Every caret and the content size of `textView` equal those of a new text view given
    /// its text.
    private func assertMatchesFreshLayout(_ textView: UITextView, in window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
        let fresh = UITextView(frame: textView.frame)
        fresh.font = textView.font
        fresh.attributedText = textView.attributedText
        window.addSubview(fresh)
        defer { fresh.removeFromSuperview() }
        fresh.layoutIfNeeded()
        textView.layoutIfNeeded()
        // Lay everything out in both so the content sizes are exact.
        _ = fresh.sizeThatFits(CGSize(width: fresh.bounds.width, height: 0))
        _ = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: 0))
        XCTAssertEqual(textView.layoutCache?.height, fresh.layoutCache?.height, "text height", file: file, line: line)
        XCTAssertEqual(textView.layoutCache?.paragraphs.count, fresh.layoutCache?.paragraphs.count, "paragraphs", file: file, line: line)
        for offset in 0...textView.buffer.length {
            let position = textView.position(at: offset)
            XCTAssertEqual(textView.caretRect(for: position), fresh.caretRect(for: fresh.position(at: offset)),
                           "caret at \(offset)", file: file, line: line)
        }
    }

    func testEditsMatchAFreshLayout() async {
        let (window, textView, input) = TextViewFixture.make(text: "alpha beta gamma delta epsilon zeta eta theta\nsecond\n\nfourth")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 6, length: 0)
        input.typeText("x")
        assertMatchesFreshLayout(textView, in: window)
        // Split a paragraph, then join it again.
        textView.insertText("\n")
        assertMatchesFreshLayout(textView, in: window)
        textView.deleteBackward()
        assertMatchesFreshLayout(textView, in: window)
        // Join the first two paragraphs: Backspace at a paragraph's start deletes the separator.
        textView.selectedRange = NSRange(location: (textView.text as NSString).range(of: "second").location, length: 0)
        textView.deleteBackward()
        assertMatchesFreshLayout(textView, in: window)
        // An empty paragraph filled, a CR LF made by typing LF after CR, text at the end.
        textView.selectedRange = NSRange(location: textView.buffer.length, length: 0)
        textView.insertText("\r")
        assertMatchesFreshLayout(textView, in: window)
        textView.insertText("\n")
        XCTAssertEqual(textView.layoutCache?.paragraphs.last?.length, 0)
        assertMatchesFreshLayout(textView, in: window)
        textView.insertText("end")
        assertMatchesFreshLayout(textView, in: window)
        // A selection over several paragraphs replaced.
        textView.selectedRange = NSRange(location: 3, length: 20)
        textView.insertText("Z")
        assertMatchesFreshLayout(textView, in: window)
    }

    func testTypingInALongTextLaysOutOnlyWhatIsShownAndTheEditedParagraph() async {
        let lines = (0..<10_000).map { "Line \($0)" }
        let (window, textView, input) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        textView.text = lines.joined(separator: "\n")
        window.layoutIfNeeded()
        let shown = laidOutCount(textView)
        // 100 points show five lines; a quarter screen above and below is laid out too.
        XCTAssertLessThanOrEqual(shown, 10)
        XCTAssertGreaterThanOrEqual(shown, 5)
        XCTAssertEqual(textView.layoutCache?.paragraphs.count, 10_000)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 2, length: 0)
        input.runLoopTurn()
        // Beginning editing showed the caret at the end: the last screen was laid out too.
        let before = laidOutCount(textView)
        XCTAssertLessThanOrEqual(before, 2 * shown)
        input.typeText("x")
        XCTAssertEqual(laidOutCount(textView), before, "the edited paragraph is laid out again, nothing else")
        XCTAssertTrue(textView.text.hasPrefix("Lixne 0\nLine 1\n"))
        // Tiles cover the visible band (100 points and 25 beyond either edge), not the text.
        XCTAssertEqual(textView.tiles.keys.sorted(), [0, 1])
        XCTAssertEqual(textView.tiles[1]?.frame, CGRect(x: 0, y: 128, width: 200, height: 128))
        // Estimated heights are one line each here: the content size is exact.
        let line = textView.layoutCache!.laidOut(0)!.usedSize.height
        XCTAssertEqual(textView.contentSize.height, (line * 10_000 + 16).rounded(.up), accuracy: 1)
    }

    func testScrollingLaysOutAndDrawsTheParagraphsThatComeIntoView() async {
        let lines = (0..<1_000).map { "Line \($0)" }
        let (window, textView, _) = TextViewFixture.make(text: lines.joined(separator: "\n"))
        defer { withExtendedLifetime(window) {} }
        textView.contentOffset = CGPoint(x: 0, y: 5_000)
        window.layoutIfNeeded()
        let layout = textView.layoutCache!
        let visible = layout.paragraphIndices(from: 5_000 - 8, to: 5_100 - 8)
        for index in visible { XCTAssertNotNil(layout.laidOut(index), "paragraph \(index)") }
        // 4,975 to 5,125: bands 38 to 40 (128 points each).
        XCTAssertEqual(textView.tiles.keys.sorted(), [38, 39, 40])
        let covered = textView.tiles.values.reduce(CGRect.null) { $0.union($1.frame) }
        XCTAssertEqual(covered, CGRect(x: 0, y: 38 * 128, width: 200, height: 3 * 128))
        // A point on the screen maps to the paragraph drawn there.
        let offset = textView.closestPosition(to: CGPoint(x: 6, y: 5_000 + 1))
        let index = layout.paragraphIndex(containing: textView.offset(from: textView.beginningOfDocument, to: offset!))
        XCTAssertTrue(visible.contains(index))
    }
}
