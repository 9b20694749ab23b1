import Foundation

// UIKit (UITabBarController, moreNavigationController): with more than five view controllers
// in a compact width the bar shows the first four and a More item (`.more` system item).
// Selecting More shows `moreNavigationController`, whose root lists the others; a listed
// controller is shown pushed on it. While the list shows, `selectedViewController` is the
// More navigation controller and `selectedIndex` is `NSNotFound`. A listed navigation
// controller lends its stack to the More navigation controller (so one navigation bar shows)
// and gets it back when another tab is selected.
extension UITabBarController {
    /// The most tabs the bar shows without More. UIKit: five in a compact width; a pad's
    /// regular-width bar had room for eight (a ninth tab brought More, Open Radar 22878083).
    var maximumTabsWithoutMore: Int {
        let traits = traitCollection
        return traits.userInterfaceIdiom == .pad && traits.horizontalSizeClass == .regular ? 8 : 5
    }

    /// The tabs shown beside More: one slot goes to More (four on an iPhone).
    var tabsBeforeMore: Int { maximumTabsWithoutMore - 1 }

    /// Whether the bar has a More item. Not for `tabs` (iOS 18) configurations, which keep
    /// every tab as before.
    var usesMoreTab: Bool {
        rootTabs.isEmpty && tabControllers.count > maximumTabsWithoutMore
    }

    /// The view controllers the More list shows.
    var overflowControllers: [UIViewController] {
        usesMoreTab ? Array(tabControllers.dropFirst(tabsBeforeMore)) : []
    }

    func isOverflow(_ index: Int) -> Bool {
        usesMoreTab && index >= tabsBeforeMore && index < tabControllers.count
    }

    /// The bar's layout as far as More goes: the count of tabs beside More, or nil for none.
    var moreLayout: Int? { usesMoreTab ? tabsBeforeMore : nil }

    /// The child whose view the container shows: the More navigation controller for the More
    /// list and for a listed controller.
    var displayedController: UIViewController? {
        if moreListShownStorage { return moreNavigationStorage }
        guard tabControllers.indices.contains(selectedIndexStorage) else { return nil }
        return isOverflow(selectedIndexStorage) ? moreNavigationStorage : tabControllers[selectedIndexStorage]
    }

    /// The bar's items: every tab, or the first four and More.
    var barItems: [UITabBarItem] {
        guard usesMoreTab else { return tabControllers.map { $0.tabBarItem } }
        return tabControllers.prefix(tabsBeforeMore).map { $0.tabBarItem } + [moreNavigationStorage.tabBarItem]
    }

    /// The More navigation controller is this controller's child while it is in use.
    func adoptMoreNavigation() {
        let more = moreNavigationStorage
        guard more.parentStorage !== self else { return }
        addChild(more)
        more.didMove(toParent: self)
    }

    /// Shows the selected listed controller on the More navigation controller, above the list.
    func arrangeMoreStack() {
        guard isOverflow(selectedIndexStorage) else { return }
        let controller = tabControllers[selectedIndexStorage]
        let more = moreNavigationStorage
        if redirectedNavigationStorage === controller || more.viewControllers.contains(where: { $0 === controller }) { return }
        returnMoreTabs()
        adoptMoreNavigation()
        moreStackChangingStorage = true
        defer { moreStackChangingStorage = false }
        if let navigation = controller as? UINavigationController {
            let stack = navigation.viewControllers
            redirectedNavigationStorage = navigation
            redirectedStackStorage = stack
            navigation.setViewControllers([], animated: false)
            more.setViewControllers([moreListStorage] + stack, animated: false)
        } else {
            more.setViewControllers([moreListStorage, controller], animated: false)
        }
    }

    /// Gives back what the More navigation controller borrowed: a listed controller is this
    /// controller's child again; a navigation controller gets its stack back (its root when
    /// the person went back to the list).
    func returnMoreTabs() {
        guard moreNavigationMadeStorage else { return }
        moreStackChangingStorage = true
        defer { moreStackChangingStorage = false }
        let more = moreNavigationStorage
        let borrowed = Array(more.viewControllers.dropFirst())
        if !borrowed.isEmpty { more.setViewControllers([moreListStorage], animated: false) }
        if let navigation = redirectedNavigationStorage {
            let original = redirectedStackStorage
            redirectedNavigationStorage = nil
            redirectedStackStorage = []
            navigation.setViewControllers(borrowed.isEmpty ? Array(original.prefix(1)) : borrowed, animated: false)
        }
        guard rootTabs.isEmpty else { return }
        for controller in tabControllers where controller.parentStorage == nil {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// UIKit: once the More navigation controller is back at its list (the person went
    /// back), the More tab is the selection (`selectedIndex` is `NSNotFound`).
    func syncMoreSelection() {
        guard !moreStackChangingStorage, !moreListShownStorage, isOverflow(selectedIndexStorage) else { return }
        let controller = tabControllers[selectedIndexStorage]
        let stack = moreNavigationStorage.viewControllers
        let stillShown = redirectedNavigationStorage === controller
            ? stack.count > 1 : stack.contains { $0 === controller }
        guard !stillShown else { return }
        moreListShownStorage = true
        selectedIndexStorage = NSNotFound
        returnMoreTabs()
    }

    /// Shows the More list (selecting `moreNavigationController`).
    func selectMoreList() {
        syncMoreSelection()
        guard usesMoreTab, !moreListShownStorage else { return }
        let previous = displayedController
        returnMoreTabs()
        adoptMoreNavigation()
        moreListShownStorage = true
        selectedIndexStorage = NSNotFound
        moreListStorage.reload()
        tabBarStorage.selectedItem = moreNavigationStorage.tabBarItem
        tabBarStorage.contentNeedsUpdate = true
        showDisplayed(previous: previous)
    }

    /// A tap on the More item. UIKit: the delegate is asked and told with the More navigation
    /// controller; tapping it while it shows goes back to the list.
    func userSelectedMore(_ item: UITabBarItem) {
        let more = moreNavigationStorage
        if let delegate, !delegate.tabBarController(self, shouldSelect: more) { return }
        tabBar(tabBarStorage, didSelect: item)
        if displayedController === more {
            returnMoreTabs()
            moreListShownStorage = true
            selectedIndexStorage = NSNotFound
        } else {
            selectMoreList()
        }
        delegate?.tabBarController(self, didSelect: more)
    }

    /// A row of the More list: shows that controller on the More navigation controller.
    func moreListChoseRow(_ row: Int) {
        let index = tabsBeforeMore + row
        guard isOverflow(index) else { return }
        select(index: index, previous: displayedController)
    }

    /// The width changed the room in the bar (a pad's regular or compact width): the items
    /// are rebuilt and the selection is shown in or out of the More navigation controller.
    /// Ours: the More list itself gives way to the first listed tab when More goes.
    func moreTabAvailabilityDidChange() {
        let more = moreNavigationStorage
        // The child on screen, shown for the layout before the change.
        let previous = ([more] + tabControllers).first { $0.viewIfLoaded?.superview != nil && $0.viewIfLoaded?.superview === viewStorage }
        let wasList = moreListShownStorage
        returnMoreTabs()
        moreListShownStorage = false
        let index = wasList ? (usesMoreTab ? NSNotFound : tabsBeforeMore) : selectedIndexStorage
        if wasList, usesMoreTab {
            // Still a More tab: the list stays the selection.
            moreListShownStorage = true
            tabBarItemsDidChange()
            showDisplayed(previous: previous)
            return
        }
        selectedIndexStorage = NSNotFound
        tabBarItemsDidChange()
        select(index: index, previous: previous)
    }
}
