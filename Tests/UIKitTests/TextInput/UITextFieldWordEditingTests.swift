import XCTest
import UIKit
import UIKitTesting

/// Word-wise keys and multiple taps.
@MainActor
final class UITextFieldWordEditingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testControlArrowsMoveByWordAndShiftExtends() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "one two, three"
        field.becomeFirstResponder()
        input.pressKey(.keyboardLeftArrow, modifierFlags: .control)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 9, length: 0))
        input.pressKey(.keyboardLeftArrow, modifierFlags: .control)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 4, length: 0))
        input.pressKey(.keyboardRightArrow, modifierFlags: [.control, .shift])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 4, length: 3))
        input.pressKey(.keyboardRightArrow, modifierFlags: .alternate)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 14, length: 0))
    }

    func testControlBackspaceDeletesTheWordBeforeTheCaret() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "one two three"
        field.becomeFirstResponder()
        input.pressKey(.keyboardDeleteOrBackspace, modifierFlags: .control)
        XCTAssertEqual(field.text, "one two ")
        input.pressKey(.keyboardDeleteOrBackspace, modifierFlags: .control)
        XCTAssertEqual(field.text, "one ")
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "one")
    }

    func testDoubleTapSelectsAWordAndTripleTapTheLine() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello big world"
        field.becomeFirstResponder()
        let inside = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 7)!)
        let point = field.convert(CGPoint(x: inside.midX, y: field.bounds.midY), to: window)
        input.tap(at: point, count: 2)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 6, length: 3))
        input.advance(by: 1)
        input.tap(at: point, count: 3)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 15))
    }
}
