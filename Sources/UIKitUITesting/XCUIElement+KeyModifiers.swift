import UIKit
import UIKitTesting

extension XCUIElement {
    /// Holds the modifier keys `flags` down while `block` runs, then releases them: taps,
    /// clicks and drags in the block carry the modifiers (`UIEvent.modifierFlags`, a gesture
    /// recognizer's `modifierFlags`), as with the keys held on a hardware keyboard.
    ///
    ///     XCUIElement.perform(withKeyModifiers: .shift) {
    ///         app.cells["Last"].tap()          // extends the selection
    ///     }
    ///
    /// The keys are pressed in the app's key window (the left Shift, Control, Option and
    /// Command keys, Caps Lock); `.function` has no key of its own and is not held.
    ///
    /// - Parameters:
    ///   - flags: The modifier keys to hold.
    ///   - block: The actions to perform while they are held.
    @MainActor
    public class func perform(withKeyModifiers flags: XCUIElement.KeyModifierFlags, block: () -> Void) {
        guard let window = UIApplication.shared.keyWindow else {
            block()
            return
        }
        let keys: [(KeyModifierFlags, UIKeyboardHIDUsage, UIKeyModifierFlags)] = [
            (.capsLock, .keyboardCapsLock, .alphaShift), (.shift, .keyboardLeftShift, .shift),
            (.control, .keyboardLeftControl, .control), (.option, .keyboardLeftAlt, .alternate),
            (.command, .keyboardLeftGUI, .command),
        ].filter { flags.contains($0.0) }
        var held: UIKeyModifierFlags = []
        AppIdle.act {
            let input = InputSimulator(window: window)
            for (_, usage, flag) in keys {
                held.insert(flag)
                input.keyDown(usage, modifierFlags: held)
            }
        }
        block()
        AppIdle.act {
            // The window may be gone; the keys are released where they were pressed.
            let input = InputSimulator(window: window)
            for (_, usage, flag) in keys.reversed() {
                held.remove(flag)
                input.keyUp(usage, modifierFlags: held)
            }
        }
    }
}
