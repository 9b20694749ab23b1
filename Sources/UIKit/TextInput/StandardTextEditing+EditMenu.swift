import Foundation

/// The text edit menu on a secondary click or a long press: the object begins editing if it
/// was not, the caret goes under the pointer unless the pointer is on the selection, and the
/// menu shows the actions available (Cut, Copy, Paste, Select, Select All) above the
/// selection.
extension StandardTextEditing {
    /// `point` is in the object's coordinates.
    func presentTextEditMenu(at point: CGPoint) {
        guard let view = self as? UIView else { return }
        guard view.isFirstResponder || view.becomeFirstResponder() else { return }
        let selection = buffer.selection
        let onSelection = selection.length > 0 && selectionRects(for: TextOffsetRange(selection)).contains { $0.rect.contains(point) }
        if !onSelection, let position = closestPosition(to: point) as? TextOffsetPosition {
            userSelect(NSRange(location: position.offset, length: 0))
        }
        let interaction: UIEditMenuInteraction
        if let existing = actionState.editMenu {
            interaction = existing
        } else {
            let delegate = TextEditMenuDelegate(text: self)
            interaction = UIEditMenuInteraction(delegate: delegate)
            actionState.editMenuDelegate = delegate
            actionState.editMenu = interaction
            view.addInteraction(interaction)
        }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
    }

    /// A long press shows the edit menu where it began (UIKit: the text's own long press).
    /// UIKit: a finger's long press in editable text places the caret under the finger with
    /// the loupe over it; the caret follows the finger until it lifts, then the edit menu
    /// shows at the caret. A press on the selection, in text that is not editable, or with a
    /// pointer shows the menu at once.
    func installEditMenuLongPress(on view: UIView) {
        let press = UILongPressGestureRecognizer()
        let observer = TextLongPressTouchObserver()
        press.delegate = observer
        actionState.longPressObserver = observer
        press.addAction { [weak self, weak view, weak observer] recognizer in
            guard let self, let view else { return }
            let point = recognizer.location(in: view)
            switch recognizer.state {
            case .began:
                // UIKit (iOS 17): a link or tagged text shows its own menu.
                if let textView = self as? UITextView, textView.presentTextItemMenu(at: point) { return }
                let finger = observer?.isFingerPress ?? false
                if !(finger && self.beginLoupePress(at: point)) { self.presentTextEditMenu(at: point) }
            case .changed:
                self.continueLoupePress(at: point)
            case .ended:
                if let caret = self.endLoupePress() { self.presentTextEditMenu(at: CGPoint(x: caret.midX, y: caret.midY)) }
            case .cancelled, .failed:
                _ = self.endLoupePress()
            default:
                break
            }
        }
        view.addGestureRecognizer(press)
    }

    /// Places the caret under a finger's long press and shows the loupe; false when the press
    /// does not move the caret (on the selection, or text the user cannot edit).
    private func beginLoupePress(at point: CGPoint) -> Bool {
        guard isTextEditable, let host = self as? any TextSelectionHandleHost else { return false }
        let selection = buffer.selection
        if selection.length > 0, selectionRects(for: TextOffsetRange(selection)).contains(where: { $0.rect.contains(point) }) {
            return false
        }
        guard host.isFirstResponder || host.becomeFirstResponder() else { return false }
        actionState.editMenu?.dismissMenu()
        userSelect(NSRange(location: host.handleOffset(closestTo: point), length: 0))
        selectionPlaced(byFinger: true)
        guard let handles = host.selectionHandlesStorage else { return false }
        let caret = host.handleCaretRect(at: buffer.selection.location)
        // The caret's middle under the finger: it moves with the finger from there.
        handles.beginDrag(.caret, at: CGPoint(x: caret.midX, y: caret.midY))
        actionState.isLoupePressActive = true
        return true
    }

    private func continueLoupePress(at point: CGPoint) {
        guard actionState.isLoupePressActive, let host = self as? any TextSelectionHandleHost else { return }
        host.selectionHandlesStorage?.continueDrag(at: point)
    }

    /// Hides the loupe; the caret's rect when a loupe press was under way.
    private func endLoupePress() -> CGRect? {
        guard actionState.isLoupePressActive, let host = self as? any TextSelectionHandleHost else { return nil }
        actionState.isLoupePressActive = false
        host.selectionHandlesStorage?.endDrag()
        return host.handleCaretRect(at: buffer.selection.location)
    }
}
