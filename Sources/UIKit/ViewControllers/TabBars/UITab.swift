@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A tab of a tab bar controller (UIKit, iOS 18): a title, an image, a badge and the view
/// controller its provider makes. Assigned through `UITabBarController.tabs`.
///
/// Differs from UIKit: there is no sidebar, so `subtitle`, `allowsHiding` and
/// `isHiddenByDefault` are kept but shown nowhere; see `UITabBarController+Tabs.swift` for
/// which tabs the bar shows.
@preconcurrency @MainActor
open class UITab: NSObject, UIPopoverPresentationControllerSourceItem, UISpringLoadedInteractionSupporting {
    let identifierStorage: String
    let viewControllerProvider: ((UITab) -> UIViewController)?
    var viewControllerStorage: UIViewController?
    weak var parentStorage: UITabGroup?
    /// Set on a root tab while it is in a tab bar controller's `tabs`.
    weak var tabBarControllerStorage: UITabBarController?

    /// UIKit: the provider runs when the view controller is first asked for; a root tab's
    /// must return one.
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.title = title
        self.image = image
        identifierStorage = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }

    /// Unique across a tab bar controller's tabs.
    open var identifier: String { identifierStorage }

    open var title: String { didSet { tabDidChange() } }
    open var image: UIImage? { didSet { tabDidChange() } }
    /// Shown in a sidebar only (UIKit); kept here.
    open var subtitle: String?
    open var badgeValue: String? { didSet { tabDidChange() } }
    /// UIKit, iOS 18.4: a disabled tab looks disabled and a tap does not select it.
    open var isEnabled: Bool = true { didSet { tabDidChange() } }
    open var preferredPlacement: UITab.Placement = .automatic { didSet { tabsStructureDidChange() } }
    open var userInfo: Any?

    /// UIKit: a hidden tab is neither in the sidebar nor in the tab bar.
    open var isHidden: Bool = false { didSet { if isHidden != oldValue { tabsStructureDidChange() } } }
    /// The hidden state a reset of the person's customization returns to.
    open var isHiddenByDefault: Bool = false
    /// Whether the person may hide the tab while editing the sidebar.
    open var allowsHiding: Bool = false

    open var accessibilityIdentifier: String? { didSet { tabDidChange() } }
    open var isSpringLoaded: Bool = false

    /// The group whose `children` hold this tab.
    open var parent: UITabGroup? { parentStorage }

    /// The tab bar controller holding this tab or one of its ancestors.
    open var tabBarController: UITabBarController? {
        var tab: UITab = self
        while let parent = tab.parentStorage { tab = parent }
        return tab.tabBarControllerStorage
    }

    /// The tab's view controller, made by the provider the first time it is asked for.
    open var viewController: UIViewController? {
        if let controller = viewControllerStorage { return controller }
        guard let provider = viewControllerProvider else { return nil }
        let controller = provider(self)
        controller.tabStorage = self
        viewControllerStorage = controller
        return controller
    }

    /// The rootmost group above (or at) this tab with a `managingNavigationController`.
    open var managingTabGroup: UITabGroup? {
        var found: UITabGroup?
        var tab: UITab? = self
        while let current = tab {
            if let group = current as? UITabGroup, group.managingNavigationController != nil { found = group }
            tab = current.parentStorage
        }
        return found
    }

    /// The frame of the tab's button in `referenceView` (a root tab shown in the tab bar).
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let button = tabBarController?.tabBarButton(for: self) else { return nil }
        return button.frame(in: referenceView)
    }

    /// Its title, image, badge or enabled state changed: the tab bar shows them again.
    func tabDidChange() {
        tabBarController?.tabPropertiesDidChange()
    }

    /// Its placement, visibility or children changed: the tab bar controller rebuilds.
    func tabsStructureDidChange() {
        tabBarController?.tabsStructureDidChange()
    }

    /// This tab and its descendants, depth first.
    var allTabs: [UITab] { [self] }

    /// The root tab above (or at) this tab.
    var rootTab: UITab {
        var tab: UITab = self
        while let parent = tab.parentStorage { tab = parent }
        return tab
    }
}
