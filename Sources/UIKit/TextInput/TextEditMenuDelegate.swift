import Foundation

/// The delegate of a text object's edit menu: the menu presents from the selection (or the
/// caret), as UIKit's text menus do, not from the click; the text's delegate may choose the
/// menu (`textField(_:editMenuForCharactersIn:suggestedActions:)`,
/// `textView(_:editMenuForTextIn:suggestedActions:)`).
@MainActor
final class TextEditMenuDelegate: UIEditMenuInteractionDelegate {
    private weak var text: (any StandardTextEditing)?

    init(text: any StandardTextEditing) {
        self.text = text
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        text?.delegateEditMenu(suggestedActions: suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        guard let text, let range = text.selectedTextRange else { return .null }
        if range.isEmpty { return text.caretRect(for: range.start) }
        let rects = text.selectionRects(for: range).map(\.rect).filter { !$0.isNull && !$0.isEmpty }
        return rects.dropFirst().reduce(rects.first ?? text.firstRect(for: range)) { $0.union($1) }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        text?.delegateEditMenuWillPresent(animator: animator)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        text?.delegateEditMenuWillDismiss(animator: animator)
    }

    /// UIKit: after Select or Select All, the menu comes back for the new selection.
    func didPerform(_ action: Selector, interaction: UIEditMenuInteraction, configuration: UIEditMenuConfiguration) {
        guard action.name == "select:" || action.name == "selectAll:", let text, text.buffer.selection.length > 0 else { return }
        interaction.presentEditMenu(with: configuration)
    }
}
