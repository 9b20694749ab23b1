@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A tab holding other tabs (UIKit, iOS 18). In a sidebar it is a section; in the tab bar
/// here (the compact, iPhone presentation) it is one tab: see `UITabBarController+Tabs.swift`
/// for what it shows.
///
/// Differs from UIKit: no sidebar, so `sidebarActions`, `sidebarAppearance` and
/// `allowsReordering` are kept but shown nowhere.
@preconcurrency @MainActor
open class UITabGroup: UITab {
    var childList: [UITab] = []
    weak var selectedChildStorage: UITab?

    public init(title: String, image: UIImage?, identifier: String, children: [UITab],
                viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        adopt(children)
    }

    /// The group's tabs, in the order given.
    open var children: [UITab] {
        get { childList }
        set {
            for child in childList where child.parentStorage === self { child.parentStorage = nil }
            adopt(newValue)
            if let selected = selectedChildStorage, !childList.contains(where: { $0 === selected }) { selectedChildStorage = nil }
            tabsStructureDidChange()
        }
    }

    /// The selected child; it must be one of `children` (another tab is ignored).
    open var selectedChild: UITab? {
        get { selectedChildStorage }
        set {
            if let newValue, !childList.contains(where: { $0 === newValue }) {
                FrameworkLog.log("UITabGroup.selectedChild: the tab \"\(newValue.identifier)\" is not one of the group's children; ignored")
                return
            }
            guard newValue !== selectedChildStorage else { return }
            selectedChildStorage = newValue
            tabsStructureDidChange()
        }
    }

    /// The child chosen when a selection is needed and `selectedChild` is nil (the first
    /// child when nil).
    open var defaultChildIdentifier: String?

    /// Identifiers of children in their display order; children not named follow in their
    /// order, unknown identifiers are ignored.
    open var displayOrderIdentifiers: [String] = []

    /// `children` sorted by `displayOrderIdentifiers`.
    open var displayOrder: [UITab] {
        var ordered: [UITab] = []
        for identifier in displayOrderIdentifiers {
            if let child = childList.first(where: { $0.identifier == identifier }), !ordered.contains(where: { $0 === child }) {
                ordered.append(child)
            }
        }
        return ordered + childList.filter { child in !ordered.contains { $0 === child } }
    }

    /// Whether the person may reorder the children in the sidebar.
    open var allowsReordering: Bool = false

    /// UIKit: the group keeps this navigation controller's stack to the view controllers of
    /// the selected tabs below it (see `UITabBarController+Tabs.swift`).
    open var managingNavigationController: UINavigationController? {
        didSet { if managingNavigationController !== oldValue { tabsStructureDidChange() } }
    }

    open var sidebarActions: [UIAction] = []
    open var sidebarAppearance: UITabGroup.SidebarAppearance = .automatic

    /// The tab with `identifier` among the children and their descendants.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in childList {
            if child.identifier == identifier { return child }
            if let group = child as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The child a selection lands on: the selected one, else the default, else the first.
    var childForSelection: UITab? {
        if let selected = selectedChildStorage { return selected }
        if let identifier = defaultChildIdentifier, let child = childList.first(where: { $0.identifier == identifier }) { return child }
        return childList.first
    }

    override var allTabs: [UITab] { [self] + childList.flatMap { $0.allTabs } }

    private func adopt(_ tabs: [UITab]) {
        var unique: [UITab] = []
        for tab in tabs where !unique.contains(where: { $0 === tab }) {
            tab.parentStorage?.removeChild(tab)
            tab.parentStorage = self
            unique.append(tab)
        }
        childList = unique
    }

    private func removeChild(_ tab: UITab) {
        guard tab.parentStorage === self else { return }
        childList.removeAll { $0 === tab }
        if selectedChildStorage === tab { selectedChildStorage = nil }
    }
}
