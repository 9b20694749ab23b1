import Foundation

extension UITabBarController.Sidebar {
    /// Customizes a tab bar controller's sidebar (UIKit, iOS 18). Every method is optional.
    ///
    /// Here the sidebar is not drawn: only `tabBarController(_:sidebarVisibilityWillChange:animator:)`
    /// is called (when `isHidden` changes); rows are never requested, shown, swiped, dragged
    /// or given context menus.
    @preconcurrency @MainActor
    public protocol Delegate: AnyObject {
        func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                              animator: any UITabBarController.Sidebar.Animating)
        func tabBarController(_ tabBarController: UITabBarController, sidebarAvailabilityDidChange sidebar: UITabBarController.Sidebar)
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab)
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab)
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                              itemFor request: UITabSidebarItem.Request) -> UITabSidebarItem
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, update item: UITabSidebarItem)
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                              contextMenuConfigurationFor tab: UITab) -> UIContextMenuConfiguration?
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                              leadingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration?
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                              trailingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration?
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                              itemsForBeginning session: any UIDragSession, tab: UITab) -> [UIDragItem]
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                              itemsForAddingTo session: any UIDragSession, tab: UITab) -> [UIDragItem]
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, sidebarAction: UIAction,
                              group: UITabGroup, operationForAcceptingItemsFrom dropSession: any UIDropSession) -> UIDropOperation
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, sidebarAction: UIAction,
                              group: UITabGroup, acceptItemsFrom dropSession: any UIDropSession)
    }

    /// Runs work alongside a sidebar visibility change (UIKit, iOS 18).
    @preconcurrency @MainActor
    public protocol Animating: AnyObject {
        func addAnimations(_ animations: @escaping () -> Void)
        func addCompletion(_ completion: @escaping () -> Void)
    }
}

extension UITabBarController.Sidebar.Delegate {
    public func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                                 animator: any UITabBarController.Sidebar.Animating) {}
    public func tabBarController(_ tabBarController: UITabBarController, sidebarAvailabilityDidChange sidebar: UITabBarController.Sidebar) {}
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab) {}
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab) {}
    /// UIKit: without this method the sidebar makes a default item for the request.
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 itemFor request: UITabSidebarItem.Request) -> UITabSidebarItem {
        UITabSidebarItem(request: request)
    }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, update item: UITabSidebarItem) {}
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 contextMenuConfigurationFor tab: UITab) -> UIContextMenuConfiguration? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 leadingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 trailingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 itemsForBeginning session: any UIDragSession, tab: UITab) -> [UIDragItem] { [] }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 itemsForAddingTo session: any UIDragSession, tab: UITab) -> [UIDragItem] { [] }
    /// UIKit: a cancel without this method.
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, sidebarAction: UIAction,
                                 group: UITabGroup, operationForAcceptingItemsFrom dropSession: any UIDropSession) -> UIDropOperation { .cancel }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, sidebarAction: UIAction,
                                 group: UITabGroup, acceptItemsFrom dropSession: any UIDropSession) {}
}
