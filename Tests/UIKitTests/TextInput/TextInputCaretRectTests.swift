import XCTest
@testable @_spi(Platform) import UIKit
import UIKitTesting

/// Where the platform's input method shows its candidate window: the first responder's caret,
/// in window coordinates, following every caret move, edit and scroll.
@MainActor
final class TextInputCaretRectTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTextInputIsOnOnlyForAKeyInputFirstResponder() async {
        let (window, field, _) = TextFieldFixture.make()
        XCTAssertFalse(UIApplication.shared.acceptsTextInput(in: window))
        XCTAssertNil(UIApplication.shared.textInputCaretRect(in: window))
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(UIApplication.shared.acceptsTextInput(in: window))
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertFalse(UIApplication.shared.acceptsTextInput(in: window))
    }

    func testTheRectFollowsTheCaretOfAFieldInWindowCoordinates() async {
        let (window, field, input) = TextFieldFixture.make()
        field.autocapitalizationType = .none
        XCTAssertTrue(field.becomeFirstResponder())
        let empty = UIApplication.shared.textInputCaretRect(in: window)!
        let local = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(empty, local.offsetBy(dx: 20, dy: 40))
        input.typeText("abc")
        let typed = UIApplication.shared.textInputCaretRect(in: window)!
        XCTAssertEqual(typed, field.caretRect(for: field.endOfDocument).offsetBy(dx: 20, dy: 40))
        XCTAssertGreaterThan(typed.minX, empty.minX)
        XCTAssertEqual(typed.minY, empty.minY)
        // The caret moves (Home): the rect goes back to the start.
        input.pressKey(.keyboardHome)
        XCTAssertEqual(UIApplication.shared.textInputCaretRect(in: window), empty)
        // Composing: the caret inside the marked text.
        input.compose("にほん", selectedRange: NSRange(location: 1, length: 0))
        let position = field.position(from: field.beginningOfDocument, offset: 1)!
        XCTAssertEqual(UIApplication.shared.textInputCaretRect(in: window), field.caretRect(for: position).offsetBy(dx: 20, dy: 40))
    }

    func testTheRectFollowsATextViewThatScrolls() async {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let (window, textView, _) = TextViewFixture.make(text: text)
        textView.frame.origin = CGPoint(x: 10, y: 30)
        XCTAssertTrue(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.contentOffset = .zero
        window.layoutIfNeeded()
        let top = UIApplication.shared.textInputCaretRect(in: window)!
        let local = textView.caretRect(for: textView.beginningOfDocument)
        XCTAssertEqual(top, local.offsetBy(dx: 10, dy: 30))
        textView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(UIApplication.shared.textInputCaretRect(in: window), local.offsetBy(dx: 10, dy: 30 - 40))
    }

    /// Points become SDL window units (pixels where the display does not scale windows) on
    /// whole units that cover the caret.
    func testTheCaretBecomesWholeWindowUnitsAtTheScale() async {
        let caret = CGRect(x: 10.25, y: 20.5, width: 2, height: 17.3)
        XCTAssertEqual(SDLTextInputSync.windowRect(forCaret: caret, scale: 1), CGRect(x: 10, y: 20, width: 3, height: 18))
        XCTAssertEqual(SDLTextInputSync.windowRect(forCaret: caret, scale: 2), CGRect(x: 20, y: 41, width: 5, height: 35))
        XCTAssertEqual(SDLTextInputSync.windowRect(forCaret: CGRect(x: 5, y: 5, width: 0, height: 0), scale: 2),
                       CGRect(x: 10, y: 10, width: 1, height: 1))
        let huge = SDLTextInputSync.windowRect(forCaret: CGRect(x: 1e300, y: -1e300, width: 2, height: 2), scale: 2)
        XCTAssertLessThanOrEqual(huge.maxX, CGFloat(Int32.max))
        XCTAssertGreaterThanOrEqual(huge.minY, CGFloat(Int32.min))
    }
}
