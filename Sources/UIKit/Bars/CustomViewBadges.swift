import Foundation

/// The iOS 26 badges of a bar's items that show custom views (`UIBarButtonItem(customView:)`):
/// drawn as on the buttons bars make, on the custom view's top trailing corner. The badge is
/// a sibling the bar adds above the custom view, so the app's view keeps its own subviews.
@MainActor
final class CustomViewBadges {
    private var labels: [ObjectIdentifier: (view: UIView, label: UILabel)] = [:]

    /// Badges for the items shown now (those with a custom view and a badge) in `container`,
    /// the custom views' superview; the labels of other items leave.
    func update(for items: [UIBarButtonItem], in container: UIView) {
        var kept: [ObjectIdentifier: (view: UIView, label: UILabel)] = [:]
        for item in items where !item.isHidden {
            guard let view = item.customView, let badge = item.badge else { continue }
            let key = ObjectIdentifier(item)
            let label = labels[key]?.label ?? BarItemBadge.makeLabel()
            BarItemBadge.apply(badge, to: label)
            if label.superview !== container { container.addSubview(label) }
            kept[key] = (view, label)
        }
        for (key, entry) in labels where kept[key] == nil {
            entry.label.removeFromSuperview()
        }
        labels = kept
    }

    /// Places each badge on its custom view's top trailing corner, above it.
    func layout(rightToLeft: Bool) {
        for entry in labels.values {
            guard let container = entry.label.superview, entry.view.superview === container else {
                entry.label.isHidden = true
                continue
            }
            entry.label.isHidden = entry.view.isHidden
            container.bringSubviewToFront(entry.label)
            BarItemBadge.place(entry.label, onCornerOf: entry.view.frame, rightToLeft: rightToLeft)
        }
    }
}
