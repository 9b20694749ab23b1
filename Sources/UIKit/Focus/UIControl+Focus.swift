/// A focused control answers the keyboard's select press (Return or Space).
extension UIControl {
    /// Takes the select presses a focused control handles; returns the others.
    func _focusPressesBegan(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard isFocused, isEnabled, !(self is UIKeyInput),
              let press = presses.first(where: { $0.type == .select && $0.key != nil }) else { return presses }
        focusStorage.activatingPress = ObjectIdentifier(press)
        isHighlighted = true
        return presses.subtracting([press])
    }

    func _focusPressesEnded(_ presses: Set<UIPress>, cancelled: Bool) -> Set<UIPress> {
        guard let active = extras?.focus?.activatingPress,
              let press = presses.first(where: { ObjectIdentifier($0) == active }) else { return presses }
        focusStorage.activatingPress = nil
        isHighlighted = false
        if !cancelled, isEnabled { _performKeyboardPrimaryAction() }
        return presses.subtracting([press])
    }

    /// UIKit: a focused control selected from the keyboard sends `.primaryActionTriggered`
    /// (a button's action, as a Siri Remote's select does on tvOS); a switch flips and sends
    /// `.valueChanged` then `.primaryActionTriggered`, as a tap does; a button whose menu is
    /// its primary action shows the menu.
    func _performKeyboardPrimaryAction() {
        if let toggle = self as? UISwitch {
            toggle.setOn(!toggle.isOn, animated: true)
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
            return
        }
        // As a tap: a menu shown as the primary action replaces it.
        if showsMenuAsPrimaryAction, _presentMenuAsPrimaryAction() {
            sendActions(for: .menuActionTriggered)
            return
        }
        sendActions(for: .primaryActionTriggered)
    }
}
