@_spi(Platform) import QuartzCore
import Foundation

/// iOS 26: the main menu system, `UIMenuSystem.main` (the same object). An app sets how its
/// main menu is built once, early (UIKit: in `application(_:didFinishLaunchingWithOptions:)`):
/// which standard element groups are in it (`Configuration`) and, optionally, a build handler
/// that edits the menu in place of the responders' `buildMenu(with:)`. Every later rebuild
/// uses them too.
@preconcurrency @MainActor
open class UIMainMenuSystem: UIMenuSystem {
    /// The configuration the menu is built with (a copy of the one set).
    var buildConfiguration = UIMainMenuSystem.Configuration()
    /// Replaces the responders' `buildMenu(with:)` when set.
    var buildHandler: ((any UIMenuBuilder) -> Void)?

    /// The shared main menu system (`UIMenuSystem.main`).
    open class var shared: UIMainMenuSystem { FrameworkEnvironment.mainMenuSystem }

    /// Builds the main menu with `configuration` from now on, and with `buildHandler` instead
    /// of the responders' `buildMenu(with:)` when one is given; the menu is rebuilt. UIKit
    /// asserts when this is called while the menu is being built.
    @preconcurrency
    public func setBuildConfiguration(_ configuration: UIMainMenuSystem.Configuration,
                                      buildHandler: ((any UIMenuBuilder) -> Void)? = nil) {
        precondition(!isBuilding, "UIMainMenuSystem.setBuildConfiguration(_:buildHandler:): the main menu system is building; set its configuration before or after a build")
        buildConfiguration = configuration.copy() as? UIMainMenuSystem.Configuration ?? configuration
        self.buildHandler = buildHandler
        isConfigured = true
        setNeedsRebuild()
    }

    /// Whether the app set a configuration (UIKitTesting's reset puts the default one back).
    private var isConfigured = false

    /// Test support (UIKitTesting's `reset()`): the default configuration and no build handler.
    @_spi(Platform)
    public func _resetBuildConfiguration() {
        guard isConfigured else { return }
        isConfigured = false
        buildConfiguration = UIMainMenuSystem.Configuration()
        buildHandler = nil
        setNeedsRebuild()
    }

    /// The standard menu with the configuration's groups removed or added.
    func standardMenu() -> UIMenu {
        let builder = MenuTreeBuilder(system: self, root: Self.standardMainMenu())
        let configuration = buildConfiguration
        // Groups OpenUIKit's standard menu has: `.automatic` keeps them.
        let standard: [(UIMenu.Identifier, UIMenuSystem.ElementGroupPreference)] = [
            (.newScene, configuration.newScenePreference), (.print, configuration.printingPreference),
            (.find, configuration.findingPreference), (.toolbar, configuration.toolbarPreference),
            (.format, configuration.textFormattingPreference),
        ]
        for (identifier, preference) in standard where preference == .removed && builder.menu(for: identifier) != nil {
            builder.remove(menu: identifier)
        }
        // Groups it leaves out unless asked for (empty: the app's commands go in them).
        if configuration.documentPreference == .included {
            builder.insertChild(UIMenu(title: "", identifier: .document, options: .displayInline, children: []), atEndOfMenu: .file)
        }
        if configuration.sidebarPreference == .included {
            builder.insertChild(UIMenu(title: "", identifier: .sidebar, options: .displayInline, children: []), atStartOfMenu: .view)
        }
        return builder.root
    }
}
