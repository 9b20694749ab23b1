@_spi(Diagnostics) import CoreGraphics
import Foundation

/// `interactionState` (iOS 15): what a scene saves to bring a text view back as the user left
/// it (the same property list as `UITextField`'s; see `TextInteractionState`).
extension UITextView {
    var _interactionState: Any {
        TextInteractionState(selection: buffer.selection, isEditing: editingFlag).propertyList
    }

    /// UIKit: restores first-responder status and the selection (clamped to the text).
    /// Anything else is ignored with a log line.
    func _setInteractionState(_ state: Any) {
        guard let state = TextInteractionState(propertyList: state) else {
            return FrameworkLog.log("UITextView.interactionState: not a state this view saved; ignored")
        }
        if state.isEditing, !editingFlag { _ = becomeFirstResponder() }
        let (start, end) = state.clampedSelection(toLength: buffer.length)
        selectedRange = NSRange(location: start, length: end - start)
    }
}
