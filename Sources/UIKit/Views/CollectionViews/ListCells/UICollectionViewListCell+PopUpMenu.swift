import Foundation

/// The pop-up menu accessory: UIKit's "tapping anywhere in the cell presents a popup menu".
extension UICollectionViewListCell {
    /// The shown pop-up menu accessory, if any.
    var shownPopUpMenuAccessory: UICellAccessory? {
        let editing = isListEditing
        return accessories.first { $0.kind.isPopUpMenu && $0.isDisplayed(editing: editing) }
    }

    /// The menu on screen for this cell, if any.
    var presentedPopUpMenu: ListCellPopUpMenuOverlay? {
        window?.subviews.lazy.compactMap { $0 as? ListCellPopUpMenuOverlay }.first { $0.owner === self }
    }

    /// Presents the shown pop-up menu accessory's menu below the cell.
    func presentPopUpMenu() {
        guard let accessory = shownPopUpMenuAccessory, case .popUpMenu(let menu) = accessory.kind,
              let window, presentedPopUpMenu == nil else { return }
        let handler = accessory.menuSelectionHandler
        let overlay = ListCellPopUpMenuOverlay(
            menu: menu, anchor: convert(bounds, to: window), in: window, trailingMargin: UITableViewCell.contentMargin,
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft
        ) { [weak self] element in
            self?.pick(element, in: menu, handler: handler)
        }
        overlay.owner = self
        window.addSubview(overlay)
    }

    /// UIKit: picking an element runs its action; in a single-selection menu it becomes the
    /// selected element (state `.on`, the others `.off`); then the accessory's handler hears
    /// about the menu.
    private func pick(_ element: UIMenuElement, in menu: UIMenu, handler: UICellAccessory.MenuSelectedElementDidChangeHandler?) {
        guard let action = element as? UIAction else { return }
        if menu.options.contains(.singleSelection) || Self.containsSingleSelection(menu, action) {
            for case let leaf as UIAction in ListCellPopUpMenuOverlay.rows(of: menu) { leaf.state = leaf === action ? .on : .off }
        }
        action.perform(sender: self)
        handler?(menu)
    }

    /// Whether the submenu holding `action` is single-selection.
    private static func containsSingleSelection(_ menu: UIMenu, _ action: UIAction) -> Bool {
        menu.children.contains { child in
            guard let submenu = child as? UIMenu else { return false }
            return (submenu.options.contains(.singleSelection) && submenu.children.contains { $0 === action })
                || containsSingleSelection(submenu, action)
        }
    }
}
