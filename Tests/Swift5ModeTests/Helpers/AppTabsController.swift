import UIKit

/// An iOS 18 tab shell as apps write it: tabs made in `viewDidLoad` (a tab, a group with a
/// managing navigation controller, the search tab), the controller its own delegate.
final class AppTabsController: UITabBarController, UITabBarControllerDelegate {
    private(set) var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let home = UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in
            UINavigationController(rootViewController: UIViewController())
        }
        home.badgeValue = "2"
        let recent = UITab(title: "Recent", image: nil, identifier: "recent") { _ in UIViewController() }
        let library = UITabGroup(title: "Library", image: nil, identifier: "library", children: [recent]) { _ in
            UIViewController()
        }
        library.managingNavigationController = UINavigationController()
        let search = UISearchTab { _ in UIViewController() }
        search.preferredPlacement = .pinned
        setTabs([home, library, search], animated: false)
        mode = .tabSidebar
        sidebar.isHidden = true
        sidebar.preferredLayout = .overlap
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        tab.isEnabled
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        selections.append(selectedTab.identifier)
    }

    func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
                          proposedViewControllers: [UIViewController]) -> [UIViewController] {
        tab is UITabGroup ? [] : proposedViewControllers
    }
}
