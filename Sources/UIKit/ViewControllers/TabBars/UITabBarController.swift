@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A container that shows one of its view controllers at a time, chosen with a tab bar
/// (UIKit). Each child's `tabBarItem` is a tab; its view fills the container, under the
/// bar, with its safe area ending at the bar. Configured with view controllers
/// (`viewControllers`) or, as of iOS 18, with `UITab`s (`tabs`, see
/// `UITabBarController+Tabs.swift`).
///
/// With more than five view controllers in a compact width the bar shows the first four and
/// More, which lists the others (`UITabBarController+More.swift`).
///
/// Differs from UIKit: no customizing (the More list has no Edit button); `tabs`
/// configurations show every tab; no sidebar is drawn (`mode` and `sidebar`
/// are kept, the tabs always show in the bottom tab bar).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The child view controllers the bar shows, in order (the tabs' when `tabs` is used).
    var tabControllers: [UIViewController] = []
    var selectedIndexStorage = NSNotFound
    let tabBarStorage = UITabBar()
    /// The root tabs (`tabs`); empty while configured with view controllers.
    var rootTabs: [UITab] = []
    /// The root tabs the bar shows, one per entry of `tabControllers`.
    var shownTabs: [UITab] = []
    /// Set while the controllers are rebuilt from the tabs (changes are not re-entered).
    var rebuildingFromTabs = false
    var tabBarHiddenStorage = false
    /// iOS 26 (UITabBarController+MinimizeBehavior.swift).
    var bottomAccessoryStorage: UITabAccessory?
    lazy var sidebarStorage = Sidebar(controller: self)
    lazy var moreListStorage = TabBarMoreListController(owner: self)
    lazy var moreNavigationStorage: UINavigationController = {
        let navigation = UINavigationController(rootViewController: moreListStorage)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreNavigationMadeStorage = true
        return navigation
    }()
    var moreNavigationMadeStorage = false
    /// Set while the More list itself is the selection (`selectedIndex` is `NSNotFound`).
    var moreListShownStorage = false
    /// A listed navigation controller whose stack the More navigation controller shows, and
    /// that stack as it was.
    var redirectedNavigationStorage: UINavigationController?
    var redirectedStackStorage: [UIViewController] = []
    /// Set while the More navigation controller's stack is rearranged (no re-entry).
    var moreStackChangingStorage = false
    /// The More layout the bar's items were made for (the width may change it).
    var moreLayoutStorage: Int?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarStorage.managingController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarStorage.managingController = self
        _decodeContainedViewControllers(from: coder)
    }

    /// A tab bar controller showing `tabs` (UIKit, iOS 18).
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    open weak var delegate: (any UITabBarControllerDelegate)?

    open var tabBar: UITabBar { tabBarStorage }

    /// iOS 26: when the tab bar minimizes as content scrolls (`.automatic`). Kept: OpenUIKit's
    /// tab bar does not minimize.
    open var tabBarMinimizeBehavior: MinimizeBehavior = .automatic
    /// iOS 26: the accessory above the tab bar. Kept: not shown (see `UITabAccessory`).
    open var bottomAccessory: UITabAccessory? {
        get { bottomAccessoryStorage }
        set { setBottomAccessory(newValue, animated: false) }
    }
    open func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
        bottomAccessoryStorage = bottomAccessory
    }

    /// UIKit: after `tabs` is set, the tabs' view controllers (of the tabs the bar shows).
    open var viewControllers: [UIViewController]? {
        get { tabControllers.isEmpty ? nil : tabControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. UIKit: the selection stays on the same controller when it is still
    /// a tab, else on the same index (clamped), else the first tab. Ours: this leaves a
    /// `tabs` configuration (`tabs` becomes empty).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        if !rootTabs.isEmpty { detachTabs() }
        installControllers(viewControllers ?? [], preferredIndex: nil)
        customizableViewControllers = viewControllers
    }

    /// UIKit: the tabs the person may rearrange in the More screen; setting `viewControllers`
    /// sets it to the same list. Ours: kept, there is no customizing.
    open var customizableViewControllers: [UIViewController]?

    /// UIKit: the More tab's navigation controller (made when first asked for, never in
    /// `viewControllers`); its root lists the tabs after the fourth.
    open var moreNavigationController: UINavigationController { moreNavigationStorage }

    /// The shown tab's controller (`moreNavigationController` while the More list shows; a
    /// listed controller when it shows in More). Setting `moreNavigationController` shows
    /// the More list; a controller that is not a tab is ignored.
    open var selectedViewController: UIViewController? {
        get {
            syncMoreSelection()
            if moreListShownStorage { return moreNavigationStorage }
            return tabControllers.indices.contains(selectedIndexStorage) ? tabControllers[selectedIndexStorage] : nil
        }
        set {
            if let newValue, newValue === moreNavigationStorage, usesMoreTab { return selectMoreList() }
            guard let newValue, let index = tabControllers.firstIndex(where: { $0 === newValue }) else {
                FrameworkLog.log("UITabBarController.selectedViewController: only a view controller in the tab bar controller's list can be selected; ignored")
                return
            }
            selectedIndex = index
        }
    }

    /// The shown tab's index in `viewControllers` (`NSNotFound` without tabs and while the
    /// More list shows). UIKit: setting a listed controller's index shows it in More.
    open var selectedIndex: Int {
        get {
            syncMoreSelection()
            return selectedIndexStorage
        }
        set {
            guard tabControllers.indices.contains(newValue) else {
                FrameworkLog.log("UITabBarController.selectedIndex: \(newValue) is out of bounds for \(tabControllers.count) tabs; ignored")
                return
            }
            select(index: newValue, previous: displayedController)
        }
    }

    // MARK: Tabs (iOS 18)

    /// The root tabs (UIKit, iOS 18). Setting them replaces a `viewControllers`
    /// configuration: `viewControllers` then lists the tabs' view controllers.
    open var tabs: [UITab] {
        get { rootTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the root tabs. UIKit: identifiers must be unique across the tabs; the
    /// selection stays on the same tab when it is still shown, else on the first.
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        replaceTabs(with: tabs)
    }

    /// The selected tab: the shown root tab, or the selected child of a selected group (all
    /// the way down). Setting a tab in the hierarchy selects its root tab and makes each group
    /// above it select the way to it; another tab is ignored.
    open var selectedTab: UITab? {
        get { currentSelectedTab }
        set {
            guard let newValue else {
                FrameworkLog.log("UITabBarController.selectedTab: a tab bar controller with tabs always has a selected tab; nil ignored")
                return
            }
            selectTab(newValue)
        }
    }

    /// The tab with `identifier` among the tabs and their descendants.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for tab in rootTabs {
            if tab.identifier == identifier { return tab }
            if let group = tab as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// How the tabs show: kept; ours always shows the tab bar (no sidebar).
    open var mode: UITabBarController.Mode = .automatic

    /// The sidebar's settings (kept; no sidebar is drawn).
    open var sidebar: UITabBarController.Sidebar { sidebarStorage }

    /// Names the person's customizations (kept; there is no customizing here).
    open var customizationIdentifier: String?

    /// UIKit: in a compact width only the root tabs named here are in the tab bar (all when
    /// nil). Ours: the bar is always the compact one, so the filter always applies.
    open var compactTabIdentifiers: [String]? { didSet { tabsStructureDidChange() } }

    /// Whether the tab bar is hidden (UIKit, iOS 18): the selected child then fills the
    /// container and its safe area no longer includes the bar.
    open var isTabBarHidden: Bool {
        get { tabBarHiddenStorage }
        set { setTabBarHidden(newValue, animated: false) }
    }

    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != tabBarHiddenStorage else { return }
        tabBarHiddenStorage = hidden
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        if animated, view.window != nil {
            UIView.animate(withDuration: 0.3) { view.layoutIfNeeded() }
        } else {
            view.layoutIfNeeded()
        }
    }

    // MARK: UITabBarDelegate

    /// UIKit: the tab bar controller is its bar's delegate.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // UIKit: the controller passes its bar's customizing calls to its delegate, with the view
    // controllers of the items. The bar here offers no customizing sheet
    // (`beginCustomizingItems(_:)`: see the tab bar row), so only code calls these.

    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        delegate?.tabBarController(self, willBeginCustomizing: customizedControllers(for: items))
    }

    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}

    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, willEndCustomizing: customizedControllers(for: items), changed: changed)
    }

    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: customizedControllers(for: items), changed: changed)
    }

    /// The view controllers whose tab bar items are `items`, in the items' order.
    private func customizedControllers(for items: [UITabBarItem]) -> [UIViewController] {
        let controllers = viewControllers ?? []
        return items.compactMap { item in controllers.first { $0.tabBarItemStorage === item } }
    }

    // MARK: The view

    open override func loadView() {
        let container = TabBarControllerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(tabBarStorage)
        view = container
        if let selected = displayedController { showTab(selected) }
    }

    open override var childForStatusBarStyle: UIViewController? { displayedController }
    open override var childForStatusBarHidden: UIViewController? { displayedController }
}
