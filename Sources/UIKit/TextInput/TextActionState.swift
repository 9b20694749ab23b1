import Foundation

/// What a text object keeps for its edit actions: the run of typing (or deleting) that later
/// keys join for undo, the kind of the edit an action is making, and its edit menu.
@MainActor
final class TextActionState {
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
    /// The interaction that shows the text's edit menu (made on first use) and its delegate.
    var editMenu: UIEditMenuInteraction?
    /// A finger's long press is moving the caret with the loupe.
    var isLoupePressActive = false
    /// The long press's delegate, which tells a finger's press from a pointer's.
    var longPressObserver: TextLongPressTouchObserver?
    var editMenuDelegate: TextEditMenuDelegate?
}
