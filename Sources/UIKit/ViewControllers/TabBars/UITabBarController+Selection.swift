import Foundation

extension UITabBarController {
    /// Shows tab `index` in place of `previous`. UIKit's order: the new controller's
    /// viewWillAppear, the old one's viewWillDisappear and viewDidDisappear, then the new
    /// one's viewDidAppear.
    func select(index: Int, previous: UIViewController?) {
        syncMoreSelection()
        guard index != selectedIndexStorage || moreListShownStorage else { return }
        selectedIndexStorage = index
        moreListShownStorage = false
        if isOverflow(index) { arrangeMoreStack() }
        tabBarStorage.selectedItem = displayedController?.tabBarItem
        tabBarStorage.contentNeedsUpdate = true
        showDisplayed(previous: previous)
        if !isOverflow(index) { returnMoreTabs() }
    }

    /// Shows `displayedController` in place of `previous` (the child shown before).
    func showDisplayed(previous: UIViewController?) {
        let new = displayedController
        guard isViewLoaded, let view = viewStorage else { return }
        let old = previous === new ? nil : previous
        let visible = appearState == .appeared && view.window != nil
        new?.loadViewIfNeeded()
        if visible {
            new?.appearanceManagedByContainer = true
            old?.appearanceManagedByContainer = true
            new?.beginAppearanceTransitionIfNeeded(appearing: true, animated: false)
            old?.beginAppearanceTransitionIfNeeded(appearing: false, animated: false)
        }
        if let new { showTab(new) }
        if let oldView = old?.viewIfLoaded, oldView.superview === view { oldView.removeFromSuperview() }
        if visible {
            old?.endAppearanceTransitionIfNeeded(appearing: false, animated: false)
            new?.endAppearanceTransitionIfNeeded(appearing: true, animated: false)
            new?.appearanceManagedByContainer = false
            old?.appearanceManagedByContainer = false
        }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Adds `controller`'s view under the tab bar.
    func showTab(_ controller: UIViewController) {
        guard let view = viewStorage else { return }
        if controller.view.superview !== view { view.insertSubview(controller.view, belowSubview: tabBarStorage) }
        controller.view.frame = contentFrame(for: controller)
        updateChildSafeArea(controller)
    }

    /// Removes a leaving tab's view (with its disappearance callbacks when on screen).
    func hide(_ controller: UIViewController) {
        guard let controllerView = controller.viewIfLoaded, controllerView.superview === viewStorage else { return }
        controllerView.removeFromSuperview()
    }

    /// A tap on a tab: the delegate may refuse; the selected tab tapped again pops its
    /// navigation controller to the root (UIKit); the delegate hears of the selection.
    func userSelected(_ item: UITabBarItem) {
        if usesMoreTab, item === moreNavigationStorage.tabBarItem { return userSelectedMore(item) }
        guard let index = tabControllers.firstIndex(where: { $0.tabBarItemStorage === item }) else { return }
        if shownTabs.indices.contains(index) { return userSelectedTab(at: index, item: item) }
        let controller = tabControllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        tabBar(tabBarStorage, didSelect: item)
        if index == selectedIndexStorage {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index: index, previous: displayedController)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The tab bar shows the tabs' current items.
    func tabBarItemsDidChange() {
        moreLayoutStorage = moreLayout
        tabBarStorage.setItems(barItems, animated: false)
        tabBarStorage.selectedItem = displayedController?.tabBarItem
        moreListStorage.reload()
    }

    /// UIKit: the tab bar hides while `isTabBarHidden`, and while a navigation controller in
    /// the selected tab holds a controller that `hidesBottomBarWhenPushed`.
    var tabBarHiddenForSelection: Bool {
        if tabBarHiddenStorage { return true }
        guard let selected = displayedController else { return false }
        if let navigation = selected as? UINavigationController {
            return navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
        }
        return false
    }

    /// The bar at the bottom (49 points plus the bottom safe area, which its background
    /// covers), the selected child's view filling the container under it.
    func layoutContainer() {
        guard let view = viewStorage else { return }
        if moreLayoutStorage != moreLayout, !moreStackChangingStorage { moreTabAvailabilityDidChange() }
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        let hidden = tabBarHiddenForSelection
        let height = UITabBar.height + safe.bottom
        tabBarStorage.frame = CGRect(x: 0, y: hidden ? bounds.maxY : bounds.maxY - height, width: bounds.width, height: height)
        tabBarStorage.isHidden = hidden
        if let selected = displayedController, let childView = selected.viewIfLoaded, childView.superview === view {
            childView.frame = contentFrame(for: selected)
            updateChildSafeArea(selected)
        }
        updateScrollEdgeState()
    }

    func contentFrame(for child: UIViewController) -> CGRect {
        guard let view = viewStorage else { return UIScreen.main.bounds }
        let bounds = view.bounds
        guard !tabBarHiddenForSelection else { return bounds }
        let underBar = child.edgesForExtendedLayout.contains(.bottom) && (tabBarStorage.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        if underBar { return bounds }
        let height = UITabBar.height + view.safeAreaInsets.bottom
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - height))
    }

    /// The child's safe area ends at the top of the bar.
    func updateChildSafeArea(_ child: UIViewController) {
        guard let childView = child.viewIfLoaded, let view = viewStorage else { return }
        var insets = UIEdgeInsets.zero
        if !tabBarHiddenForSelection {
            let frame = childView.frame
            let inherited = max(0, frame.maxY - (view.bounds.maxY - view.safeAreaInsets.bottom))
            let wanted = max(0, frame.maxY - (view.bounds.maxY - UITabBar.height - view.safeAreaInsets.bottom))
            insets.bottom = max(0, wanted - inherited)
        }
        guard insets != child.containerSafeAreaStorage else { return }
        childView.performSafeAreaChange { child.containerSafeAreaStorage = insets }
    }

    /// Whether the selected content is scrolled to its bottom (the bar then shows its scroll
    /// edge appearance). UIKit: with no content scroll view, the content is at the edge.
    func updateScrollEdgeState() {
        var content = displayedController
        if let navigation = content as? UINavigationController { content = navigation.topViewController }
        guard let content else { return }
        guard let scrollView = content.contentScrollView(for: .bottom) else {
            tabBarStorage.isAtScrollEdge = true
            return
        }
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height
        let edge = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
        tabBarStorage.isAtScrollEdge = bottom >= edge - 0.5
    }

    /// Installs `controllers` as the children the bar shows. UIKit: the selection stays on the
    /// same controller when it is still there, else on the same index (clamped), else the
    /// first; `preferredIndex` (a tab kept across a rebuild) comes first.
    func installControllers(_ controllers: [UIViewController], preferredIndex: Int?) {
        // The More navigation controller gives back what it borrowed before the tabs change.
        syncMoreSelection()
        let oldDisplayed = displayedController
        let wasMoreList = moreListShownStorage
        let oldSelected = tabControllers.indices.contains(selectedIndexStorage) ? tabControllers[selectedIndexStorage] : nil
        returnMoreTabs()
        var unique: [UIViewController] = []
        for controller in controllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let oldTabs = tabControllers
        for controller in oldTabs where !unique.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === oldSelected { hide(controller) }
            controller.removeFromParent()
        }
        for controller in unique where controller.parentStorage !== self {
            addChild(controller)
        }
        tabControllers = unique
        childList = unique + childList.filter { child in !unique.contains { $0 === child } }
        for controller in unique where !oldTabs.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
        tabBarItemsDidChange()
        let newIndex: Int
        if let preferredIndex, unique.indices.contains(preferredIndex) {
            newIndex = preferredIndex
        } else if let oldSelected, let index = unique.firstIndex(where: { $0 === oldSelected }) {
            newIndex = index
        } else if unique.isEmpty {
            newIndex = NSNotFound
        } else if selectedIndexStorage != NSNotFound {
            newIndex = min(selectedIndexStorage, unique.count - 1)
        } else {
            newIndex = 0
        }
        selectedIndexStorage = NSNotFound
        moreListShownStorage = false
        if wasMoreList, preferredIndex == nil, usesMoreTab {
            // Ours: the More list stays selected while there is a More tab.
            moreListShownStorage = true
            tabBarItemsDidChange()
            return
        }
        let more = moreNavigationStorage
        let previous = oldDisplayed === more ? more : oldSelected.flatMap { old in unique.contains { $0 === old } ? old : nil }
        if newIndex == NSNotFound, let previous { hide(previous) }
        select(index: newIndex, previous: previous)
    }

    /// Drops `controller` from the tabs (it is moving elsewhere).
    func forget(_ controller: UIViewController) {
        // A listed controller moving onto the More navigation controller stays a tab.
        guard !moreStackChangingStorage else { return }
        guard let index = tabControllers.firstIndex(where: { $0 === controller }) else { return }
        let wasSelected = index == selectedIndexStorage
        tabControllers.remove(at: index)
        if shownTabs.indices.contains(index) { shownTabs.remove(at: index) }
        hide(controller)
        tabBarItemsDidChange()
        if wasSelected || index < selectedIndexStorage {
            let newIndex = tabControllers.isEmpty ? NSNotFound : min(max(0, selectedIndexStorage - (wasSelected ? 0 : 1)), tabControllers.count - 1)
            selectedIndexStorage = NSNotFound
            select(index: newIndex, previous: nil)
        }
    }
}
