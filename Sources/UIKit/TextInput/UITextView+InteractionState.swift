@_spi(Diagnostics) import CoreGraphics
import Foundation

/// `interactionState` (iOS 15): what a scene saves to bring a text view back as the user left
/// it (the same property list as `UITextField`'s).
extension UITextView {
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
            return FrameworkLog.log("UITextView.interactionState: not a state this view saved; ignored")
        }
        if editing, !editingFlag { _ = becomeFirstResponder() }
        let start = max(0, min(selection[0], buffer.length))
        let end = max(start, min(start + max(0, selection[1]), buffer.length))
        selectedRange = NSRange(location: start, length: end - start)
    }
}
