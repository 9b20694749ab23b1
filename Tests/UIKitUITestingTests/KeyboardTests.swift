import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

@MainActor
final class KeyboardTests: UITestCase {
    func testTypeKeyTypesCharactersAndEditsWithTheEditingKeys() async {
        let field = app.textFields["Name"]
        field.tap()
        field.typeKey("a", modifierFlags: [])
        field.typeKey("c", modifierFlags: .shift)
        field.typeKey("!", modifierFlags: [])
        XCTAssertEqual(screen.nameField.text, "aC!")
        field.typeKey(.delete, modifierFlags: [])
        XCTAssertEqual(screen.nameField.text, "aC")
        // The left arrow moves the insertion point; the next key types there.
        field.typeKey(.leftArrow, modifierFlags: [])
        field.typeKey("b", modifierFlags: [])
        XCTAssertEqual(screen.nameField.text, "abC")
        field.typeKey(XCUIKeyboardKey.delete.rawValue, modifierFlags: [])
        XCTAssertEqual(screen.nameField.text, "aC")
    }

    func testCommandShortcutsActAndTypeNothing() async {
        let field = app.textFields["Name"]
        field.tap()
        field.typeText("hello")
        // Command-A selects all; Delete then deletes the selection.
        field.typeKey("a", modifierFlags: .command)
        XCTAssertEqual(screen.nameField.text, "hello")
        XCTAssertEqual(screen.nameField.selectedTextRange.map { screen.nameField.offset(from: $0.start, to: $0.end) }, 5)
        field.typeKey(.delete, modifierFlags: [])
        XCTAssertEqual(screen.nameField.text, "")
    }

    func testKeysReachTheFirstRespondersPresses() async {
        let recorder = PressRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.view.addSubview(recorder)
        XCTAssertTrue(recorder.becomeFirstResponder())
        app.typeKey(.escape, modifierFlags: [])
        app.typeKey("k", modifierFlags: [.command, .shift])
        app.typeKey(.F5, modifierFlags: [])
        XCTAssertEqual(recorder.began.map(\.keyCode), [.keyboardEscape, .keyboardK, .keyboardF5])
        XCTAssertEqual(recorder.began.map(\.modifierFlags), [[], [.command, .shift], []])
        XCTAssertEqual(recorder.began[1].characters, "K")
        XCTAssertEqual(recorder.ended.count, 3)
    }

    func testTypeKeyRejectsMoreThanOneKey() async {
        let field = app.textFields["Name"]
        field.tap()
        let failed = failures { field.typeKey("ab", modifierFlags: []) }
        XCTAssertEqual(failed.map(\.message), ["Failed to type key: 'ab' is not one key of the keyboard"])
        XCTAssertEqual(screen.nameField.text, "")
    }

    func testTypeTextReturnAndDeleteAreTheKeyboardsKeys() async {
        let field = app.textFields["Name"]
        field.tap()
        var returns = 0
        screen.nameField.addAction(UIAction { _ in returns += 1 }, for: .editingDidEndOnExit)
        field.typeText("abc" + XCUIKeyboardKey.delete.rawValue + "d\n")
        XCTAssertEqual(screen.nameField.text, "abd")
        XCTAssertEqual(returns, 1)
    }

    func testThereIsNoOnScreenKeyboard() async {
        app.textFields["Name"].tap()
        // As on iOS with a hardware keyboard attached: the text field has focus, no keyboard shows.
        XCTAssertTrue(app.textFields["Name"].hasFocus)
        XCTAssertEqual(app.keyboards.count, 0)
        XCTAssertFalse(app.keyboards.element.exists)
        XCTAssertEqual(XCUIElement.KeyModifierFlags.alternate, .option)
        XCTAssertEqual(XCUIElement.KeyModifierFlags.command.rawValue, 16)
    }
}

/// A view that takes keyboard focus and records the key presses it gets.
final class PressRecorder: UIView {
    private(set) var began: [UIKey] = []
    private(set) var ended: [UIKey] = []

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        began.append(contentsOf: presses.compactMap(\.key))
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ended.append(contentsOf: presses.compactMap(\.key))
    }
}

@MainActor
final class KeyModifierTests: UITestCase {
    func testTapsInsidePerformWithKeyModifiersCarryTheModifiers() async {
        var recognized: [UIKeyModifierFlags] = []
        let target = UIView(frame: CGRect(x: 200, y: 60, width: 80, height: 40))
        target.isAccessibilityElement = true
        target.accessibilityIdentifier = "modifier-target"
        target.addGestureRecognizer(UITapGestureRecognizer { recognizer in
            recognized.append(recognizer.modifierFlags)
        })
        screen.view.addSubview(target)
        let element = app.otherElements["modifier-target"]

        XCUIElement.perform(withKeyModifiers: [.shift, .command]) {
            element.tap()
        }
        element.tap()
        XCUIElement.perform(withKeyModifiers: .option) {
            element.tap()
        }
        XCTAssertEqual(recognized, [[.shift, .command], [], [.alternate]])
    }
}
