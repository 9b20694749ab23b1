import Foundation

extension BarButtonItemButton {
    /// Shows the item's iOS 26 `badge` on the button (drawn as `BarItemBadge` says).
    func _updateBadge(_ badge: UIBarButtonItem.Badge?) {
        guard let badge else {
            badgeLabel?.removeFromSuperview()
            badgeLabel = nil
            return
        }
        let label = badgeLabel ?? BarItemBadge.makeLabel()
        if badgeLabel == nil {
            badgeLabel = label
            addSubview(label)
        }
        BarItemBadge.apply(badge, to: label)
        setNeedsLayout()
    }

    func _layoutBadge() {
        guard let label = badgeLabel else { return }
        bringSubviewToFront(label)
        BarItemBadge.place(label, onCornerOf: bounds, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
