/// A first responder that edits text with the hardware keyboard's editing keys (arrows,
/// Home/End, forward Delete, select all) beyond what `UIKeyInput` covers.
@MainActor
protocol HardwareKeyEditing: AnyObject {
    /// Returns whether the key was handled.
    func handleEditingKey(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) -> Bool
}

extension UITextField: HardwareKeyEditing {
    func handleEditingKey(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) -> Bool {
        _handleEditingKey(usage, modifiers: modifiers)
    }
}
