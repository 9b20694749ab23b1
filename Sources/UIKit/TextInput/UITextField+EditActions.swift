import Foundation

/// The field's side of the standard edit actions and undo.
extension UITextField: StandardTextEditing {
    var pasteDefaultAttributes: [NSAttributedString.Key: Any] { typingAttributes ?? defaultTextAttributes }

    var isTextEditable: Bool { true }

    /// The marked text, the selection, or the whole text when the next insertion replaces it
    /// (a secure field that began editing with text).
    var insertionRange: NSRange {
        replacesOnNextInsertion ? wholeRange : (buffer.markedRange ?? buffer.selection)
    }

    /// One line: line breaks become spaces, as in typed text.
    func insertable(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    func applyUndoableChange(_ range: NSRange, with text: NSAttributedString, selecting selection: NSRange) {
        replacesOnNextInsertion = false
        // The same range for the styled text and the buffer (Backspace may have removed one
        // code point of a cluster; see `TextEditingBuffer.clampedForEdit`).
        let range = buffer.clampedForEdit(range)
        inputDelegate?.textWillChange(self)
        // Styled text from the pasteboard or undo: its runs are not known (a deletion keeps them).
        if text.length > 0 { uniformTextAttributes = nil }
        storage.replaceCharacters(exactly: range, within: buffer.clamped(range), with: text)
        buffer.replace(range, with: text.string)
        buffer.select(selection)
        typingAttributesStorage = nil
        caretGeometryCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        updateCaret()
        restartCaretBlink()
        inputDelegate?.textDidChange(self)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func delegateEditMenu(suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: buffer.selection, suggestedActions: suggestedActions)
    }

    func delegateEditMenuWillPresent(animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willPresentEditMenuWith: animator)
    }

    func delegateEditMenuWillDismiss(animator: any UIEditMenuInteractionAnimating) {
        delegate?.textField(self, willDismissEditMenuWith: animator)
    }
}
