@_spi(Diagnostics) import CoreGraphics
import Foundation

/// `interactionState` (iOS 15): what a scene saves to bring a field back as the user left it.
extension UITextField {
    /// A property list (archivable, e.g. in an `NSUserActivity`'s user info): the selection
    /// and whether the field was editing (see `TextInteractionState`).
    var _interactionState: Any {
        TextInteractionState(selection: buffer.selection, isEditing: editingFlag).propertyList
    }

    /// UIKit: restores first-responder status and the selection (clamped to the text).
    /// Anything else is ignored with a log line.
    func _setInteractionState(_ state: Any) {
        guard let state = TextInteractionState(propertyList: state) else {
            return FrameworkLog.log("UITextField.interactionState: not a state this field saved; ignored")
        }
        if state.isEditing, !editingFlag { _ = becomeFirstResponder() }
        guard editingFlag else { return }
        let (start, end) = state.clampedSelection(toLength: buffer.length)
        selectedTextRange = TextOffsetRange(from: start, to: end)
    }
}
