@_spi(Diagnostics) import CoreGraphics
import Foundation

// The iOS 18 tab configuration. The tab bar shows the root tabs that appear by default —
// not hidden, placement neither `.optional` nor `.sidebarOnly` (UIKit: those only show once
// the person adds them, which needs the sidebar's editing) and, when `compactTabIdentifiers`
// is set, named there. Each shown tab's displayed view controller becomes a child, in order,
// and is what `viewControllers` lists; its tab bar item shows the tab's title, image, badge
// and enabled state.
//
// A group in the tab bar (UIKit on iPhone, the compact presentation) is one tab showing:
// its managing navigation controller, whose stack is the view controllers of the selected
// tabs from the group down; else its own view controller; else what its selected child
// (or default child, or first child) shows.
extension UITabBarController {
    /// The root tab shown at the selected index.
    var currentRootTab: UITab? {
        shownTabs.indices.contains(selectedIndexStorage) ? shownTabs[selectedIndexStorage] : nil
    }

    /// The selected root tab, or its selected descendant.
    var currentSelectedTab: UITab? {
        guard var tab = currentRootTab else { return nil }
        while let group = tab as? UITabGroup, let child = group.selectedChildStorage { tab = child }
        return tab
    }

    func replaceTabs(with tabs: [UITab]) {
        var unique: [UITab] = []
        var identifiers = Set<String>()
        for tab in tabs where !unique.contains(where: { $0 === tab }) {
            for member in tab.allTabs {
                precondition(identifiers.insert(member.identifier).inserted,
                             "UITabBarController.tabs: more than one tab has the identifier \"\(member.identifier)\"; identifiers must be unique")
            }
            unique.append(tab)
        }
        let previous = currentRootTab
        for tab in rootTabs where !unique.contains(where: { $0 === tab }) { tab.tabBarControllerStorage = nil }
        for tab in unique { tab.tabBarControllerStorage = self }
        rootTabs = unique
        if unique.isEmpty {
            shownTabs = []
            installControllers([], preferredIndex: nil)
        } else {
            rebuildFromTabs(keeping: previous)
        }
    }

    /// Leaves the tab configuration (`viewControllers` was set).
    func detachTabs() {
        for tab in rootTabs { tab.tabBarControllerStorage = nil }
        rootTabs = []
        shownTabs = []
    }

    func isShownInTabBar(_ tab: UITab) -> Bool {
        if tab.isHidden { return false }
        if tab.preferredPlacement == .optional || tab.preferredPlacement == .sidebarOnly { return false }
        if let identifiers = compactTabIdentifiers, !identifiers.contains(tab.identifier) { return false }
        return true
    }

    /// Makes the children from the shown tabs; the selection stays on `previous` when it is
    /// still shown (else as `setViewControllers` keeps it).
    func rebuildFromTabs(keeping previous: UITab?) {
        guard !rebuildingFromTabs else { return }
        rebuildingFromTabs = true
        defer { rebuildingFromTabs = false }
        let shown = rootTabs.filter(isShownInTabBar)
        var controllers: [UIViewController] = []
        for tab in shown {
            guard let controller = displayedController(for: tab) else {
                preconditionFailure("UITabBarController.tabs: the root tab \"\(tab.identifier)\" has no view controller; a root tab's viewControllerProvider must return one")
            }
            precondition(!controllers.contains { $0 === controller },
                         "UITabBarController.tabs: the tab \"\(tab.identifier)\" shows a view controller another tab already shows")
            controllers.append(controller)
        }
        shownTabs = shown
        installControllers(controllers, preferredIndex: previous.flatMap { old in shown.firstIndex { $0 === old } })
        tabPropertiesDidChange()
    }

    /// A tab's placement, visibility, children or selected child changed.
    func tabsStructureDidChange() {
        guard !rootTabs.isEmpty, !rebuildingFromTabs else { return }
        rebuildFromTabs(keeping: currentRootTab)
    }

    /// The view controller a root tab shows in the tab bar (see the comment at the top).
    func displayedController(for tab: UITab) -> UIViewController? {
        guard let group = tab as? UITabGroup else { return tab.viewController }
        if let navigation = group.managingNavigationController {
            updateManagedStack(of: group, in: navigation)
            return navigation
        }
        if let own = group.viewController { return own }
        guard let child = group.childForSelection else { return nil }
        // UIKit: a selection is needed, so the default child becomes the selected one.
        if group.selectedChildStorage == nil { group.selectedChildStorage = child }
        return displayedController(for: child)
    }

    /// UIKit: each level of the selection below a managing group proposes its tab's view
    /// controller (none when it has none); the delegate may change each level's list.
    func updateManagedStack(of group: UITabGroup, in navigation: UINavigationController) {
        var stack: [UIViewController] = []
        var level: UITab? = group
        while let tab = level {
            let proposed = tab.viewController.map { [$0] } ?? []
            stack += delegate?.tabBarController(self, displayedViewControllersFor: tab, proposedViewControllers: proposed) ?? proposed
            guard let current = tab as? UITabGroup, let child = current.childForSelection else { break }
            if current.selectedChildStorage == nil { current.selectedChildStorage = child }
            level = child
        }
        guard stack.map(ObjectIdentifier.init) != navigation.viewControllers.map(ObjectIdentifier.init) else { return }
        navigation.setViewControllers(stack, animated: false)
    }

    /// Selects `tab` (a tab of this controller at any depth): each group above it selects the
    /// way down, its root tab becomes the selected one.
    func selectTab(_ tab: UITab) {
        guard tab.tabBarController === self else {
            FrameworkLog.log("UITabBarController.selectedTab: the tab \"\(tab.identifier)\" is not one of this tab bar controller's tabs; ignored")
            return
        }
        let root = tab.rootTab
        guard shownTabs.contains(where: { $0 === root }) else {
            FrameworkLog.log("UITabBarController.selectedTab: the tab \"\(tab.identifier)\" is not in the tab bar (hidden or not placed there); ignored")
            return
        }
        var child = tab
        while let parent = child.parentStorage {
            parent.selectedChildStorage = child
            child = parent
        }
        rebuildFromTabs(keeping: root)
    }

    /// A tap on a shown tab: `shouldSelectTab`, the switch (with its appearance callbacks),
    /// then `didSelectTab` with the tab selected before. Tapping the selected tab pops its
    /// navigation controller to the root (not a managing group's, whose stack follows the
    /// selection). UIKit (iOS 18 to 26): the view controller methods are asked and told too
    /// (iOS 27 no longer asks `shouldSelect`); ours: each after its tab counterpart.
    func userSelectedTab(at index: Int, item: UITabBarItem) {
        let tab = shownTabs[index]
        let controller = tabControllers[index]
        if let delegate {
            guard delegate.tabBarController(self, shouldSelectTab: tab),
                  delegate.tabBarController(self, shouldSelect: controller) else { return }
        }
        let previous = currentSelectedTab
        tabBar(tabBarStorage, didSelect: item)
        if index == selectedIndexStorage {
            let managed = (tab as? UITabGroup)?.managingNavigationController != nil
            if !managed { (tabControllers[index] as? UINavigationController)?.popToRootViewController(animated: true) }
        } else {
            select(index: index, previous: selectedViewController)
        }
        if let selected = currentSelectedTab {
            delegate?.tabBarController(self, didSelectTab: selected, previousTab: previous)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Each shown tab's item shows the tab's title, image, badge and enabled state.
    func tabPropertiesDidChange() {
        for (tab, controller) in zip(shownTabs, tabControllers) {
            guard let item = controller.tabBarItem else { continue }
            if item.title != tab.title { item.title = tab.title }
            if item.image !== tab.image { item.image = tab.image }
            if item.badgeValue != tab.badgeValue { item.badgeValue = tab.badgeValue }
            if item.isEnabled != tab.isEnabled { item.isEnabled = tab.isEnabled }
            if item.accessibilityIdentifier != tab.accessibilityIdentifier { item.accessibilityIdentifier = tab.accessibilityIdentifier }
        }
    }

    /// The bar's button for a shown root tab.
    func tabBarButton(for tab: UITab) -> UIView? {
        guard let index = shownTabs.firstIndex(where: { $0 === tab }), tabControllers.indices.contains(index) else { return nil }
        let item = tabControllers[index].tabBarItemStorage
        return tabBarStorage.buttons.first { $0.item === item }
    }
}
