import XCTest
@testable import UIKit
import UIKitTesting

/// A finger's long press in editable text: the caret under the finger with the loupe over
/// it, following the finger, then the edit menu when it lifts.
@MainActor
final class TextLongPressLoupeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func windowPoint(ofOffset offset: Int, in field: UITextField, window: UIWindow) -> CGPoint {
        let caret = field.caretRect(for: TextOffsetPosition(offset))
        return field.convert(CGPoint(x: caret.midX, y: caret.midY), to: window)
    }

    private func menuTitles(in window: UIWindow) -> [String]? {
        window.subviews.compactMap { ($0 as? EditMenuOverlay)?.menu }.first?.items.map(\.title)
    }

    func testALongPressShowsTheLoupeAndTheCaretFollowsTheFinger() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        let start = windowPoint(ofOffset: 2, in: field, window: window)
        let later = windowPoint(ofOffset: 8, in: field, window: window)
        input.touchDown(1, at: start)
        input.advance(by: 0.6)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 0))
        let loupe = field.selectionHandlesStorage?.loupe
        XCTAssertEqual(loupe?.isShown, true)
        XCTAssertNil(menuTitles(in: window), "no menu while the finger is down")
        var caret = field.caretRect(for: TextOffsetPosition(2))
        XCTAssertEqual(loupe?.focus, CGPoint(x: caret.midX, y: caret.midY))
        XCTAssertEqual(loupe?.frame.minY, 0, "above the caret, kept inside the window")

        input.touchMove(1, to: later)
        input.advance(by: 0.02)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 8, length: 0))
        caret = field.caretRect(for: TextOffsetPosition(8))
        XCTAssertEqual(loupe?.focus, CGPoint(x: caret.midX, y: caret.midY))

        input.touchUp(1)
        XCTAssertEqual(loupe?.isShown, false)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 8, length: 0))
        XCTAssertEqual(menuTitles(in: window), ["Select", "Select All"])
    }

    func testAPointersLongPressShowsTheMenuWithoutTheLoupe() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        input.touchDown(1, at: windowPoint(ofOffset: 3, in: field, window: window), type: .indirectPointer)
        input.advance(by: 0.6)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))
        XCTAssertNotEqual(field.selectionHandlesStorage?.loupe.isShown, true)
        XCTAssertEqual(menuTitles(in: window), ["Select", "Select All"])
        input.touchUp(1)
    }

    func testALongPressInATextViewMovesTheCaretWithTheLoupe() async {
        let (window, textView, input) = TextViewFixture.make(text: "one two three")
        defer { withExtendedLifetime(window) {} }
        input.touchDown(1, at: CGPoint(x: 30, y: 12))
        input.advance(by: 0.6)
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(textView.selectionHandlesStorage?.loupe.isShown, true)
        let first = textView.selectedRange
        XCTAssertEqual(first.length, 0)
        let end = textView.caretRect(for: textView.endOfDocument)
        input.touchMove(1, to: textView.convert(CGPoint(x: end.midX, y: end.midY), to: window))
        input.advance(by: 0.02)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 13, length: 0))
        input.touchUp(1)
        XCTAssertEqual(textView.selectionHandlesStorage?.loupe.isShown, false)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 13, length: 0))
    }
}
