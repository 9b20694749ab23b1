import Foundation

/// The standard edit actions of a text object (UITextField, UITextView) on its buffer: what
/// `canPerformAction(_:withSender:)` answers and what cut, copy, paste, select, select all,
/// delete and the style toggles do. Each class overrides the responder methods and forwards
/// here; its own extension supplies how a change is applied and reported.
@MainActor
protocol StandardTextEditing: BufferedKeyEditing {
    var storage: NSMutableAttributedString { get set }
    var actionState: TextActionState { get }
    var isSecureTextEntry: Bool { get }
    var allowsEditingTextAttributes: Bool { get }
    var undoManager: UndoManager? { get }
    /// Whether the user may change the text (a text view's `isEditable`).
    var isTextEditable: Bool { get }
    func userSelect(_ range: NSRange)
    /// The range typed or pasted text replaces.
    var insertionRange: NSRange { get }
    /// Text as this object inserts it (a field turns line breaks into spaces).
    func insertable(_ text: String) -> String
    /// Replaces `range` with `text` and selects `selection`, with no delegate asked, then
    /// reports the change as the user's (undo, redo, style changes).
    func applyUndoableChange(_ range: NSRange, with text: NSAttributedString, selecting selection: NSRange)
    /// The text delegate's edit menu for the selection (nil: the suggested actions).
    func delegateEditMenu(suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Tells the text delegate the edit menu is about to show or hide (iOS 16).
    func delegateEditMenuWillPresent(animator: any UIEditMenuInteractionAnimating)
    func delegateEditMenuWillDismiss(animator: any UIEditMenuInteractionAnimating)
    /// The object's paste delegate (`UITextPasteConfigurationSupporting`).
    var pasteDelegate: (any UITextPasteDelegate)? { get }
    /// The attributes pasted plain text takes (a paste item's `defaultAttributes`).
    var pasteDefaultAttributes: [NSAttributedString.Key: Any] { get }
}

extension StandardTextEditing {
    /// UIKit's answer for the standard edit actions while editing (nil: not one of them).
    /// Cut and copy need a selection and are refused in a secure field; paste needs text on
    /// the general pasteboard; select needs a caret in text; select all needs text not all
    /// selected; the style toggles need `allowsEditingTextAttributes` and a selection.
    func canPerformTextEditAction(_ action: Selector) -> Bool? {
        guard StandardEditAction.names.contains(action.name) else { return nil }
        guard editingFlag else { return false }
        let selection = buffer.selection
        switch action.name {
        case "cut:":
            return isTextEditable && !isSecureTextEntry && selection.length > 0
        case "copy:":
            // UIKit: a secure field never offers Copy or Cut.
            return !isSecureTextEntry && selection.length > 0
        case "paste:":
            // UIKit: Paste is offered only when the pasteboard has text (`hasStrings`).
            return isTextEditable && (UIPasteboard.general.hasStrings || (pastesImages && UIPasteboard.general.hasImages))
        case "select:":
            return selection.length == 0 && buffer.length > 0
        case "selectAll:":
            return buffer.length > 0 && selection.length < buffer.length
        case "delete:":
            return isTextEditable && selection.length > 0
        case "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "updateTextAttributesWithConversionHandler:":
            return isTextEditable && allowsEditingTextAttributes && selection.length > 0
        default:
            return false
        }
    }

    func performCopy() {
        let selection = buffer.selection
        // UIKit: a secure field never gives its text to the pasteboard.
        guard editingFlag, !isSecureTextEntry, selection.length > 0 else { return }
        UIPasteboard.general.string = buffer.substring(selection)
    }

    func performCut() {
        let selection = buffer.selection
        guard editingFlag, isTextEditable, !isSecureTextEntry, selection.length > 0 else { return }
        let text = buffer.substring(selection)
        // UIKit: the delegate may refuse the deletion; the pasteboard then stays as it was.
        actionState.pendingKind = .cut
        defer { actionState.pendingKind = nil }
        if userReplace(selection, with: "") { UIPasteboard.general.string = text }
    }

    func performPaste() {
        guard editingFlag, isTextEditable else { return }
        if let pasteDelegate { return pasteThroughDelegate(pasteDelegate, items: UIPasteboard.general.items) }
        guard let text = UIPasteboard.general.string else {
            // A text view that takes styled text pastes images as attachments (assumed).
            if pastesImages, UIPasteboard.general.hasImages {
                pasteThroughDelegate(StandardTextPasteDelegate(), items: UIPasteboard.general.items)
            }
            return
        }
        actionState.pendingKind = .paste
        defer { actionState.pendingKind = nil }
        userReplace(insertionRange, with: insertable(text))
    }

    /// Whether Paste takes images (as attachments): a text view that allows editing text
    /// attributes (assumed).
    var pastesImages: Bool { allowsEditingTextAttributes && self is UITextView }

    /// Whether a paste control's items hold text this object can take.
    func canPasteText(from itemProviders: [NSItemProvider]) -> Bool {
        isTextEditable && itemProviders.contains { $0.canLoadObject(ofClass: String.self) }
    }

    /// A paste control's items: the first text is loaded (asynchronously, as item providers
    /// load) and inserted as Paste inserts it. Assumed: an object not being edited begins
    /// editing first (UIKit documents a text view as a paste control's target).
    func pasteText(from itemProviders: [NSItemProvider]) {
        guard isTextEditable, let provider = itemProviders.first(where: { $0.canLoadObject(ofClass: String.self) }) else { return }
        let target = UncheckedBox(self)
        _ = provider.loadObject(ofClass: String.self) { text, _ in
            guard let text else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { target.value.insertPastedText(text) }
            }
        }
    }

    private func insertPastedText(_ text: String) {
        guard isTextEditable else { return }
        if !editingFlag { _ = (self as? UIResponder)?.becomeFirstResponder() }
        guard editingFlag else { return }
        actionState.pendingKind = .paste
        defer { actionState.pendingKind = nil }
        userReplace(insertionRange, with: insertable(text))
    }

    func performDelete() {
        let selection = buffer.selection
        guard editingFlag, isTextEditable, selection.length > 0 else { return }
        actionState.pendingKind = .delete
        defer { actionState.pendingKind = nil }
        userReplace(selection, with: "")
    }

    /// UIKit: Select selects the word at the caret (the one before it at a word's end).
    func performSelect() {
        guard editingFlag else { return }
        let caret = buffer.selection.location
        guard revealsWords else { return userSelect(wholeRange) }
        let words = UITextInputStringTokenizer.units(.word, in: buffer.string)
        guard let word = words.first(where: { $0.contains(caret) }) ?? words.first(where: { $0.upperBound == caret }) else { return }
        userSelect(NSRange(location: word.lowerBound, length: word.count))
    }

    func performSelectAll() {
        guard editingFlag else { return }
        userSelect(wholeRange)
    }

    /// `updateTextAttributes(conversionHandler:)`: every run of the selection gets the
    /// attributes the handler makes of its own, as one undoable change (UIKit: only with
    /// `allowsEditingTextAttributes`).
    func updateSelectedAttributes(_ conversion: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {
        let selection = buffer.selection
        guard canPerformTextEditAction(Selector("updateTextAttributesWithConversionHandler:")) == true else { return }
        let original = storage.attributedSubstring(from: selection)
        let converted = NSMutableAttributedString(attributedString: original)
        original.enumerateAttributes(in: NSRange(location: 0, length: original.length)) { attributes, range, _ in
            converted.setAttributes(conversion(attributes), range: range)
        }
        actionState.pendingKind = .attributes
        defer { actionState.pendingKind = nil }
        registerUndo(replacing: selection, with: converted.string)
        applyUndoableChange(selection, with: converted, selecting: selection)
    }

    /// Bold, italics and underline toggle over the selection: on when any of it lacks the
    /// style, off when all of it has it.
    func toggleStyle(_ action: Selector) {
        let selection = buffer.selection
        guard canPerformTextEditAction(action) == true else { return }
        let original = storage.attributedSubstring(from: selection)
        let styled = NSMutableAttributedString(attributedString: original)
        let whole = NSRange(location: 0, length: styled.length)
        switch action.name {
        case "toggleUnderline:":
            var allOn = true
            styled.enumerateAttribute(.underlineStyle, in: whole) { value, _, _ in
                if ((value as? Int) ?? 0) == 0 { allOn = false }
            }
            if allOn { styled.removeAttribute(.underlineStyle, range: whole) } else {
                styled.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: whole)
            }
        default:
            let trait: UIFontDescriptor.SymbolicTraits = action.name == "toggleBoldface:" ? .traitBold : .traitItalic
            var allOn = true
            styled.enumerateAttribute(.font, in: whole) { value, _, _ in
                if !((value as? UIFont)?.fontDescriptor.symbolicTraits.contains(trait) ?? false) { allOn = false }
            }
            styled.enumerateAttribute(.font, in: whole) { value, range, _ in
                let font = value as? UIFont ?? UIFont.systemFont(ofSize: UIFont.systemFontSize)
                var traits = font.fontDescriptor.symbolicTraits
                if allOn { traits.remove(trait) } else { traits.insert(trait) }
                if let descriptor = font.fontDescriptor.withSymbolicTraits(traits) {
                    styled.addAttribute(.font, value: UIFont(descriptor: descriptor, size: font.pointSize), range: range)
                }
            }
        }
        actionState.pendingKind = .attributes
        defer { actionState.pendingKind = nil }
        registerUndo(replacing: selection, with: styled.string)
        applyUndoableChange(selection, with: styled, selecting: selection)
    }
}
