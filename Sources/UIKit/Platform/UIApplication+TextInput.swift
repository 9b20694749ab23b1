@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Typed text and editing keys for a first responder that adopts `UIKeyInput` (a hardware
/// keyboard on iOS: the text system turns keys into `insertText(_:)` / `deleteBackward()`).
extension UIApplication {
    /// Delivers committed text (what the platform's text input produced, after any input
    /// method) to the window's first responder when it adopts `UIKeyInput`.
    @_spi(Platform)
    public func dispatchText(_ text: String, in window: UIWindow?, timestamp: TimeInterval) {
        guard let window = window ?? keyWindow else {
            return FrameworkLog.log("Text input with no key window; dropped")
        }
        inputRecorder.record(text: text, in: window, timestamp: timestamp)
        guard !text.isEmpty, !isIgnoringInteractionEvents,
              let input = window.firstResponderStorage as? UIKeyInput else { return }
        input.insertText(text)
    }

    /// Delete and Return, pressed (or repeating) on a hardware keyboard, edit a `UIKeyInput`
    /// first responder.
    func performEditingKey(_ usage: UIKeyboardHIDUsage, in window: UIWindow) {
        guard let input = window.firstResponderStorage as? UIKeyInput else { return }
        switch usage {
        case .keyboardDeleteOrBackspace: input.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter: input.insertText("\n")
        default: break
        }
    }
}
