import Foundation

/// A button's menu shown as its primary action, and pop-up buttons.
extension UIButton {
    /// UIKit: a button with a menu shown as its primary action and
    /// `changesSelectionAsPrimaryAction` is a pop-up button.
    var isPopUpButton: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// Presents `menu` below the button; false without a menu or a window.
    func _presentMenu() -> Bool {
        guard let menu, let window else { return false }
        guard !window.subviews.contains(where: { ($0 as? PopUpMenuOverlay)?.owner === self }) else { return true }
        let overlay = PopUpMenuOverlay(menu: menu, anchor: convert(menuAnchor(), to: window), in: window, trailingMargin: 0,
                                       rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) { [weak self] element in
            guard let self, let action = element as? UIAction else { return }
            if self.isPopUpButton { PopUpMenuOverlay.select(action, in: menu) }
            action.perform(sender: self)
            self._updatePopUpTitle()
        }
        overlay.owner = self
        window.addSubview(overlay)
        return true
    }

    /// The bounds, or a zero-size rectangle at `menuAttachmentPoint(for:)` when a subclass
    /// moves the point away from the default (the middle of the bounds).
    private func menuAnchor() -> CGRect {
        let point = menuAttachmentPoint(for: UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil))
        return point == CGPoint(x: bounds.midX, y: bounds.midY) ? bounds : CGRect(origin: point, size: .zero)
    }

    /// UIKit: a pop-up button shows its menu's selected element as its title; when no element
    /// is selected, the first one is.
    func _updatePopUpTitle() {
        guard isPopUpButton, let menu else { return }
        if PopUpMenuOverlay.selectedAction(in: menu) == nil,
           let first = PopUpMenuOverlay.rows(of: menu).lazy.compactMap({ $0 as? UIAction }).first {
            PopUpMenuOverlay.select(first, in: menu)
            if first.state != .on { first.state = .on }
        }
        guard let title = PopUpMenuOverlay.selectedAction(in: menu)?.title else { return }
        if configuration != nil {
            if configuration?.title != title { configuration?.title = title }
        } else if self.title(for: .normal) != title {
            setTitle(title, for: .normal)
        }
    }
}
