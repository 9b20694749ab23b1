import Foundation

/// How an iOS 26 `UIBarButtonItem.Badge` is drawn, for the buttons bars make and for items'
/// custom views alike: a capsule centered on the item's top trailing corner (ours: 18 points
/// tall with 12 pt semibold text, a 10-point dot for an indicator; UIKit publishes no
/// metrics), in the badge's colors or system red and white.
@MainActor
enum BarItemBadge {
    /// A label for badges: centered text, clipped to its capsule, not hit.
    static func makeLabel() -> UILabel {
        let label = UILabel()
        label.textAlignment = .center
        label.clipsToBounds = true
        label.isUserInteractionEnabled = false
        return label
    }

    static func apply(_ badge: UIBarButtonItem.Badge, to label: UILabel) {
        label.text = badge.stringValue
        label.font = badge.font ?? .systemFont(ofSize: 12, weight: .semibold)
        label.textColor = badge.foregroundColor ?? .white
        label.backgroundColor = badge.backgroundColor ?? .systemRed
    }

    /// Places `label` on the top trailing corner of `rect` (in the label's superview's space).
    static func place(_ label: UILabel, onCornerOf rect: CGRect, rightToLeft: Bool) {
        let size: CGSize
        if let text = label.text, !text.isEmpty {
            let height: CGFloat = 18
            size = CGSize(width: max(height, ceil(label.intrinsicContentSize.width) + 10), height: height)
        } else {
            size = CGSize(width: 10, height: 10)
        }
        let trailingX = rightToLeft ? rect.minX : rect.maxX
        label.frame = CGRect(x: trailingX - size.width / 2, y: rect.minY - size.height / 2 + 4,
                             width: size.width, height: size.height)
        label.layer.cornerRadius = size.height / 2
    }
}
