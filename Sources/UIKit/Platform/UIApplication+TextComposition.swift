@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// An input method's composition (IBus, Fcitx, … through the platform) shown as marked text
/// in the first responder, and where the platform should show its candidate window.
extension UIApplication {
    /// Delivers the input method's composition: `text` becomes the first responder's marked
    /// text (`setMarkedText(_:selectedRange:)`), with `selectedRange` (UTF-16, within `text`)
    /// selected in it. An empty `text` ends the composition without committing it: the marked
    /// text is removed. The commit itself comes as text (`dispatchText`).
    ///
    /// After focus moved away in the middle of a composition (the old responder kept its marked
    /// text), what the input method still sends for that composition is dropped, so it never
    /// leaks into the next field.
    @_spi(Platform)
    public func dispatchComposition(_ text: String, selectedRange: NSRange, in window: UIWindow?, timestamp: TimeInterval) {
        guard let window = window ?? keyWindow else {
            return FrameworkLog.log("Text composition with no key window; dropped")
        }
        inputRecorder.record(composition: text, selectedRange: selectedRange, in: window, timestamp: timestamp)
        guard !isIgnoringInteractionEvents else { return }
        let input = window.firstResponderStorage as? UITextInput
        // UIKit: secure text entry takes no composition (iOS shows an ASCII-capable keyboard
        // there); what the input method commits is still typed, so no marked text shows.
        if let input, input.isSecureTextEntry, input.markedTextRange == nil { return }
        guard textComposition.compositionChanged(text, for: input) == .deliver else {
            return FrameworkLog.log("Text composition update for a responder that lost focus mid-composition; dropped")
        }
        textComposition.pendingEnd = nil
        guard let input else {
            if !text.isEmpty { FrameworkLog.log("Text composition with no UITextInput first responder; dropped") }
            return
        }
        if text.isEmpty {
            guard input.markedTextRange != nil else { return }
            // Input methods often end a composition just before committing it (IBus hides the
            // preedit, then commits): the marked text goes at the end of the turn unless the
            // commit or a new composition replaces it first, so the text never blinks empty.
            textComposition.pendingEnd = input
            FrameworkScheduler.shared.schedule(after: 0) { [weak self] in
                self?.finishEndedComposition()
            }
            return
        }
        input.setMarkedText(text, selectedRange: Self.clampedCompositionSelection(selectedRange, in: text))
    }

    /// Removes the marked text of a composition the input method ended without committing it.
    private func finishEndedComposition() {
        guard let input = textComposition.pendingEnd as? UITextInput else { return }
        textComposition.pendingEnd = nil
        guard input.markedTextRange != nil else { return }
        input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        input.unmarkText()
    }

    /// `range` within `text`'s UTF-16 length; anything else is clamped with a log line.
    static func clampedCompositionSelection(_ range: NSRange, in text: String) -> NSRange {
        let length = text.utf16.count
        let start = max(0, min(range.location, length))
        let end = max(start, min(range.location.addingReportingOverflow(max(0, range.length)).partialValue, length))
        let result = NSRange(location: start, length: end - start)
        if result != range {
            FrameworkLog.log("Composition selection \(range) lies outside the composed text (length \(length)); clamped to \(result)")
        }
        return result
    }

    /// Committed text for a responder showing marked text: UIKit replaces the marked text with
    /// it (`insertText(_:)`, an edit the delegate is asked about), then unmarks. Returns false
    /// when the responder has no marked text.
    /// UIKit: developers report that a candidate tapped on iOS's Chinese keyboard lands without
    /// shouldChangeCharactersIn (didChange still follows); OpenUIKit asks for every commit, as
    /// for any insertion, so a delegate that limits the text sees the committed characters.
    func commitComposition(_ text: String, to input: UITextInput) -> Bool {
        textComposition.pendingEnd = nil
        guard input.markedTextRange != nil else { return false }
        input.insertText(text)
        input.unmarkText()
        return true
    }

    // MARK: The platform's text input state

    /// Whether the key window's first responder takes typed text (`UIKeyInput`): the platform
    /// turns its text input (and input method) on only then.
    @_spi(Platform)
    public func acceptsTextInput(in window: UIWindow) -> Bool {
        window.firstResponderStorage is UIKeyInput
    }

    /// The first responder's caret (the end of its selection), in `window`'s coordinates, in
    /// points: the platform shows the input method's candidate window next to it. Nil when the
    /// first responder is not a `UITextInput` view or has no selection.
    @_spi(Platform)
    public func textInputCaretRect(in window: UIWindow) -> CGRect? {
        guard let input = window.firstResponderStorage as? UITextInput, let view = input as? UIView,
              let selection = input.selectedTextRange else { return nil }
        let caret = input.caretRect(for: selection.end)
        guard !caret.isNull, !caret.isInfinite, caret.origin.x.isFinite, caret.origin.y.isFinite,
              caret.width.isFinite, caret.height.isFinite else { return nil }
        return view.convert(caret, to: window)
    }

    /// The responder a platform composition is in progress for (the backend resets its input
    /// method when focus leaves it).
    @_spi(Platform)
    public var composingResponder: AnyObject? { textComposition.composingResponder }
}

extension UIApplication {
    /// The text of the composition in progress (the first responder's marked text), if any.
    @_spi(Platform)
    public var composingText: String? { textComposition.composingResponder != nil ? textComposition.text : nil }
}
