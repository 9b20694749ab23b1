import Foundation

/// A text view's menu for the link or tagged text under a long press (UIKit, iOS 17): a
/// context menu of the delegate's configuration (`textView(_:menuConfigurationFor:defaultMenu:)`),
/// by default Open Link and Copy Link for a link and nothing for a tag, shown instead of the
/// edit menu.
@MainActor
final class TextItemMenuController: UIContextMenuInteractionDelegate {
    private weak var textView: UITextView?
    private(set) var interaction: UIContextMenuInteraction!
    /// The item the menu on screen is for.
    private var shownItem: UITextItem?

    init(textView: UITextView) {
        self.textView = textView
        interaction = UIContextMenuInteraction(delegate: self)
        // The text view's own long press shows it (instead of the edit menu).
        interaction.installsPressRecognizer = false
        textView.addInteraction(interaction)
    }

    /// Shows the item's menu for a press at `point` (the text view's coordinates); false when
    /// there is no item there or no menu for it.
    func present(at point: CGPoint) -> Bool {
        guard let textView, let window = textView.window else { return false }
        return interaction.presentMenu(atWindowPoint: textView.convert(point, to: window), appearance: .compact)
    }

    /// UIKit's default menu for an item: for a link, Open Link and Copy Link; none for a tag.
    static func defaultMenu(for item: UITextItem) -> UIMenu {
        guard case .link(let url) = item.content else { return UIMenu(children: []) }
        let open = UIAction(title: "Open Link", image: UIImage(systemName: "safari")) { _ in UIApplication.shared.open(url) }
        let copy = UIAction(title: "Copy Link", image: UIImage(systemName: "doc.on.doc")) { _ in UIPasteboard.general.url = url }
        return UIMenu(children: [open, copy])
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let textView, let item = textView.textItem(at: location) else { return nil }
        let defaultMenu = Self.defaultMenu(for: item)
        let configuration: UITextItem.MenuConfiguration?
        if let delegate = textView.textViewDelegate {
            configuration = delegate.textView(textView, menuConfigurationFor: item, defaultMenu: defaultMenu)
        } else {
            configuration = UITextItem.MenuConfiguration(menu: defaultMenu)
        }
        guard let menu = configuration?.menu else { return nil }
        shownItem = item
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let textView, let item = shownItem, let animator else { return }
        textView.textViewDelegate?.textView(textView, textItemMenuWillDisplayFor: item, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let textView, let item = shownItem, let animator else { return }
        shownItem = nil
        textView.textViewDelegate?.textView(textView, textItemMenuWillEndFor: item, animator: animator)
    }
}
