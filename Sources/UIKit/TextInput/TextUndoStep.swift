import Foundation

/// One undoable change of a text object's characters: undoing puts `replaced` back over
/// `range` (the text the change left) and restores `selectionBefore`. A run of typing grows
/// its step in place rather than registering another, so the run undoes in one step.
@MainActor
final class TextUndoStep {
    var range: NSRange
    var replaced: NSAttributedString
    let selectionBefore: NSRange

    init(range: NSRange, replaced: NSAttributedString, selectionBefore: NSRange) {
        self.range = range
        self.replaced = replaced
        self.selectionBefore = selectionBefore
    }
}

/// What a text object remembers for undo: the run of typing (or deleting) that later keys
/// join, and the kind of the edit an action is making.
@MainActor
final class TextUndoState {
    enum Kind {
        case typing, deleting, paste, cut, delete, attributes

        /// UIKit's undo action names ("Undo Typing", "Undo Paste").
        var actionName: String {
            switch self {
            case .typing, .deleting: return "Typing"
            case .paste: return "Paste"
            case .cut: return "Cut"
            case .delete: return "Delete"
            case .attributes: return "Style"
            }
        }
    }

    /// The open run and its kind (`.typing` or `.deleting`); nil once the run ended.
    var run: (kind: Kind, step: TextUndoStep)?
    /// The kind of the edit an action (paste, cut) is making; nil: typing or deleting.
    var pendingKind: Kind?
    /// True while an undo or redo applies its change (which registers its own opposite).
    var isApplyingUndo = false
}
