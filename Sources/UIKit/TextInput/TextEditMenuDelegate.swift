import Foundation

/// The delegate of a text object's edit menu: the menu presents from the selection (or the
/// caret), as UIKit's text menus do, not from the click.
@MainActor
final class TextEditMenuDelegate: UIEditMenuInteractionDelegate {
    private weak var text: (any UITextInput)?

    init(text: any UITextInput) {
        self.text = text
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        guard let text, let range = text.selectedTextRange else { return .null }
        if range.isEmpty { return text.caretRect(for: range.start) }
        let rects = text.selectionRects(for: range).map(\.rect).filter { !$0.isNull && !$0.isEmpty }
        return rects.dropFirst().reduce(rects.first ?? text.firstRect(for: range)) { $0.union($1) }
    }
}
