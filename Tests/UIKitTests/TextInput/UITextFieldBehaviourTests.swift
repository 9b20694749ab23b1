import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Further UIKit facts: the plain end-of-editing delegate method, key repeat, hit areas that
/// follow overrides, marked text underline, shrinking text, and ranges out of bounds.
@MainActor
final class UITextFieldBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testADelegateWithOnlyThePlainDidEndEditingGetsIt() async {
        final class PlainDelegate: UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        let delegate = PlainDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.resignFirstResponder()
        XCTAssertEqual(delegate.ended, 1)
    }

    func testADelegateWithTheReasonFormGetsOnlyThat() async {
        final class ReasonDelegate: UITextFieldDelegate {
            var log: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("plain") }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("reason") }
        }
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        let delegate = ReasonDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.resignFirstResponder()
        XCTAssertEqual(delegate.log, ["reason"])
    }

    func testAHeldArrowKeyRepeatsWithItsModifiers() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "abcdef"
        field.becomeFirstResponder()
        input.keyDown(.keyboardLeftArrow, modifierFlags: .shift)
        UIApplication.shared.dispatchKeyRepeat(.keyboardLeftArrow, in: window, timestamp: CACurrentMediaTime())
        UIApplication.shared.dispatchKeyRepeat(.keyboardLeftArrow, in: window, timestamp: CACurrentMediaTime())
        input.keyUp(.keyboardLeftArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 3))
    }

    func testTheClearButtonHitAreaFollowsItsOverride() async {
        final class LeftClearField: UITextField {
            override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 2, y: 2, width: 20, height: 20) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        let field = LeftClearField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.clearButtonMode = .always
        field.text = "abc"
        window.addSubview(field)
        let input = InputSimulator(window: window)
        input.tap(at: CGPoint(x: 190, y: 17))
        XCTAssertEqual(field.text, "abc")
        XCTAssertTrue(field.isFirstResponder)
        input.tap(at: CGPoint(x: 12, y: 12))
        XCTAssertEqual(field.text, "")
    }

    func testMarkedTextIsDrawnUnderlined() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        field.insertText("ab")
        let plain = Snapshot.image(of: field).cgImage!
        field.text = ""
        field.setMarkedText("ab", selectedRange: NSRange(location: 2, length: 0))
        XCTAssertEqual(field.text, "ab")
        let marked = Snapshot.image(of: field).cgImage!
        let caret = field.caretRect(for: field.endOfDocument)
        // Below the baseline, under the letters: ink only when marked.
        var extraInk = 0
        for y in Int(caret.midY)..<Int(caret.maxY) {
            for x in 7..<Int(caret.minX) where marked.pixel(x, y) != plain.pixel(x, y) { extraInk += 1 }
        }
        XCTAssertGreaterThan(extraInk, 5)
    }

    func testAdjustsFontSizeToFitWidthShrinksTheDrawnText() async {
        /// The rows the text's ink covers, and its rightmost column.
        func ink(_ adjusts: Bool, text: String = "A rather long line of text") -> (rows: Int, right: Int) {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
            field.adjustsFontSizeToFitWidth = adjusts
            field.minimumFontSize = 6
            field.text = text
            let image = Snapshot.image(of: field).cgImage!
            let rows = (0..<34).filter { y in (0..<120).contains { image.pixel($0, y).a > 0 } }.count
            let right: Int = (0..<120).filter { x in (0..<34).contains { image.pixel(x, $0).a > 0 } }.max() ?? -1
            return (rows, right)
        }
        // The clipped line runs to the edge at full size; the shrunk one is shorter.
        XCTAssertLessThan(ink(true).rows, ink(false).rows)
        XCTAssertEqual(ink(false).right, 119)
        // Text that fits is not shrunk.
        XCTAssertEqual(ink(true, text: "Fits").rows, ink(false, text: "Fits").rows)
    }

    func testARangeBeyondTheTextIsClamped() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        let longer = UITextField()
        longer.text = "a much longer text"
        field.text = "short"
        field.becomeFirstResponder()
        let foreign = longer.textRange(from: longer.position(from: longer.beginningOfDocument, offset: 3)!,
                                       to: longer.endOfDocument)!
        field.selectedTextRange = foreign
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 2))
        XCTAssertEqual(field.text(in: foreign), "rt")
    }

    func testReturnTriggersThePrimaryActionWithoutResigning() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        var submitted: [String] = []
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34),
                                primaryAction: UIAction { action in submitted.append((action.sender as? UITextField)?.text ?? "") })
        window.addSubview(field)
        field.becomeFirstResponder()
        field.insertText("query")
        let input = InputSimulator(window: window)
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(submitted, ["query"])
        XCTAssertTrue(field.isFirstResponder)
    }
}
