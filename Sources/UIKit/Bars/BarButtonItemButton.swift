import Foundation

/// The button a navigation bar or toolbar makes for a `UIBarButtonItem` with a title or an
/// image: a system button in the bar's tint (the item's own when set), bold for `.done`,
/// labeled for accessibility with the item's label or title.
@MainActor
final class BarButtonItemButton: UIButton {
    weak var item: UIBarButtonItem?
    /// The iOS 26 badge (BarButtonItemButton+Badge.swift).
    var badgeLabel: UILabel?

    static func make(for item: UIBarButtonItem) -> BarButtonItemButton {
        let button = BarButtonItemButton(type: .system)
        button.item = item
        button.addAction(UIAction { [weak button] _ in button?.item?.performPrimaryAction() }, for: .primaryActionTriggered)
        return button
    }

    /// Shows the item's current title, image, style, tint and state.
    func update(appearance: UIBarButtonItemAppearance?) {
        guard let item else { return }
        let title = item.shownTitle
        let compact = traitCollection.verticalSizeClass == .compact
        let image = compact ? (item.landscapeImagePhone ?? item.shownImage) : item.shownImage
        imageEdgeInsets = compact && item.landscapeImagePhone != nil ? item.landscapeImagePhoneInsets : item.imageInsets
        setImage(image, for: .normal)
        setTitle(image == nil ? title : nil, for: .normal)
        let stateAppearance = appearance?.stateAppearance(enabled: item.isEnabled)
        let attributes = (item.titleTextAttributes(for: item.isEnabled ? .normal : .disabled) ?? [:])
            .merging(stateAppearance?.titleTextAttributes ?? [:]) { own, _ in own }
        // UIKit: bar button titles are 17 pt, semibold for `.done` items.
        titleLabel?.font = (attributes[.font] as? UIFont)
            ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        setTitleColor(attributes[.foregroundColor] as? UIColor, for: .normal)
        // The appearance's highlighted and disabled states color the title in those states.
        let highlighted = (item.titleTextAttributes(for: .highlighted) ?? [:])
            .merging(appearance?.highlighted.titleTextAttributes ?? [:]) { own, _ in own }
        setTitleColor(highlighted[.foregroundColor] as? UIColor, for: .highlighted)
        let disabled = (item.titleTextAttributes(for: .disabled) ?? [:])
            .merging(appearance?.disabled.titleTextAttributes ?? [:]) { own, _ in own }
        setTitleColor(disabled[.foregroundColor] as? UIColor, for: .disabled)
        tintColor = item.tintColor
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        if item.primaryAction == nil, item.action == nil, let menu = item.menu {
            self.menu = menu
            showsMenuAsPrimaryAction = true
        } else {
            self.menu = nil
            showsMenuAsPrimaryAction = false
        }
        accessibilityLabel = item.accessibilityLabel ?? title
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityHint = item.accessibilityHint
        accessibilityValue = item.accessibilityValue
        _updateBadge(item.badge)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _layoutBadge()
    }

    /// The width the button takes in a bar: the item's `width` when positive, else its
    /// content's, as wide as the widest of `possibleTitles` (at least 22 points, UIKit's
    /// smallest bar button).
    var barWidth: CGFloat {
        if let width = item?.width, width > 0 { return width }
        var width = ceil(intrinsicContentSize.width)
        if let titles = item?.possibleTitles, let font = titleLabel?.font {
            let label = UILabel()
            label.font = font
            for title in titles {
                label.text = title
                width = max(width, ceil(label.intrinsicContentSize.width))
            }
        }
        return max(22, width)
    }
}
