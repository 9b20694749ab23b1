import Foundation

/// How one row of a tab bar controller's sidebar looks (UIKit, iOS 18): a tab or a group's
/// sidebar action, with content and background configurations and cell accessories. The
/// sidebar delegate makes these in `tabBarController(_:sidebar:itemFor:)` and updates them in
/// `tabBarController(_:sidebar:update:)`.
///
/// Differs from UIKit: the tab bar controller draws no sidebar here, so it never requests
/// items; an item the app makes keeps what it is given.
@preconcurrency @MainActor
open class UITabSidebarItem: NSObject {
    /// What the row shows.
    public enum Content {
        case tab(UITab)
        case action(UIAction)
    }

    /// The tab or action the row shows.
    open private(set) var content: UITabSidebarItem.Content

    /// The row's state: selected when it is the tab bar controller's selected tab.
    open private(set) var configurationState: UICellConfigurationState

    /// UIKit: starts as `defaultContentConfiguration()`.
    open var contentConfiguration: any UIContentConfiguration

    /// UIKit: starts as `defaultBackgroundConfiguration()`.
    open var backgroundConfiguration: UIBackgroundConfiguration

    open var accessories: [UICellAccessory] = []

    public convenience init(request: UITabSidebarItem.Request) {
        self.init(content: request.content)
    }

    init(content: UITabSidebarItem.Content) {
        self.content = content
        var state = UICellConfigurationState(traitCollection: UITraitCollection(listEnvironment: .sidebar))
        if case .tab(let tab) = content, let controller = tab.tabBarController, controller.selectedTab === tab {
            state.isSelected = true
        }
        configurationState = state
        contentConfiguration = Self.contentConfiguration(for: content)
        backgroundConfiguration = .listSidebarCell()
        super.init()
    }

    /// A sidebar cell's content with the tab's title and image, or the action's (UIKit).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        Self.contentConfiguration(for: content)
    }

    /// A sidebar cell's background (UIKit).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listSidebarCell()
    }

    private static func contentConfiguration(for content: UITabSidebarItem.Content) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.sidebarCell()
        switch content {
        case .tab(let tab):
            configuration.text = tab.title
            configuration.image = tab.image
        case .action(let action):
            configuration.text = action.title
            configuration.image = action.image
        }
        return configuration
    }
}

extension UITabSidebarItem {
    /// The sidebar's request for a row's item (UIKit, iOS 18): pass it to `init(request:)`.
    @preconcurrency @MainActor
    open class Request: NSObject {
        open private(set) var content: UITabSidebarItem.Content

        init(content: UITabSidebarItem.Content) {
            self.content = content
            super.init()
        }
    }
}
