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
    func installEditMenuLongPress(on view: UIView) {
        let press = UILongPressGestureRecognizer()
        press.addAction { [weak self, weak view] recognizer in
            guard let self, let view, recognizer.state == .began else { return }
            self.presentTextEditMenu(at: recognizer.location(in: view))
        }
        view.addGestureRecognizer(press)
    }
}
