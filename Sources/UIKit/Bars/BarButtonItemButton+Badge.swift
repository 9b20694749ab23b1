import Foundation

extension BarButtonItemButton {
    /// Shows the item's iOS 26 `badge`: a capsule centered on the button's top trailing corner
    /// (ours: 18 points tall with 12 pt semibold text, a 10-point dot for an indicator; UIKit
    /// publishes no metrics), in the badge's colors or system red and white.
    func _updateBadge(_ badge: UIBarButtonItem.Badge?) {
        guard let badge else {
            badgeLabel?.removeFromSuperview()
            badgeLabel = nil
            return
        }
        let label = badgeLabel ?? UILabel()
        if badgeLabel == nil {
            label.textAlignment = .center
            label.clipsToBounds = true
            label.isUserInteractionEnabled = false
            badgeLabel = label
            addSubview(label)
        }
        label.text = badge.stringValue
        label.font = badge.font ?? .systemFont(ofSize: 12, weight: .semibold)
        label.textColor = badge.foregroundColor ?? .white
        label.backgroundColor = badge.backgroundColor ?? .systemRed
        setNeedsLayout()
    }

    func _layoutBadge() {
        guard let label = badgeLabel else { return }
        bringSubviewToFront(label)
        let size: CGSize
        if let text = label.text, !text.isEmpty {
            let height: CGFloat = 18
            size = CGSize(width: max(height, ceil(label.intrinsicContentSize.width) + 10), height: height)
        } else {
            size = CGSize(width: 10, height: 10)
        }
        let trailingX = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.minX : bounds.maxX
        label.frame = CGRect(x: trailingX - size.width / 2, y: bounds.minY - size.height / 2 + 4,
                             width: size.width, height: size.height)
        label.layer.cornerRadius = size.height / 2
    }
}
