@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A container that shows one of its view controllers at a time, chosen with a tab bar
/// (UIKit). Each child's `tabBarItem` is a tab; its view fills the container, under the
/// bar, with its safe area ending at the bar.
///
/// Differs from UIKit: no More tab (`moreNavigationController`): every tab is shown, however
/// many; no customizing.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var tabs: [UIViewController] = []
    var selectedIndexStorage = NSNotFound
    let tabBarStorage = UITabBar()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarStorage.managingController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBarStorage.managingController = self
        _decodeContainedViewControllers(from: coder)
    }

    open weak var delegate: (any UITabBarControllerDelegate)?

    open var tabBar: UITabBar { tabBarStorage }

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. UIKit: the selection stays on the same controller when it is still
    /// a tab, else on the same index (clamped), else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let oldSelected = selectedViewController
        let oldTabs = tabs
        for controller in oldTabs where !unique.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === oldSelected { hide(controller) }
            controller.removeFromParent()
        }
        for controller in unique where controller.parentStorage !== self {
            addChild(controller)
        }
        tabs = unique
        childList = unique + childList.filter { child in !unique.contains { $0 === child } }
        for controller in unique where !oldTabs.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
        tabBarItemsDidChange()
        let newIndex: Int
        if let oldSelected, let index = unique.firstIndex(where: { $0 === oldSelected }) {
            newIndex = index
        } else if unique.isEmpty {
            newIndex = NSNotFound
        } else if selectedIndexStorage != NSNotFound {
            newIndex = min(selectedIndexStorage, unique.count - 1)
        } else {
            newIndex = 0
        }
        selectedIndexStorage = NSNotFound
        select(index: newIndex, previous: oldSelected.flatMap { old in unique.contains { $0 === old } ? old : nil })
    }

    /// The shown tab's controller; setting it to a controller that is not a tab is ignored.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndexStorage) ? tabs[selectedIndexStorage] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                FrameworkLog.log("UITabBarController.selectedViewController: only a view controller in the tab bar controller's list can be selected; ignored")
                return
            }
            selectedIndex = index
        }
    }

    /// The shown tab's index (`NSNotFound` without tabs).
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard tabs.indices.contains(newValue) else {
                FrameworkLog.log("UITabBarController.selectedIndex: \(newValue) is out of bounds for \(tabs.count) tabs; ignored")
                return
            }
            select(index: newValue, previous: selectedViewController)
        }
    }

    /// UIKit: the tab bar controller is its bar's delegate.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // MARK: The view

    open override func loadView() {
        let container = TabBarControllerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(tabBarStorage)
        view = container
        if let selected = selectedViewController { showTab(selected) }
    }

    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
}
