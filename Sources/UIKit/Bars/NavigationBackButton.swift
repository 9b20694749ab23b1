import Foundation

/// The navigation bar's back button: the chevron (or the appearance's back indicator) and
/// the back title, in the tint color. An accessibility button labeled with its title.
@MainActor
final class NavigationBackButton: UIControl {
    let chevronView = UIImageView()
    let titleLabel = UILabel()
    /// UIKit: the chevron sits 8 points from the bar's leading edge, the title 6 after it.
    static let leadingInset: CGFloat = 8
    static let titleGap: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        chevronView.image = BarGlyph.backChevron.image
        chevronView.isUserInteractionEnabled = false
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.isUserInteractionEnabled = false
        addSubview(chevronView)
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The title shown next to the chevron (nil: the chevron only).
    var title: String? {
        didSet {
            titleLabel.text = title
            titleLabel.isHidden = title == nil
            setNeedsLayout()
        }
    }

    func setIndicatorImage(_ image: UIImage?) {
        let shown = image ?? BarGlyph.backChevron.image
        // The bar sets it at each content update: the same image needs no new tinting.
        guard shown !== chevronView.image else { return }
        chevronView.image = shown
        setNeedsLayout()
    }

    /// The width the button takes for `title`.
    func width(for title: String?) -> CGFloat {
        let chevron = chevronView.image?.size.width ?? 13
        guard let title else { return Self.leadingInset + chevron + Self.leadingInset }
        let label = UILabel()
        label.font = titleLabel.font
        label.text = title
        return Self.leadingInset + chevron + Self.titleGap + ceil(label.intrinsicContentSize.width) + 4
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        titleLabel.textColor = tintColor
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        titleLabel.textColor = tintColor
    }

    override func controlStateDidChange() {
        // UIKit: a pressed bar button dims.
        alpha = isHighlighted ? 0.2 : (isEnabled ? 1 : 0.35)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = chevronView.image?.size ?? CGSize(width: 13, height: 21)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - Self.leadingInset - size.width : Self.leadingInset
        chevronView.transform = effectiveUserInterfaceLayoutDirection == .rightToLeft ? CGAffineTransform(scaleX: -1, y: 1) : .identity
        chevronView.bounds = CGRect(origin: .zero, size: size)
        chevronView.center = CGPoint(x: x + size.width / 2, y: bounds.midY)
        let titleX = Self.leadingInset + size.width + Self.titleGap
        let width = max(0, bounds.width - titleX)
        titleLabel.frame = effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? CGRect(x: 0, y: 0, width: width, height: bounds.height)
            : CGRect(x: titleX, y: 0, width: width, height: bounds.height)
        titleLabel.textColor = tintColor
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title ?? "Back" }
        set { super.accessibilityLabel = newValue }
    }
}
