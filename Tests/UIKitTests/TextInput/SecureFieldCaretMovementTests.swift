import XCTest
@testable import UIKit
import UIKitTesting

/// A secure field shows one bullet per grapheme cluster: the arrows move over the bullets on
/// screen (right to left in a right-to-left paragraph) and every caret, selection and touch
/// maps a bullet to its cluster in the text; the bullets do not reveal where words are.
@MainActor
final class SecureFieldCaretMovementTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func caretOffset(_ field: UITextField) -> Int { field.selectedOffsets?.location ?? -1 }

    private func presses(_ input: InputSimulator, _ key: UIKeyboardHIDUsage, _ count: Int, modifiers: UIKeyModifierFlags = [],
                         field: UITextField) -> [Int] {
        (0..<count).map { _ in
            input.pressKey(key, modifierFlags: modifiers)
            return caretOffset(field)
        }
    }

    private func caretX(_ field: UITextField, _ offset: Int) -> CGFloat {
        field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!).midX
    }

    private func makeSecureField(_ text: String, rightToLeft: Bool) -> (UIWindow, UITextField, InputSimulator) {
        let (window, field, input) = TextFieldFixture.make()
        field.isSecureTextEntry = true
        if rightToLeft {
            let style = NSMutableParagraphStyle()
            style.baseWritingDirection = .rightToLeft
            var attributes = field.defaultTextAttributes
            attributes[.paragraphStyle] = style
            field.defaultTextAttributes = attributes
        }
        field.text = text
        field.becomeFirstResponder()
        return (window, field, input)
    }

    func testInARightToLeftParagraphLeftMovesForwardOverTheBullets() async {
        // "e" + combining acute and a flag: one bullet each, two UTF-16 units or more.
        let text = "ae\u{301}🇫🇷b"
        let (window, field, input) = makeSecureField(text, rightToLeft: true)
        defer { withExtendedLifetime(window) {} }
        let ends = [0, 1, 3, 7, 8]
        // The bullets are drawn from the right: the text's start is the right end.
        XCTAssertEqual(ends.map { caretX(field, $0) }, ends.map { caretX(field, $0) }.sorted(by: >))
        input.pressKey(.keyboardHome)
        XCTAssertEqual(caretOffset(field), 0)
        XCTAssertEqual(presses(input, .keyboardLeftArrow, 5, field: field), [1, 3, 7, 8, 8])
        XCTAssertEqual(presses(input, .keyboardRightArrow, 5, field: field), [7, 3, 1, 0, 0])
        // Shift+Left extends forward in the text, over whole clusters.
        XCTAssertEqual(presses(input, .keyboardLeftArrow, 2, modifiers: .shift, field: field), [0, 0])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 3))
        // Left collapses the selection to its left end on screen: the text's later end.
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))
        // position(from:in:offset:) moves on screen too.
        let position = field.position(from: field.beginningOfDocument, in: .left, offset: 2)!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: position), 3)
    }

    func testInALeftToRightParagraphTheArrowsMoveByBullet() async {
        let (window, field, input) = makeSecureField("ae\u{301}🇫🇷b", rightToLeft: false)
        defer { withExtendedLifetime(window) {} }
        input.pressKey(.keyboardHome)
        XCTAssertEqual(presses(input, .keyboardRightArrow, 5, field: field), [1, 3, 7, 8, 8])
        XCTAssertEqual(presses(input, .keyboardLeftArrow, 5, field: field), [7, 3, 1, 0, 0])
    }

    func testATouchOnABulletPlacesTheCaretAtItsClusterAndADragSelectsWholeClusters() async {
        let (window, field, input) = makeSecureField("ae\u{301}🇫🇷b", rightToLeft: true)
        defer { withExtendedLifetime(window) {} }
        func point(_ offset: Int) -> CGPoint {
            field.convert(CGPoint(x: caretX(field, offset), y: field.bounds.midY), to: window)
        }
        input.tap(at: point(3))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))
        input.advance(by: 1)
        input.touchDown(1, at: point(1), type: .indirectPointer)
        input.advance(by: 0.05)
        input.touchMove(1, to: point(7))
        input.touchUp(1)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 6))
    }

    func testTheBulletsHideWordsWordKeysAndDoubleTapsTakeTheWholeText() async {
        let (window, field, input) = makeSecureField("open sesame", rightToLeft: false)
        defer { withExtendedLifetime(window) {} }
        input.pressKey(.keyboardHome)
        // Ctrl+Right crosses the whole text, not the first word.
        input.pressKey(.keyboardRightArrow, modifierFlags: .control)
        XCTAssertEqual(caretOffset(field), 11)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .control)
        XCTAssertEqual(caretOffset(field), 0)
        // A double tap selects everything.
        let middle = field.convert(CGPoint(x: caretX(field, 8), y: field.bounds.midY), to: window)
        input.advance(by: 1)
        input.doubleTap(at: middle)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 11))
        // Ctrl+Backspace deletes back to the start.
        input.advance(by: 1)
        input.tap(at: middle)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 8, length: 0))
        input.pressKey(.keyboardDeleteOrBackspace, modifierFlags: .control)
        XCTAssertEqual(field.text, "ame")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 0))
    }
}
