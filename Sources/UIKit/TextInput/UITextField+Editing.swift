import Foundation

/// The editing session: beginning and ending it, the user's edits with their delegate calls,
/// control events and notifications, in UIKit's order.
extension UITextField: FirstResponderStatusObserving {
    /// UIKit: asks `textFieldShouldBeginEditing(_:)` first; on success the field begins
    /// editing (delegate `textFieldDidBeginEditing(_:)`, then `.editingDidBegin`, then
    /// `textDidBeginEditingNotification`).
    func _becomeFieldFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }

    /// UIKit: asks `textFieldShouldEndEditing(_:)` first; false keeps the field editing.
    func _resignFieldFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    func firstResponderStatusDidEnd() {
        // A forced end (endEditing(true), leaving the window): UIKit still reports it.
        endEditingSession()
    }

    private func beginEditingSession() {
        guard !editingFlag else { return }
        // UIKit: clearsOnBeginEditing asks textFieldShouldClear(_:) as the clear button does.
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            replaceAllText(with: NSAttributedString(string: ""))
        }
        editingFlag = true
        typingAttributesStorage = nil
        // UIKit: a secure field that begins editing with text replaces it on the next
        // insertion (or clears it on Backspace).
        replacesOnNextInsertion = clearsOnInsertion || (isSecureTextEntry && hasText)
        buffer.select(NSRange(location: buffer.length, length: 0))
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        setNeedsLayout()
        setNeedsDisplay()
        restartCaretBlink()
    }

    private func endEditingSession() {
        guard editingFlag else { return }
        textDidReset()
        // UIKit: resigning mid-composition keeps the marked text as committed text.
        if buffer.markedRange != nil { buffer.markedRange = nil }
        editingFlag = false
        replacesOnNextInsertion = false
        typingAttributesStorage = nil
        scrollOffset = 0
        stopCaretBlink()
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: UIKeyInput

    var _hasText: Bool { buffer.length > 0 }

    /// Inserts at the caret or replaces the selection (or the marked text). "\n" is the
    /// Return key: UIKit asks `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit`
    /// instead of inserting it.
    func _insertText(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" { return performReturn() }
        // A single-line field: line breaks in inserted text become spaces.
        let line = String(text.map { $0.isNewline ? " " : $0 })
        var range = buffer.markedRange ?? buffer.selection
        if replacesOnNextInsertion { range = wholeRange }
        replacesOnNextInsertion = false
        userReplace(range, with: line)
    }

    /// Deletes the selection, or the grapheme cluster before the caret (an emoji sequence,
    /// a flag, a letter with its combining marks go whole).
    func _deleteBackward() {
        let range = replacesOnNextInsertion ? wholeRange : buffer.rangeForDeleteBackward
        replacesOnNextInsertion = false
        guard let range, range.length > 0 else { return }
        userReplace(range, with: "")
    }

    func deleteForward() {
        guard let range = buffer.rangeForDeleteForward, range.length > 0 else { return }
        userReplace(range, with: "")
    }

    /// Return: `textFieldShouldReturn(_:)`, then `.editingDidEndOnExit` and
    /// `.primaryActionTriggered` (a text field's primary action, since iOS 9, is Return). UIKit
    /// resigns first responder after them when `.editingDidEndOnExit` has an action (as a "Did
    /// End On Exit" connection dismisses the keyboard), and not otherwise.
    func performReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if resigns { _ = resignFirstResponder() }
    }

    /// A change by the user: asks the delegate, then applies it and reports it
    /// (`textFieldDidChangeSelection(_:)`, `.editingChanged`, `textDidChangeNotification`).
    /// Returns whether the text changed.
    @discardableResult
    func userReplace(_ range: NSRange, with replacement: String) -> Bool {
        let range = buffer.clampedForEdit(range)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            // Vetoed, or the delegate set the text itself: no editing event (UIKit).
            return false
        }
        let attributes = typingAttributes ?? defaultTextAttributes
        willApplyUserEdit(range, replacement: replacement)
        inputDelegate?.textWillChange(self)
        applyReplacement(range, with: replacement, attributes: attributes)
        bufferSelectionDidChange()
        inputDelegate?.textDidChange(self)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }

    func applyReplacement(_ range: NSRange, with replacement: String, attributes: [NSAttributedString.Key: Any]) {
        let range = buffer.clampedForEdit(range)
        noteUniformAttributes(replacing: range, with: replacement, attributes: attributes)
        storage.replaceCharacters(exactly: range, within: buffer.clamped(range), with: NSAttributedString(string: replacement, attributes: attributes))
        buffer.replace(range, with: replacement)
        typingAttributesStorage = nil
        caretGeometryCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        updateCaret()
        restartCaretBlink()
    }

    /// Changes the selection on the user's behalf and reports it.
    func userSelect(_ range: NSRange) {
        let old = buffer.selection
        inputDelegate?.selectionWillChange(self)
        buffer.select(range)
        selectionChanged(from: old)
    }

    func selectionChanged(from old: NSRange) {
        inputDelegate?.selectionDidChange(self)
        guard buffer.selection != old else { return restartCaretBlink() }
        bufferSelectionDidChange()
        userSelectionDidChange()
        typingAttributesStorage = nil
        setNeedsDisplay()
        updateCaret()
        restartCaretBlink()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The clear button was tapped: `textFieldShouldClear(_:)`, then the text empties as an
    /// edit by the user.
    func clearButtonTapped() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        inputDelegate?.textWillChange(self)
        applyReplacement(wholeRange, with: "", attributes: defaultTextAttributes)
        inputDelegate?.textDidChange(self)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    // MARK: Touches

    /// A tap (touch up inside) makes the field first responder and places the caret at the
    /// tap (a double tap selects the word, a triple tap the line), or taps the clear button.
    /// Touching elsewhere does not end editing (UIKit).
    /// Movement past which a touch on an editing field selects instead of tapping.
    static let selectionDragSlop: CGFloat = 4

    func _beginFieldTracking(_ touch: UITouch) {
        selectionDrag = nil
        let point = touch.location(in: self)
        guard editingFlag, touch.tapCount <= 1, let position = closestPosition(to: point) as? TextOffsetPosition else { return }
        selectionDrag = (position.offset, point, false)
    }

    /// Dragging over an editing field selects from where the touch began to under it.
    func _continueFieldTracking(_ touch: UITouch) {
        guard var drag = selectionDrag else { return }
        let point = touch.location(in: self)
        if !drag.dragged {
            guard hypot(point.x - drag.start.x, point.y - drag.start.y) > UITextField.selectionDragSlop else { return }
            drag.dragged = true
            selectionDrag = drag
            selectionPlaced(byFinger: touch.type == .direct)
        }
        guard let position = closestPosition(to: point) as? TextOffsetPosition else { return }
        let old = buffer.selection
        inputDelegate?.selectionWillChange(self)
        buffer.select(NSRange(location: drag.anchor, length: 0))
        buffer.moveCaret(to: position.offset, extending: true)
        selectionChanged(from: old)
    }

    func _endFieldTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { selectionDrag = nil }
        if selectionDrag?.dragged == true { return }
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if isClearButtonShown, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            return clearButtonTapped()
        }
        guard isFirstResponder || becomeFirstResponder() else { return }
        guard let position = closestPosition(to: point) as? TextOffsetPosition else { return }
        // A triple tap selects the paragraph: a field's whole line.
        userSelect(tapSelection(tapCount: touch.tapCount, at: position.offset))
        selectionPlaced(byFinger: touch.type == .direct)
    }
}
