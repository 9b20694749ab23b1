import XCTest
import UIKit
import UIKitTesting

/// A first responder that adopts UIKeyInput gets typed text and the editing keys of a
/// hardware keyboard; its presses still arrive through pressesBegan/Ended.
@MainActor
final class KeyInputTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    final class Field: UIView, UIKeyInput {
        var text = ""
        var presses: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses += presses.map { "began \($0.key?.keyCode.rawValue ?? -1)" }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses += presses.map { "ended \($0.key?.keyCode.rawValue ?? -1)" }
        }
    }

    func testTypedTextAndEditingKeysReachTheKeyInputFirstResponder() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(field)
        let input = InputSimulator(window: window)
        input.typeText("ignored")
        XCTAssertEqual(field.text, "", "not the first responder: no text")
        XCTAssertTrue(field.becomeFirstResponder())
        input.typeText("한글 ok")
        XCTAssertEqual(field.text, "한글 ok")
        XCTAssertTrue(field.hasText)
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "한글 o")
        XCTAssertEqual(field.presses, ["began 42", "ended 42"], "the press is delivered too")
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(field.text, "한글 o\n")
        input.pressKey(.keyboardA, characters: "a")
        XCTAssertEqual(field.text, "한글 o\n", "characters arrive as text input, not from the key press")
        XCTAssertTrue(field.resignFirstResponder())
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "한글 o\n")
    }
}
