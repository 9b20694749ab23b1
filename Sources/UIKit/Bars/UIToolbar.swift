import Foundation

/// A bar of buttons, usually at the bottom of the screen (UIKit): its items in a row from
/// the leading margin, flexible spaces sharing the room left; drawn from a
/// `UIToolbarAppearance`. A navigation controller's toolbar shows its top view controller's
/// `toolbarItems`.
///
/// Differs from UIKit: no `scrollEdgeAppearance` (the toolbar always uses its standard or
/// compact appearance).
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning, BarItemObserver {
    let backgroundView = BarBackgroundView(shadowEdge: .top)
    var itemList: [UIBarButtonItem] = []
    var itemViews: [ObjectIdentifier: UIView] = [:]
    var shownItemViews: [UIView] = []
    /// iOS 26 badges of items with custom views (CustomViewBadges.swift).
    let customViewBadges = CustomViewBadges()
    var contentNeedsUpdate = true
    /// How far the background reaches below the bar (over the home indicator area).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    /// UIKit: a toolbar is 44 points tall (32 in a compact height).
    static let height: CGFloat = 44
    static let compactHeight: CGFloat = 32

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    open weak var delegate: (any UIToolbarDelegate)?

    open var items: [UIBarButtonItem]? {
        get { itemList.isEmpty ? nil : itemList }
        set { setItems(newValue, animated: false) }
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in itemList { item.removeObservingBar(self) }
        itemList = items ?? []
        for item in itemList {
            item.addObservingBar(self)
            item._applyAppearance(shownBy: self, notifying: false)
        }
        contentNeedsUpdate = true
        setNeedsLayout()
        if animated, window != nil {
            // Ours: the new items fade in.
            for view in shownItemViews { view.alpha = 0 }
            layoutIfNeeded()
            for view in shownItemViews { view.alpha = 0 }
            UIView.animate(withDuration: UINavigationController.transitionDuration) {
                for view in self.shownItemViews { view.alpha = 1 }
            }
        }
    }

    func barItemDidChange(_ item: UIBarItem) {
        contentNeedsUpdate = true
        setNeedsLayout()
    }

    open var barStyle: UIBarStyle = .default {
        didSet { _appearanceSet(\UIToolbar.barStyle, barStyle); contentNeedsUpdate = true; setNeedsLayout() }
    }

    /// Legacy: an opaque toolbar draws an opaque background; a navigation controller lays
    /// its children out above it.
    open var isTranslucent: Bool = true {
        didSet { _appearanceSet(\UIToolbar.isTranslucent, isTranslucent); contentNeedsUpdate = true; setNeedsLayout() }
    }

    open var barTintColor: UIColor? {
        didSet { _appearanceSet(\UIToolbar.barTintColor, barTintColor); contentNeedsUpdate = true; setNeedsLayout() }
    }

    var standardAppearanceStorage = UIToolbarAppearance()
    var compactAppearanceStorage: UIToolbarAppearance?
    /// Pre-iOS 13 images (see `UIToolbar+LegacyCustomization.swift`).
    lazy var legacyAppearance = LegacyAppearanceStore()

    /// UIKit (iOS 15): the appearance at the scroll edge (content scrolled to its bottom);
    /// nil uses a transparent copy of the standard one. Stored: OpenUIKit's toolbar does not
    /// track the scroll edge and always draws `standardAppearance` (or `compactAppearance`).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.makeCopy() as UIToolbarAppearance? }
    }

    /// UIKit (iOS 15): `scrollEdgeAppearance` in a compact height. Stored, as above.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.makeCopy() as UIToolbarAppearance? }
    }

    open var standardAppearance: UIToolbarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.makeCopy()
            _appearanceSet(\UIToolbar.standardAppearance, newValue)
            contentNeedsUpdate = true
            setNeedsLayout()
        }
    }

    open var compactAppearance: UIToolbarAppearance? {
        get { compactAppearanceStorage }
        set {
            compactAppearanceStorage = newValue?.makeCopy()
            _appearanceSet(\UIToolbar.compactAppearance, newValue)
            contentNeedsUpdate = true
            setNeedsLayout()
        }
    }

    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }

    var effectiveAppearance: UIToolbarAppearance {
        if traitCollection.verticalSizeClass == .compact, let compact = compactAppearanceStorage { return compact }
        return standardAppearanceStorage
    }

    var legacyBackgroundColor: UIColor? {
        var color = barTintColor ?? (barStyle == .default ? nil : UIColor(white: 0.11, alpha: 1))
        if !isTranslucent, color == nil { color = .systemBackground }
        if let base = color, isTranslucent { color = base.withAlphaComponent(0.85) }
        return color
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.height)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentNeedsUpdate = true
        setNeedsLayout()
    }

    /// Items in a row from the leading margin, 8 points apart; flexible spaces share what is
    /// left; fixed spaces take their width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = effectiveAppearance
        if contentNeedsUpdate {
            contentNeedsUpdate = false
            updateContent(appearance)
        }
        let bounds = self.bounds
        backgroundView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let spacing = UINavigationBar.interItemSpacing
        let shown = itemList.filter { !$0.isHidden }
        var widths: [CGFloat] = []
        var flexibleCount = 0
        for item in shown {
            switch item.systemItemStorage {
            case .flexibleSpace?:
                flexibleCount += 1
                widths.append(0)
            case .fixedSpace?:
                widths.append(max(0, item.width))
            default:
                if let view = itemViews[ObjectIdentifier(item)] {
                    widths.append(UINavigationBar.width(of: view, for: item))
                } else {
                    widths.append(0)
                }
            }
        }
        let used = widths.reduce(0, +) + spacing * CGFloat(max(0, shown.count - 1))
        let free = max(0, bounds.width - 2 * margin - used)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let rowHeight = bounds.height
        var x = margin
        for (index, item) in shown.enumerated() {
            var width = widths[index]
            if item.systemItemStorage == .flexibleSpace { width = flexibleWidth }
            if let view = itemViews[ObjectIdentifier(item)] {
                let rect = CGRect(x: x, y: 0, width: width, height: rowHeight)
                view.frame = rtl ? CGRect(x: bounds.width - rect.maxX, y: 0, width: width, height: rowHeight) : rect
            }
            x += width + spacing
        }
        customViewBadges.layout(rightToLeft: rtl)
    }

    func updateContent(_ appearance: UIToolbarAppearance) {
        backgroundView.apply(appearance, fallbackColor: legacyBackgroundColor)
        var wanted: [ObjectIdentifier: UIView] = [:]
        var shown: [UIView] = []
        for item in itemList where !item.isSpace && !item.isHidden {
            let key = ObjectIdentifier(item)
            let view: UIView
            if let custom = item.customView {
                view = custom
            } else if let button = itemViews[key] as? BarButtonItemButton, button.item === item {
                view = button
            } else {
                view = BarButtonItemButton.make(for: item)
            }
            if let button = view as? BarButtonItemButton {
                button.update(appearance: item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
            }
            wanted[key] = view
            shown.append(view)
        }
        for view in shownItemViews where !shown.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for view in shown where view.superview !== self { addSubview(view) }
        shownItemViews = shown
        itemViews = wanted
        customViewBadges.update(for: itemList, in: self)
    }
}
