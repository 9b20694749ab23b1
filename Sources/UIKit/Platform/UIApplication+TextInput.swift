@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Typed text and editing keys for a first responder that adopts `UIKeyInput` (a hardware
/// keyboard on iOS: the text system turns keys into `insertText(_:)` / `deleteBackward()`).
extension UIApplication {
    /// Delivers committed text (what the platform's text input produced, after any input
    /// method) to the window's first responder when it adopts `UIKeyInput`; marked text is
    /// replaced by it and unmarked.
    @_spi(Platform)
    public func dispatchText(_ text: String, in window: UIWindow?, timestamp: TimeInterval) {
        guard let window = window ?? keyWindow else {
            return FrameworkLog.log("Text input with no key window; dropped")
        }
        inputRecorder.record(text: text, in: window, timestamp: timestamp)
        guard !text.isEmpty, !isIgnoringInteractionEvents else { return }
        let responder = window.firstResponderStorage
        guard textComposition.committed(text, for: responder as? UITextInput) == .deliver else {
            return FrameworkLog.log("Committed text of a composition whose responder lost focus; dropped")
        }
        guard let input = responder as? UIKeyInput else { return }
        // An input method's commit replaces the marked text as the method spelled it.
        if let textInput = input as? UITextInput, commitComposition(text, to: textInput) { return }
        input.insertText(Self.autocapitalized(text, for: input))
    }

    /// The keyboard's automatic capitalization, for a responder whose text before the caret
    /// is known (`UITextInput`).
    static func autocapitalized(_ text: String, for input: UIKeyInput) -> String {
        let type = input.autocapitalizationType
        guard type != .none, let textInput = input as? UITextInput,
              let selection = textInput.selectedTextRange,
              let before = textInput.textRange(from: textInput.beginningOfDocument, to: selection.start)
        else { return text }
        return TypedTextCapitalization.apply(type, to: text, after: textInput.text(in: before) ?? "")
    }

    /// Delete and Return, pressed (or repeating) on a hardware keyboard, edit a `UIKeyInput`
    /// first responder.
    func performEditingKey(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], in window: UIWindow) {
        // While an input method composes, Backspace, arrows and Return edit the composition
        // inside the input method, which reports the result as a new composition (SDL drops
        // the keys it consumed on X11, not on every platform).
        if let responder = window.firstResponderStorage, responder === textComposition.composingResponder,
           (responder as? UITextInput)?.markedTextRange != nil { return }
        if performEditShortcut(usage, modifiers: modifiers, in: window) { return }
        if let editor = window.firstResponderStorage as? HardwareKeyEditing,
           editor.handleEditingKey(usage, modifiers: modifiers) { return }
        guard let input = window.firstResponderStorage as? UIKeyInput else { return }
        switch usage {
        case .keyboardDeleteOrBackspace: input.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter: input.insertText("\n")
        default: break
        }
    }
}
