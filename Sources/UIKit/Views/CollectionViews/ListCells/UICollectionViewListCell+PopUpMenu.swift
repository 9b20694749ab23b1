import Foundation

/// The pop-up menu accessory: UIKit's "tapping anywhere in the cell presents a popup menu".
extension UICollectionViewListCell {
    /// The shown pop-up menu accessory, if any.
    var shownPopUpMenuAccessory: UICellAccessory? {
        let editing = isListEditing
        return accessories.first { $0.kind.isPopUpMenu && $0.isDisplayed(editing: editing) }
    }

    /// The menu on screen for this cell, if any.
    var presentedPopUpMenu: PopUpMenuOverlay? {
        window?.subviews.lazy.compactMap { $0 as? PopUpMenuOverlay }.first { $0.owner === self }
    }

    /// Presents the shown pop-up menu accessory's menu below the cell.
    func presentPopUpMenu() {
        guard let accessory = shownPopUpMenuAccessory, case .popUpMenu(let menu) = accessory.kind,
              let window, presentedPopUpMenu == nil else { return }
        let handler = accessory.menuSelectionHandler
        let overlay = PopUpMenuOverlay(
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
        PopUpMenuOverlay.select(action, in: menu)
        action.perform(sender: self)
        handler?(menu)
    }
}
