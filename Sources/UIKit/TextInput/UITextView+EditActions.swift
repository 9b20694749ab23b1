import Foundation

/// The text view's side of the standard edit actions and undo.
extension UITextView: StandardTextEditing {
    var pasteDefaultAttributes: [NSAttributedString.Key: Any] { typingAttributes }

    var isTextEditable: Bool { isEditable }

    var insertionRange: NSRange { buffer.markedRange ?? buffer.selection }

    func insertable(_ text: String) -> String { text }

    func applyUndoableChange(_ range: NSRange, with text: NSAttributedString, selecting selection: NSRange) {
        // The same range for the styled text and the buffer (Backspace may have removed one
        // code point of a cluster; see `TextEditingBuffer.clampedForEdit`).
        let range = buffer.clampedForEdit(range)
        let newLength = text.length
        inputDelegate?.textWillChange(self)
        editingOwnStorage { storage.replaceCharacters(exactly: range, within: buffer.clamped(range), with: text) }
        buffer.replace(range, with: text.string)
        buffer.select(selection)
        typingAttributesStorage = nil
        verticalGoalX = nil
        // Undo, redo and style changes lay out again only the paragraphs they touched (an
        // undone 10 MB paste is laid out as it is shown), as typing does.
        textDidChange(replacing: range, withLength: newLength)
        inputDelegate?.textDidChange(self)
        scrollCaretToVisible()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func delegateEditMenu(suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView(self, editMenuForTextIn: buffer.selection, suggestedActions: suggestedActions)
    }

    func delegateEditMenuWillPresent(animator: any UIEditMenuInteractionAnimating) {
        textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
    }

    func delegateEditMenuWillDismiss(animator: any UIEditMenuInteractionAnimating) {
        textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
    }
}
