import XCTest
@testable import UIKit
import UIKitTesting

/// Left and Right move the caret on screen in right-to-left and mixed (bidi) text: in Hebrew
/// or Arabic, Left goes forward in the text; across a direction boundary the caret follows the
/// runs as drawn (Pango's strong caret). Offsets are UTF-16.
@MainActor
final class TextBidiCaretMovementTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func caretOffset(_ field: UITextField) -> Int { field.selectedOffsets?.location ?? -1 }

    /// The caret offsets after each press of `key` (with `modifiers`).
    private func presses(_ input: InputSimulator, _ key: UIKeyboardHIDUsage, _ count: Int, modifiers: UIKeyModifierFlags = [],
                         offset: () -> Int) -> [Int] {
        (0..<count).map { _ in
            input.pressKey(key, modifierFlags: modifiers)
            return offset()
        }
    }

    func testHebrewFieldLeftMovesForwardRightBackward() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "שלום"
        field.becomeFirstResponder()
        input.pressKey(.keyboardHome)
        XCTAssertEqual(caretOffset(field), 0)
        // The text's start is its right end: Left goes forward, then stops at the left end.
        XCTAssertEqual(presses(input, .keyboardLeftArrow, 5) { caretOffset(field) }, [1, 2, 3, 4, 4])
        XCTAssertEqual(presses(input, .keyboardRightArrow, 5) { caretOffset(field) }, [3, 2, 1, 0, 0])
        // Each step moved the caret the way the arrow points.
        let xs = (0...4).map { field.caretRect(for: field.position(from: field.beginningOfDocument, offset: $0)!).midX }
        XCTAssertEqual(xs, xs.sorted(by: >))
    }

    func testArabicFieldShiftLeftExtendsForwardAndLeftCollapsesToTheLeftEnd() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "مرحبا"
        field.becomeFirstResponder()
        input.pressKey(.keyboardHome)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 2))
        input.pressKey(.keyboardRightArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 1))
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 3))
        // Left collapses to the end further left on screen: the logical end.
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))
        input.pressKey(.keyboardHome)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        input.pressKey(.keyboardRightArrow)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 0))
    }

    func testMixedFieldCrossesDirectionRunsOnScreen() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "abc שלום def"
        field.becomeFirstResponder()
        input.pressKey(.keyboardHome)
        let rights = presses(input, .keyboardRightArrow, 13) { caretOffset(field) }
        // After the space the caret is at the Hebrew run's left edge (4, the strong caret there),
        // crosses the run right to left in logical order (7, 6, 5), comes out at its right edge
        // (8, the strong caret after the word) and goes on through " def".
        XCTAssertEqual(rights, [1, 2, 3, 4, 7, 6, 5, 8, 9, 10, 11, 12, 12])
        let lefts = presses(input, .keyboardLeftArrow, 13) { caretOffset(field) }
        XCTAssertEqual(lefts, [11, 10, 9, 8, 5, 6, 7, 4, 3, 2, 1, 0, 0])
        // Every position visited once each way; the caret never moves against the arrow.
        var previous = field.caretRect(for: field.beginningOfDocument).midX
        for offset in rights.dropLast() {
            let x = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!).midX
            XCTAssertGreaterThanOrEqual(x, previous, "caret at \(offset)")
            previous = x
        }
    }

    func testControlArrowsMoveByWordOnScreenInHebrew() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "שלום עולם"
        field.becomeFirstResponder()
        input.pressKey(.keyboardHome)
        XCTAssertEqual(presses(input, .keyboardLeftArrow, 3, modifiers: .control) { caretOffset(field) }, [4, 9, 9])
        XCTAssertEqual(presses(input, .keyboardRightArrow, 3, modifiers: .control) { caretOffset(field) }, [5, 0, 0])
        input.pressKey(.keyboardLeftArrow, modifierFlags: [.control, .shift])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 4))
    }

    func testPositionFromInDirectionUsesScreenOrder() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "abc שלום def"
        let start = field.beginningOfDocument
        func offset(_ direction: UITextLayoutDirection, _ count: Int, from: Int) -> Int? {
            let position = field.position(from: start, offset: from)!
            return field.position(from: position, in: direction, offset: count).map { field.offset(from: start, to: $0) }
        }
        XCTAssertEqual(offset(.right, 5, from: 0), 7)
        XCTAssertEqual(offset(.right, 8, from: 0), 8)
        XCTAssertEqual(offset(.left, 2, from: 6), 4)
        XCTAssertEqual(offset(.left, -2, from: 6), 8)
        XCTAssertEqual(offset(.right, 0, from: 6), 6)
    }

    func testCaretRectAtADirectionBoundaryIsTheStrongCaret() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "abc שלום def"
        func x(_ offset: Int) -> CGFloat {
            field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!).midX
        }
        // UIKit (like Pango's strong caret): in left-to-right text, the caret between "abc " and
        // the Hebrew word sits after the space (where typed Latin text would go), left of
        // the Hebrew run; the caret after the Hebrew word sits at the run's right end.
        XCTAssertLessThan(x(4), x(5))
        XCTAssertLessThan(x(7), x(6))
        XCTAssertEqual(x(4), x(3) + (x(9) - x(8)), accuracy: 0.5)
        XCTAssertGreaterThan(x(8), x(5))
    }

    func testTextViewMovesOnScreenAcrossParagraphs() async {
        let (window, textView, input) = TextViewFixture.make(text: "שלום\nabc مرحبا")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 0, length: 0)
        func caret() -> Int { textView.selectedRange.location }
        // Left through the Hebrew paragraph (forward), past its logical end to the next
        // paragraph's start; Left there (before a left-to-right paragraph's start) goes back
        // to the previous paragraph's end, as in GTK's text views.
        XCTAssertEqual(presses(input, .keyboardLeftArrow, 6) { caret() }, [1, 2, 3, 4, 5, 4])
        // Right in the Hebrew paragraph goes backward, and stops at the text's start.
        XCTAssertEqual(presses(input, .keyboardRightArrow, 5) { caret() }, [3, 2, 1, 0, 0])
        // Right along the Latin run, then through the Arabic run on screen.
        textView.selectedRange = NSRange(location: 5, length: 0)
        let rights = presses(input, .keyboardRightArrow, 10) { caret() }
        XCTAssertEqual(rights, [6, 7, 8, 9, 13, 12, 11, 10, 14, 14])
        var previous = textView.caretRect(for: textView.position(at: 5)).midX
        for offset in rights {
            let x = textView.caretRect(for: textView.position(at: offset)).midX
            XCTAssertGreaterThanOrEqual(x, previous, "caret at \(offset)")
            previous = x
        }
        textView.selectedRange = NSRange(location: 4, length: 0)
        input.pressKey(.keyboardRightArrow, modifierFlags: .shift)
        input.pressKey(.keyboardRightArrow, modifierFlags: .shift)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 2))
        // Ctrl + Left between paragraphs of opposite directions stops instead of going back
        // and forth.
        textView.selectedRange = NSRange(location: 4, length: 0)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .control)
        XCTAssertEqual(caret(), 5)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .control)
        XCTAssertEqual(caret(), 4)
        let position = textView.position(from: textView.position(at: 9), in: .left, offset: 2)
        XCTAssertEqual(position.map { textView.offset(from: textView.beginningOfDocument, to: $0) }, 7)
    }
}
