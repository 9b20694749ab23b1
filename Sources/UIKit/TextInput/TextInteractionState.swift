import Foundation

/// The `interactionState` of a text field or text view (iOS 15): the selection and whether it
/// was editing, as a property list a scene can archive (e.g. in an `NSUserActivity`'s user info).
/// Both classes save the same keys, so a state moves between them.
struct TextInteractionState {
    static let selectionKey = "UITextFieldInteractionSelection"
    static let editingKey = "UITextFieldInteractionEditing"

    var selection: NSRange
    var isEditing: Bool

    init(selection: NSRange, isEditing: Bool) {
        self.selection = selection
        self.isEditing = isEditing
    }

    /// Nil for anything but a state `propertyList` made.
    init?(propertyList: Any) {
        guard let state = propertyList as? [String: Any], let selection = state[Self.selectionKey] as? [Int],
              selection.count == 2, let editing = state[Self.editingKey] as? Bool else { return nil }
        self.selection = NSRange(location: selection[0], length: selection[1])
        isEditing = editing
    }

    var propertyList: Any {
        [Self.selectionKey: [selection.location, selection.length], Self.editingKey: isEditing] as [String: Any]
    }

    /// UIKit: the saved selection clamped to text of `length` (a negative length counts as 0).
    func clampedSelection(toLength length: Int) -> (start: Int, end: Int) {
        let start = max(0, min(selection.location, length))
        return (start, max(start, min(start + max(0, selection.length), length)))
    }
}
