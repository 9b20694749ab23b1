import Foundation

/// The editing session: beginning and ending it, the user's edits with their delegate calls
/// and notifications, in UIKit's order; hardware editing keys.
extension UITextView: BufferedTextInput, FirstResponderStatusObserving, BufferedKeyEditing {
    func _becomeTextViewFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }

    func _resignTextViewFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    func firstResponderStatusDidEnd() {
        // A forced end (endEditing(true), leaving the window): UIKit still reports it.
        endEditingSession()
    }

    /// UIKit: the selection stays where it was (the end of text that was set).
    private func beginEditingSession() {
        guard !editingFlag else { return }
        editingFlag = true
        typingAttributesStorage = nil
        replacesOnNextInsertion = clearsOnInsertion
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        contentView.setNeedsDisplay()
        updateCaret()
        scrollCaretToVisible()
    }

    private func endEditingSession() {
        guard editingFlag else { return }
        textDidReset()
        // UIKit: resigning mid-composition keeps the marked text as committed text.
        if buffer.markedRange != nil {
            buffer.markedRange = nil
            textLayoutDidChange()
        }
        editingFlag = false
        replacesOnNextInsertion = false
        typingAttributesStorage = nil
        contentView.setNeedsDisplay()
        updateCaret()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Edits

    func _insertText(_ text: String) {
        guard isEditable else { return }
        if replacesOnNextInsertion {
            replacesOnNextInsertion = false
            userReplace(NSRange(location: 0, length: buffer.length), with: text)
            return
        }
        userReplace(buffer.markedRange ?? buffer.selection, with: text)
    }

    func _deleteBackward() {
        guard isEditable, let range = buffer.rangeForDeleteBackward, range.length > 0 else { return }
        userReplace(range, with: "")
    }

    func deleteForward() {
        guard isEditable, let range = buffer.rangeForDeleteForward, range.length > 0 else { return }
        userReplace(range, with: "")
    }

    /// A change by the user: `textView(_:shouldChangeTextIn:replacementText:)`, then the edit,
    /// `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)` and
    /// `textDidChangeNotification` (UIKit's order); the caret is scrolled into view. Returns
    /// whether the text changed.
    @discardableResult
    func userReplace(_ range: NSRange, with replacement: String) -> Bool {
        let range = buffer.clampedForEdit(range)
        if let delegate = textViewDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) {
            return false
        }
        let attributes = typingAttributes
        willApplyUserEdit(range, replacement: replacement)
        inputDelegate?.textWillChange(self)
        editingOwnStorage {
            storage.replaceCharacters(exactly: range, within: buffer.clamped(range),
                                      with: NSAttributedString(string: replacement, attributes: attributes))
        }
        buffer.replace(range, with: replacement)
        typingAttributesStorage = nil
        verticalGoalX = nil
        textDidChange(replacing: range, withLength: replacement.utf16.count)
        inputDelegate?.textDidChange(self)
        scrollCaretToVisible()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        return true
    }

    /// Changes the selection (clamped to the text); tells the delegate when it changed.
    func userSelect(_ range: NSRange) {
        let old = buffer.selection
        inputDelegate?.selectionWillChange(self)
        buffer.select(range)
        selectionChanged(from: old)
    }

    func selectionChanged(from old: NSRange) {
        inputDelegate?.selectionDidChange(self)
        verticalGoalX = nil
        guard buffer.selection != old else { return }
        userSelectionDidChange()
        typingAttributesStorage = nil
        selectionDisplayDidChange(from: old)
        updateCaret()
        if editingFlag { scrollCaretToVisible() }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Replaces the marked text (or the selection) with `markedText`, which becomes the marked
    /// text, with the selection at `selectedRange` inside it.
    func _setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = buffer.markedRange ?? buffer.selection
        // UIKit: the marked range and its selection are in place when the edit is reported.
        buffer.marksNextReplacement = TextEditingBuffer.markedSelection(selectedRange, in: text)
        defer { buffer.marksNextReplacement = nil }
        guard userReplace(range, with: text) else { return }
        textLayoutDidChange()
    }

    // MARK: Hardware keys

    /// Up and Down move by line, keeping the column the caret started from.
    func moveVertically(down: Bool, from old: NSRange, extending: Bool, move: (Int) -> Void) {
        let from = !extending && old.length > 0 ? (down ? NSMaxRange(old) : old.location) : buffer.movingEnd
        let goal = verticalGoalX ?? caretX(at: from)
        move(offsetMovedByLines(from, down ? 1 : -1, goalX: goal))
        // Set after the move, which clears it as any selection change does.
        verticalGoalX = goal
    }
}
