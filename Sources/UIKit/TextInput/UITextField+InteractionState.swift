@_spi(Diagnostics) import CoreGraphics
import Foundation

/// `interactionState` (iOS 15): what a scene saves to bring a field back as the user left it.
extension UITextField {
    static let interactionSelectionKey = "UITextFieldInteractionSelection"
    static let interactionEditingKey = "UITextFieldInteractionEditing"

    /// A property list (archivable, e.g. in an `NSUserActivity`'s user info): the selection
    /// and whether the field was editing.
    var _interactionState: Any {
        let selection = buffer.selection
        return [
            UITextField.interactionSelectionKey: [selection.location, selection.length],
            UITextField.interactionEditingKey: editingFlag,
        ] as [String: Any]
    }

    /// UIKit: restores first-responder status and the selection (clamped to the text).
    /// Anything else is ignored with a log line.
    func _setInteractionState(_ state: Any) {
        guard let state = state as? [String: Any], let selection = state[UITextField.interactionSelectionKey] as? [Int],
              selection.count == 2, let editing = state[UITextField.interactionEditingKey] as? Bool else {
            return FrameworkLog.log("UITextField.interactionState: not a state this field saved; ignored")
        }
        if editing, !editingFlag { _ = becomeFirstResponder() }
        guard editingFlag else { return }
        let start = max(0, min(selection[0], buffer.length))
        let end = max(start, min(start + max(0, selection[1]), buffer.length))
        selectedTextRange = TextOffsetRange(from: start, to: end)
    }
}
