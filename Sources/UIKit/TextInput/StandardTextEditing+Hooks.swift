import Foundation

/// Where the text objects' editing tells the edit actions what happened (one call each in
/// `userReplace`, `selectionChanged`, the end of editing and `replaceAllText`).
extension StandardTextEditing {
    /// The user is about to replace `range` (clamped) with `replacement`, and the delegate
    /// agreed: undo records it; the edit menu goes away.
    func willApplyUserEdit(_ range: NSRange, replacement: String) {
        registerUndo(replacing: range, with: replacement)
        actionState.editMenu?.dismissMenu()
    }

    /// The selection moved other than by an edit: the run of typing ends; the edit menu goes.
    func userSelectionDidChange() {
        actionState.run = nil
        actionState.editMenu?.dismissMenu()
    }

    /// Editing ended, or the text was replaced in code: this object's undo steps are removed
    /// (an undo never applies to text it was not recorded on) and the edit menu goes.
    func textDidReset() {
        selectionPlaced(byFinger: false)
        actionState.run = nil
        undoManager?.removeAllActions(withTarget: self)
        actionState.editMenu?.dismissMenu()
    }
}
