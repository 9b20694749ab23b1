@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The bar at the top of a navigation interface (UIKit): shows its top item's title (or
/// large title, or title view), bar button items and a back button for the item below;
/// drawn from a `UINavigationBarAppearance`.
///
/// A bar a `UINavigationController` manages takes its items from the controller's view
/// controllers; its back button pops the top view controller.
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning, BarItemObserver {
    var itemStack: [UINavigationItem] = []
    /// Set on the bar of a navigation controller.
    weak var managingController: UINavigationController?
    weak var delegateStorage: (any UINavigationBarDelegate)?

    let backgroundView = BarBackgroundView(shadowEdge: .bottom)
    let contentView = UIView()
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    let promptLabel = UILabel()
    let backButton = NavigationBackButton()
    var itemViews: [ObjectIdentifier: UIView] = [:]
    var shownItemViews: [UIView] = []
    /// iOS 26 badges of items with custom views (CustomViewBadges.swift).
    let customViewBadges = CustomViewBadges()
    var observedItems: [UIBarButtonItem] = []
    /// The top item's search controller's bar, shown below the title rows.
    var shownSearchBar: UISearchBar?
    var contentNeedsUpdate = true
    /// How far the background reaches above the bar (under the status bar area).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }
    /// Whether the content below is at its top (the scroll edge appearance shows).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { contentNeedsUpdate = true; setNeedsLayout() } } }

    // MARK: Metrics

    /// UIKit: the title row is 44 points tall (32 in a compact height, iPhone landscape).
    static let rowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32
    /// UIKit: a large title adds 52 points (a 96-point bar).
    static let largeTitleHeight: CGFloat = 52
    /// UIKit: a prompt adds 30 points above the title row.
    static let promptHeight: CGFloat = 30
    /// UIKit: a search bar adds 52 points below the title rows (a 96-point bar).
    static let searchRowHeight: CGFloat = 52
    /// Ours: the space between neighbouring bar button items.
    static let interItemSpacing: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        standardAppearanceStorage = UINavigationBarAppearance()
        addSubview(backgroundView)
        addSubview(contentView)
        contentView.clipsToBounds = false
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        largeTitleLabel.accessibilityTraits = .header
        promptLabel.textAlignment = .center
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        for view in [titleLabel, largeTitleLabel, promptLabel] as [UIView] { contentView.addSubview(view) }
        backButton.addAction(UIAction { [weak self] _ in self?.backButtonTapped() }, for: .touchUpInside)
        contentView.addSubview(backButton)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBarContent()
        customViewBadges.layout(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentNeedsUpdate = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Items

    /// The delegate of a bar no navigation controller manages (the controller's bar has none).
    open var delegate: (any UINavigationBarDelegate)? {
        get { delegateStorage }
        set {
            if managingController != nil, newValue != nil {
                FrameworkLog.log("Cannot manually set the delegate on a UINavigationBar managed by a controller; ignored")
                return
            }
            delegateStorage = newValue
        }
    }

    open var items: [UINavigationItem]? {
        get { itemStack.isEmpty ? nil : itemStack }
        set { setItems(newValue, animated: false) }
    }

    open var topItem: UINavigationItem? { itemStack.last }

    /// The item below the top one (the back button's).
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard managingController == nil else {
            FrameworkLog.log("UINavigationBar.setItems(_:animated:): the bar is managed by a navigation controller; set its view controllers instead. Ignored")
            return
        }
        replaceItems(items ?? [], animated: animated)
    }

    /// Pushes `item` (asking the delegate) and shows it.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard managingController == nil else {
            FrameworkLog.log("UINavigationBar.pushItem(_:animated:): the bar is managed by a navigation controller; push a view controller instead. Ignored")
            return
        }
        guard !itemStack.contains(where: { $0 === item }) else {
            FrameworkLog.log("UINavigationBar.pushItem(_:animated:): the item is already in the bar; ignored")
            return
        }
        if let delegate = delegateStorage, !delegate.navigationBar(self, shouldPush: item) { return }
        replaceItems(itemStack + [item], animated: animated)
        delegateStorage?.navigationBar(self, didPush: item)
    }

    /// Pops the top item (asking the delegate); returns it, or nil when refused or empty.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard managingController == nil else {
            FrameworkLog.log("UINavigationBar.popItem(animated:): the bar is managed by a navigation controller; pop a view controller instead. Ignored")
            return nil
        }
        guard let top = itemStack.last else { return nil }
        if let delegate = delegateStorage, !delegate.navigationBar(self, shouldPop: top) { return nil }
        replaceItems(Array(itemStack.dropLast()), animated: animated)
        delegateStorage?.navigationBar(self, didPop: top)
        return top
    }

    func replaceItems(_ items: [UINavigationItem], animated: Bool) {
        for item in itemStack where !items.contains(where: { $0 === item }) && item.owningBar === self {
            item.owningBar = nil
        }
        itemStack = items
        for item in items { item.owningBar = self }
        contentNeedsUpdate = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        if animated, window != nil {
            // Ours: the content cross-fades (UIKit slides titles and buttons).
            contentView.alpha = 0
            UIView.animate(withDuration: UINavigationController.transitionDuration) { self.contentView.alpha = 1 }
        }
    }

    /// The back button: the top item's `backAction`, else the managing navigation controller
    /// is asked `navigationBar(_:shouldPop:)` (its default pops), or the delegate is asked and
    /// the top item popped.
    func backButtonTapped() {
        if let action = topItem?.backAction {
            action.perform(sender: backButton)
            return
        }
        if let controller = managingController {
            if let top = topItem {
                _ = controller.navigationBar(self, shouldPop: top)
            } else {
                controller.popViewController(animated: true)
            }
        } else {
            popItem(animated: true)
        }
    }

    func navigationItemDidChange(_ item: UINavigationItem) {
        contentNeedsUpdate = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        managingController?.viewIfLoaded?.setNeedsLayout()
    }

    func barItemDidChange(_ item: UIBarItem) {
        contentNeedsUpdate = true
        setNeedsLayout()
    }

    // MARK: Look

    open var barStyle: UIBarStyle = .default {
        didSet { _appearanceSet(\UINavigationBar.barStyle, barStyle); contentNeedsUpdate = true; setNeedsLayout() }
    }

    /// Legacy: whether the bar is translucent. An opaque bar draws an opaque background, and
    /// a navigation controller lays its children out below it (see
    /// `extendedLayoutIncludesOpaqueBars`).
    open var isTranslucent: Bool = true {
        didSet {
            _appearanceSet(\UINavigationBar.isTranslucent, isTranslucent)
            contentNeedsUpdate = true
            setNeedsLayout()
            managingController?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Legacy: the bar's background color, used where the appearance sets none.
    open var barTintColor: UIColor? {
        didSet { _appearanceSet(\UINavigationBar.barTintColor, barTintColor); contentNeedsUpdate = true; setNeedsLayout() }
    }

    /// Legacy: title attributes, under the appearance's.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { _appearanceSet(\UINavigationBar.titleTextAttributes, titleTextAttributes); contentNeedsUpdate = true; setNeedsLayout() }
    }

    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { _appearanceSet(\UINavigationBar.largeTitleTextAttributes, largeTitleTextAttributes); contentNeedsUpdate = true; setNeedsLayout() }
    }

    /// Whether the bar shows large titles (for items whose `largeTitleDisplayMode` allows).
    open var prefersLargeTitles: Bool = false {
        didSet {
            contentNeedsUpdate = true
            setNeedsLayout()
            invalidateIntrinsicContentSize()
            managingController?.viewIfLoaded?.setNeedsLayout()
        }
    }

    var standardAppearanceStorage = UINavigationBarAppearance()
    var compactAppearanceStorage: UINavigationBarAppearance?
    var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// Pre-iOS 13 images and offsets (see `UINavigationBar+LegacyCustomization.swift`).
    lazy var legacyAppearance = LegacyAppearanceStore()

    /// UIKit: the bar keeps a copy of the appearance assigned.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.makeCopy()
            _appearanceSet(\UINavigationBar.standardAppearance, newValue)
            contentNeedsUpdate = true
            setNeedsLayout()
        }
    }

    /// Used in a compact height (the standard one when nil).
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set {
            compactAppearanceStorage = newValue?.makeCopy()
            _appearanceSet(\UINavigationBar.compactAppearance, newValue)
            contentNeedsUpdate = true
            setNeedsLayout()
        }
    }

    /// Used while the content's top is at the bar. UIKit: when nil, the standard appearance
    /// with a transparent background; a bar no navigation controller manages always uses the
    /// standard appearance.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = newValue?.makeCopy()
            _appearanceSet(\UINavigationBar.scrollEdgeAppearance, newValue)
            contentNeedsUpdate = true
            setNeedsLayout()
        }
    }

    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set {
            compactScrollEdgeAppearanceStorage = newValue?.makeCopy()
            _appearanceSet(\UINavigationBar.compactScrollEdgeAppearance, newValue)
            contentNeedsUpdate = true
            setNeedsLayout()
        }
    }

    /// Legacy back indicator (used when the appearance sets none).
    open var backIndicatorImage: UIImage? { didSet { contentNeedsUpdate = true; setNeedsLayout() } }
    open var backIndicatorTransitionMaskImage: UIImage?

    open var barPosition: UIBarPosition {
        if managingController != nil { return .topAttached }
        return delegateStorage?.position(for: self) ?? .any
    }

    /// The appearance the bar draws with now.
    var effectiveAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge, managingController != nil {
            if compact, let appearance = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearanceStorage { return appearance }
            if let appearance = item?.scrollEdgeAppearance ?? scrollEdgeAppearanceStorage { return appearance }
            let transparent = UINavigationBarAppearance(barAppearance: standardAppearanceFor(item: item, compact: compact))
            transparent.configureWithTransparentBackground()
            return transparent
        }
        return standardAppearanceFor(item: item, compact: compact)
    }

    private func standardAppearanceFor(item: UINavigationItem?, compact: Bool) -> UINavigationBarAppearance {
        if compact, let appearance = item?.compactAppearance ?? compactAppearanceStorage { return appearance }
        return item?.standardAppearance ?? standardAppearanceStorage
    }

    /// Legacy colors: `barTintColor`, else black for `.black`, else the opaque system
    /// background for an opaque bar; nil keeps the material.
    var legacyBackgroundColor: UIColor? {
        var color = barTintColor ?? (barStyle == .default ? nil : UIColor(white: 0.11, alpha: 1))
        if !isTranslucent, color == nil { color = .systemBackground }
        if let base = color, isTranslucent { color = base.withAlphaComponent(0.85) }
        return color
    }

    // MARK: Size

    /// Whether the top item shows a large title now.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact, !itemStack.isEmpty else { return false }
        var large = true
        for item in itemStack {
            switch item.largeTitleDisplayMode {
            case .always: large = true
            case .never, .inline: large = false
            case .automatic: break
            }
        }
        return large
    }

    var currentRowHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? Self.compactRowHeight : Self.rowHeight
    }

    /// The bar's height: its title row, plus the prompt and the large title when shown.
    var preferredHeight: CGFloat {
        var height = currentRowHeight
        if topItem?.prompt != nil { height += Self.promptHeight }
        if showsLargeTitle { height += Self.largeTitleHeight }
        if let search = topItem?.searchController, topItem?.showsSearchRow == true {
            let searchHeight = Self.searchRowHeight + (search.searchBar.isScopeBarShown ? UISearchBar.scopeBarHeight : 0)
            // UIKit: an active search that hides the navigation bar leaves only its bar.
            if search.collapsesNavigationBarTitle { return searchHeight }
            height += searchHeight
        }
        return height
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }
}
