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
