@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A bar of tabs at the bottom of the screen (UIKit): one button per item, the selected one
/// in the tint color; tapping an item selects it and tells the delegate. Drawn from a
/// `UITabBarAppearance`.
///
/// Differs from UIKit: customizing (`beginCustomizingItems`) shows no sheet — it tells the
/// delegate and sets `isCustomizing`; `selectionIndicatorImage` is stored only.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemObserver {
    let backgroundView = BarBackgroundView(shadowEdge: .top)
    var itemList: [UITabBarItem] = []
    var buttons: [TabBarButton] = []
    weak var selectedItemStorage: UITabBarItem?
    /// Set on a tab bar controller's bar.
    weak var managingController: UITabBarController?
    var contentNeedsUpdate = true
    /// Whether the content is at its bottom edge (the scroll edge appearance shows).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { contentNeedsUpdate = true; setNeedsLayout() } } }

    /// UIKit: the bar is 49 points tall above the bottom safe area (which its background
    /// also covers).
    static let height: CGFloat = 49
    /// Ours: centered items are 76 points wide when `itemWidth` is 0.
    static let centeredItemWidth: CGFloat = 76

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    open weak var delegate: (any UITabBarDelegate)?

    open var items: [UITabBarItem]? {
        get { itemList.isEmpty ? nil : itemList }
        set { setItems(newValue, animated: false) }
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemList { item.removeObservingBar(self) }
        itemList = items ?? []
        for item in itemList {
            item.addObservingBar(self)
            item._applyAppearance(shownBy: self, notifying: false)
        }
        if let selected = selectedItemStorage, !itemList.contains(where: { $0 === selected }) { selectedItemStorage = nil }
        rebuildButtons()
    }

    /// The selected item (set in code: no delegate call).
    open var selectedItem: UITabBarItem? {
        get { selectedItemStorage }
        set {
            if let newValue, !itemList.contains(where: { $0 === newValue }) {
                FrameworkLog.log("UITabBar.selectedItem: the item is not in the bar's items; ignored")
                return
            }
            selectedItemStorage = newValue
            for button in buttons { button.isSelected = button.item === newValue }
        }
    }

    /// The unselected items' color (UIKit's system gray when nil).
    open var unselectedItemTintColor: UIColor? {
        didSet { _appearanceSet(\UITabBar.unselectedItemTintColor, unselectedItemTintColor); contentNeedsUpdate = true; setNeedsLayout() }
    }

    open var barTintColor: UIColor? {
        didSet { _appearanceSet(\UITabBar.barTintColor, barTintColor); contentNeedsUpdate = true; setNeedsLayout() }
    }

    open var barStyle: UIBarStyle = .default {
        didSet { _appearanceSet(\UITabBar.barStyle, barStyle); contentNeedsUpdate = true; setNeedsLayout() }
    }

    open var isTranslucent: Bool = true {
        didSet {
            _appearanceSet(\UITabBar.isTranslucent, isTranslucent)
            contentNeedsUpdate = true
            setNeedsLayout()
            managingController?.viewIfLoaded?.setNeedsLayout()
        }
    }

    open var itemPositioning: ItemPositioning = .automatic {
        didSet { _appearanceSet(\UITabBar.itemPositioning, itemPositioning); setNeedsLayout() }
    }

    /// The width of centered items (0: the system's).
    open var itemWidth: CGFloat = 0 {
        didSet { _appearanceSet(\UITabBar.itemWidth, itemWidth); setNeedsLayout() }
    }

    /// The space between centered items (0: none).
    open var itemSpacing: CGFloat = 0 {
        didSet { _appearanceSet(\UITabBar.itemSpacing, itemSpacing); setNeedsLayout() }
    }

    // Pre-iOS 13 customization. UIKit: a background image replaces the bar's background
    // (drawn here when the appearance has no image of its own); the shadow image is used
    // only with a custom background image.
    open var backgroundImage: UIImage? {
        didSet { _appearanceSet(\UITabBar.backgroundImage, backgroundImage); contentNeedsUpdate = true; setNeedsLayout() }
    }
    open var shadowImage: UIImage? {
        didSet { _appearanceSet(\UITabBar.shadowImage, shadowImage); contentNeedsUpdate = true; setNeedsLayout() }
    }
    /// Drawn behind the selected item in UIKit; stored only here.
    open var selectionIndicatorImage: UIImage? {
        didSet { _appearanceSet(\UITabBar.selectionIndicatorImage, selectionIndicatorImage) }
    }

    /// The items being customized (nil when not customizing).
    var customizingItems: [UITabBarItem]?

    var standardAppearanceStorage = UITabBarAppearance()
    var scrollEdgeAppearanceStorage: UITabBarAppearance?

    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.makeCopy()
            _appearanceSet(\UITabBar.standardAppearance, newValue)
            contentNeedsUpdate = true
            setNeedsLayout()
        }
    }

    /// Used while the content's bottom is at the bar (UIKit, iOS 15): when nil, the standard
    /// appearance with a transparent background; only a tab bar controller's bar changes.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = newValue?.makeCopy()
            _appearanceSet(\UITabBar.scrollEdgeAppearance, newValue)
            contentNeedsUpdate = true
            setNeedsLayout()
        }
    }

    var effectiveAppearance: UITabBarAppearance {
        let item = selectedItemStorage
        if isAtScrollEdge, managingController != nil {
            if let appearance = item?.scrollEdgeAppearance ?? scrollEdgeAppearanceStorage { return appearance }
            let transparent = UITabBarAppearance(barAppearance: item?.standardAppearance ?? standardAppearanceStorage)
            transparent.configureWithTransparentBackground()
            return transparent
        }
        return item?.standardAppearance ?? standardAppearanceStorage
    }

    var legacyBackgroundColor: UIColor? {
        var color = barTintColor ?? (barStyle == .default ? nil : UIColor(white: 0.11, alpha: 1))
        if !isTranslucent, color == nil { color = .systemBackground }
        if let base = color, isTranslucent { color = base.withAlphaComponent(0.85) }
        return color
    }

    func barItemDidChange(_ item: UIBarItem) {
        contentNeedsUpdate = true
        setNeedsLayout()
    }

    /// UIKit: 49 points plus the bar's bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height + safeAreaInsets.bottom)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentNeedsUpdate = true
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentNeedsUpdate = true
        setNeedsLayout()
    }

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = itemList.map { item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.userSelected(button.item)
            }, for: .touchUpInside)
            button.isSelected = item === selectedItemStorage
            addSubview(button)
            return button
        }
        contentNeedsUpdate = true
        setNeedsLayout()
    }

    /// A tap on an item: a tab bar controller decides (asking its delegate); a plain bar
    /// selects it and tells its delegate.
    func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let controller = managingController {
            controller.userSelected(item)
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// The items in the top 49 points: sharing the width (fill) or centered.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        let appearance = effectiveAppearance
        let regular = traitCollection.horizontalSizeClass == .regular
        if contentNeedsUpdate {
            contentNeedsUpdate = false
            backgroundView.apply(appearance, fallbackColor: legacyBackgroundColor)
            if let legacy = backgroundImage, appearance.backgroundImage == nil {
                backgroundView.imageView.image = legacy
                backgroundView.imageView.contentMode = .scaleToFill
                if let shadow = shadowImage, appearance.shadowImage == nil {
                    backgroundView.shadowView.image = shadow
                    backgroundView.shadowView.backgroundColor = nil
                    backgroundView.shadowView.isHidden = false
                }
            }
            let itemAppearance = regular ? appearance.inlineLayoutAppearance : appearance.stackedLayoutAppearance
            for button in buttons {
                button.inline = regular
                button.selectedColor = tintColor
                button.unselectedColor = unselectedItemTintColor ?? .systemGray
                button.itemAppearance = itemAppearance
                button.isEnabled = button.item.isEnabled
                button.isSelected = button.item === selectedItemStorage
                button.update()
            }
        }
        backgroundView.frame = bounds
        let rowHeight = min(bounds.height, Self.height)
        guard !buttons.isEmpty else { return }
        var positioning: ItemPositioning = itemPositioning == .automatic ? (regular ? .centered : .fill) : itemPositioning
        var itemWidth = self.itemWidth, itemSpacing = self.itemSpacing
        // The appearance's stacked settings place stacked (compact width) items when set.
        if !regular, appearance.stackedItemPositioning != .automatic {
            positioning = appearance.stackedItemPositioning
            if appearance.stackedItemWidth > 0 { itemWidth = appearance.stackedItemWidth }
            if appearance.stackedItemSpacing > 0 { itemSpacing = appearance.stackedItemSpacing }
        }
        let count = CGFloat(buttons.count)
        var frames: [CGRect] = []
        switch positioning {
        case .centered:
            let width = itemWidth > 0 ? itemWidth : Self.centeredItemWidth
            let total = width * count + itemSpacing * (count - 1)
            var x = max(0, (bounds.width - total) / 2)
            for _ in buttons {
                frames.append(CGRect(x: x, y: 0, width: width, height: rowHeight))
                x += width + itemSpacing
            }
        default:
            let side = safeAreaInsets.left
            let usable = bounds.width - side - safeAreaInsets.right
            let width = usable / count
            for index in buttons.indices {
                frames.append(CGRect(x: side + CGFloat(index) * width, y: 0, width: width, height: rowHeight))
            }
        }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (button, frame) in zip(buttons, frames) {
            button.frame = rtl ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
    }
}
