import Foundation

/// The control a tab bar makes for an item: its image over its title (stacked) or beside it
/// (inline, in a regular width), in the selected or unselected color, with the badge. An
/// accessibility button labeled with the title, selected while its item is.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    var inline = false
    /// The colors the bar gives: selected (its tint) and unselected.
    var selectedColor: UIColor = .systemBlue
    var unselectedColor: UIColor = .systemGray
    var itemAppearance: UITabBarItemAppearance?

    /// UIKit: stacked titles are 10 pt medium; inline ones 13 pt.
    static let stackedTitleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let inlineTitleFont = UIFont.systemFont(ofSize: 13, weight: .medium)
    /// Ours: the badge is 18 points tall, at least as wide, in 13 pt text.
    static let badgeHeight: CGFloat = 18

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        for view in [imageView, titleLabel, badgeLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel.textAlignment = .center
        imageView.contentMode = .center
        badgeLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.clipsToBounds = true
        badgeLabel.layer.cornerRadius = Self.badgeHeight / 2
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        item = UITabBarItem()
        super.init(coder: coder)
    }

    override var accessibilityLabel: String? {
        get { item.accessibilityLabel ?? item.title }
        set { item.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            let own: UIAccessibilityTraits = isSelected ? [.button, .selected] : .button
            return own.union(item.accessibilityTraits)
        }
        set {}
    }

    override var accessibilityValue: String? {
        get { item.accessibilityValue ?? item.badgeValue }
        set {}
    }

    override var accessibilityHint: String? {
        get { item.accessibilityHint }
        set {}
    }

    override func controlStateDidChange() {
        update()
    }

    /// Shows the item's current image, title, colors and badge.
    func update() {
        let state = stateAppearance
        let color = (isSelected ? (state?.iconColor ?? selectedColor) : (state?.iconColor ?? unselectedColor))
        let shownImage = isSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = shownImage?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        let attributes = (item.titleTextAttributes(for: isSelected ? .selected : .normal) ?? [:])
            .merging(state?.titleTextAttributes ?? [:]) { own, _ in own }
        titleLabel.text = item.title
        titleLabel.font = (attributes[.font] as? UIFont) ?? (inline ? Self.inlineTitleFont : Self.stackedTitleFont)
        titleLabel.textColor = (attributes[.foregroundColor] as? UIColor) ?? color
        if let badge = item.badgeValue {
            badgeLabel.isHidden = false
            badgeLabel.text = badge
            badgeLabel.backgroundColor = item.badgeColor ?? state?.badgeBackgroundColor ?? .systemRed
            let badgeAttributes = (item.badgeTextAttributes(for: .normal) ?? [:]).merging(state?.badgeTextAttributes ?? [:]) { own, _ in own }
            if let font = badgeAttributes[.font] as? UIFont { badgeLabel.font = font }
            if let badgeColor = badgeAttributes[.foregroundColor] as? UIColor { badgeLabel.textColor = badgeColor }
        } else {
            badgeLabel.isHidden = true
        }
        alpha = isEnabled ? 1 : 0.4
        setNeedsLayout()
    }

    private var stateAppearance: UITabBarItemStateAppearance? {
        guard let itemAppearance else { return nil }
        if !isEnabled { return itemAppearance.disabled }
        return isSelected ? itemAppearance.selected : itemAppearance.normal
    }

    /// UIKit (stacked): a 25-point image area 4 points from the top, the title's baseline 
    /// near the bottom of the 49-point row; inline: image and title centered side by side.
    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        let imageSize = imageView.image?.size ?? .zero
        let titleSize = titleLabel.text == nil ? .zero : titleLabel.intrinsicContentSize
        let itemAdjust = item.titlePositionAdjustment
        let stateAdjust = stateAppearance?.titlePositionAdjustment ?? .zero
        let adjust = UIOffset(horizontal: itemAdjust.horizontal + stateAdjust.horizontal, vertical: itemAdjust.vertical + stateAdjust.vertical)
        if inline {
            let gap: CGFloat = imageSize.width > 0 && titleSize.width > 0 ? 6 : 0
            let total = imageSize.width + gap + titleSize.width
            var x = (bounds.width - total) / 2
            imageView.frame = CGRect(x: x, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            x += imageSize.width + gap
            titleLabel.frame = CGRect(x: x + adjust.horizontal, y: (bounds.height - titleSize.height) / 2 + adjust.vertical,
                                      width: titleSize.width, height: titleSize.height)
        } else {
            let imageBox = CGRect(x: (bounds.width - 25) / 2, y: 4, width: 25, height: 25)
            imageView.frame = imageBox
            let titleWidth = min(bounds.width - 4, titleSize.width)
            titleLabel.frame = CGRect(x: (bounds.width - titleWidth) / 2 + adjust.horizontal, y: 33 + adjust.vertical,
                                      width: titleWidth, height: titleSize.height)
        }
        if !badgeLabel.isHidden {
            let textWidth = ceil(badgeLabel.intrinsicContentSize.width)
            let width = max(Self.badgeHeight, textWidth + 10)
            let anchor = imageView.frame
            let badgeAdjust = stateAppearance?.badgePositionAdjustment ?? .zero
            badgeLabel.frame = CGRect(x: anchor.midX + 4 + badgeAdjust.horizontal, y: anchor.minY - 2 + badgeAdjust.vertical,
                                      width: width, height: Self.badgeHeight)
        }
    }
}
