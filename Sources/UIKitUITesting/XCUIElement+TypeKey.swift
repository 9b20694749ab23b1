import UIKit
import UIKitTesting
import XCTest

extension XCUIElement {
    /// Presses one key of a hardware keyboard (US layout) with `flags` held, then lets the app
    /// settle: the press goes to the first responder of the element's window (`pressesBegan`,
    /// key commands, the edit shortcuts: Command-A selects all, Command-C copies, …); a
    /// character key held without Command or Control also types its character, as a
    /// keyboard does.
    ///
    ///     textField.typeKey("a", modifierFlags: .command)        // select all
    ///     textField.typeKey(XCUIKeyboardKey.delete.rawValue, modifierFlags: [])
    ///
    /// - Parameters:
    ///   - key: One key: a character ("a", "A" (with Shift), "6", "[") or an
    ///     `XCUIKeyboardKey`'s string.
    ///   - flags: The modifier keys held while the key is pressed.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    public func typeKey(_ key: String, modifierFlags flags: XCUIElement.KeyModifierFlags,
                        file: StaticString = #filePath, line: UInt = #line) {
        guard let stroke = KeyStroke(key, shift: flags.contains(.shift)) else {
            XCTFail("Failed to type key: '\(key)' is not one key of the keyboard", file: file, line: line)
            return
        }
        guard let node = node(file: file, line: line) else { return }
        guard let window = node.window ?? UIApplication.shared.keyWindow else {
            XCTFail("Failed to type key: the app has no key window", file: file, line: line)
            return
        }
        var modifiers = flags.uiKitFlags
        if stroke.needsShift { modifiers.insert(.shift) }
        AppIdle.act {
            let input = InputSimulator(window: window)
            input.keyDown(stroke.usage, characters: stroke.characters, modifierFlags: modifiers)
            // A shortcut types nothing; Shift and Option still type the key's character.
            if let text = stroke.text, modifiers.isDisjoint(with: [.command, .control]) { input.typeText(text) }
            input.advance(by: 0.05)
            input.keyUp(stroke.usage, characters: stroke.characters, modifierFlags: modifiers)
            ManualClock.advance(by: Self.settleTime)
        }
    }

    /// Presses one of the keys that type no character (Delete, Return, the arrows, …) with
    /// `modifierFlags` held (see `typeKey(_:modifierFlags:file:line:)` taking a string).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifierFlags: The modifier keys held while the key is pressed.
    ///   - file: The file a failure is reported in (the caller's, as in XCUITest).
    ///   - line: The line a failure is reported at.
    public func typeKey(_ key: XCUIKeyboardKey, modifierFlags: XCUIElement.KeyModifierFlags,
                        file: StaticString = #filePath, line: UInt = #line) {
        typeKey(key.rawValue, modifierFlags: modifierFlags, file: file, line: line)
    }
}
