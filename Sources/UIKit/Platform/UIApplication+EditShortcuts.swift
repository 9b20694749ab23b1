@_spi(Diagnostics) import CoreGraphics

/// The standard editing shortcuts of a hardware keyboard, as UIKit's built-in key commands:
/// Ctrl (or Cmd) + X, C, V, A send `cut(_:)`, `copy(_:)`, `paste(_:)`, `selectAll(_:)` to the
/// first responder in the chain that can perform them (`target(forAction:withSender:)`);
/// Ctrl + Z undoes and Shift + Ctrl + Z (or Ctrl + Y) redoes with the first responder's
/// `undoManager`.
extension UIApplication {
    /// Returns whether the key was a shortcut that acted.
    func performEditShortcut(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags, in window: UIWindow) -> Bool {
        guard modifiers.contains(.control) || modifiers.contains(.command), !modifiers.contains(.alternate),
              let responder = window.firstResponderStorage else { return false }
        let shift = modifiers.contains(.shift)
        let action: Selector
        switch usage {
        case .keyboardX where !shift: action = StandardEditAction.cut
        case .keyboardC where !shift: action = StandardEditAction.copy
        case .keyboardV where !shift: action = StandardEditAction.paste
        case .keyboardA where !shift: action = StandardEditAction.selectAll
        case .keyboardZ:
            return shift ? redo(with: responder.undoManager) : undo(with: responder.undoManager)
        case .keyboardY where !shift:
            return redo(with: responder.undoManager)
        default:
            return false
        }
        guard let target = responder.target(forAction: action, withSender: nil) else { return false }
        return action.perform(on: target, sender: nil, event: nil)
    }

    private func undo(with manager: UndoManager?) -> Bool {
        guard let manager, manager.canUndo else { return false }
        manager.undo()
        return true
    }

    private func redo(with manager: UndoManager?) -> Bool {
        guard let manager, manager.canRedo else { return false }
        manager.redo()
        return true
    }
}
