@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore
import Foundation

/// A system of menus the app adds to by overriding `buildMenu(with:)` (UIKit): `main`, the
/// app's main menu (a Mac's or an iPad's menu bar), and `context`, the context menus' system.
///
/// The main menu is built once, when first needed (UIKit: at launch), from the standard
/// menus: the app object, then the app delegate (when it is a responder), get
/// `buildMenu(with:)`; `setNeedsRebuild()` builds it again when next needed. Linux shows no
/// menu bar: the built menu is kept (for keyboard shortcuts' discoverability, UIKit's other
/// use), not drawn.
@preconcurrency @MainActor
open class UIMenuSystem: NSObject {
    private let isMain: Bool
    private var built: UIMenu?
    private(set) var buildCount = 0

    init(main: Bool) {
        isMain = main
        super.init()
    }

    /// The app's main menu system (iOS 26: `UIMainMenuSystem.shared`).
    open class var main: UIMenuSystem { FrameworkEnvironment.mainMenuSystem }

    /// The context menus' system (UIKit: text views' context menus are built through it).
    open class var context: UIMenuSystem { FrameworkEnvironment.contextMenuSystem }

    /// Builds the menus again when they are next needed (UIKit: soon after).
    open func setNeedsRebuild() {
        built = nil
    }

    /// Asks the responders to `validate(_:)` the commands again when the menus next show.
    open func setNeedsRevalidate() {}

    /// Set while the menu is being built (UIKit asserts when the main menu's configuration
    /// changes then).
    private(set) var isBuilding = false

    /// The built menu (built now when needed).
    var menu: UIMenu {
        if let built { return built }
        let main = self as? UIMainMenuSystem
        let root = main?.standardMenu() ?? (isMain ? Self.standardMainMenu() : UIMenu(identifier: .root))
        let builder = MenuTreeBuilder(system: self, root: root)
        isBuilding = true
        defer { isBuilding = false }
        if let handler = main?.buildHandler {
            // iOS 26: the build handler replaces the responders' `buildMenu(with:)`.
            handler(builder)
        } else if isMain {
            let application = UIApplication.shared
            application.buildMenu(with: builder)
            if let delegate = application.delegate as? UIResponder, delegate !== application {
                delegate.buildMenu(with: builder)
            }
        }
        built = builder.root
        buildCount += 1
        return builder.root
    }

    /// The standard menus of UIKit's main menu (the titles Mac Catalyst shows; ours).
    static func standardMainMenu() -> UIMenu {
        func menu(_ title: String, _ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = [],
                  inline: Bool = false) -> UIMenu {
            UIMenu(title: title, identifier: identifier, options: inline ? .displayInline : [], children: children)
        }
        let name = ProcessInfo.processInfo.processName
        return menu("", .root, [
            menu(name, .application, [
                menu("", .about, [], inline: true), menu("", .preferences, [], inline: true),
                menu("Services", .services), menu("", .hide, [], inline: true), menu("", .quit, [], inline: true),
            ]),
            menu("File", .file, [menu("", .newScene, [], inline: true), menu("", .close, [], inline: true),
                                 menu("", .print, [], inline: true)]),
            menu("Edit", .edit, [
                menu("", .undoRedo, [UICommand(title: "Undo", action: Selector("undo:")), UICommand(title: "Redo", action: Selector("redo:"))],
                     inline: true),
                menu("", .standardEdit, [
                    UICommand(title: "Cut", action: StandardEditAction.cut), UICommand(title: "Copy", action: StandardEditAction.copy),
                    UICommand(title: "Paste", action: StandardEditAction.paste),
                    UICommand(title: "Delete", action: StandardEditAction.delete),
                    UICommand(title: "Select All", action: StandardEditAction.selectAll),
                ], inline: true),
                menu("Find", .find),
            ]),
            menu("Format", .format, [menu("Font", .font), menu("Text", .text)]),
            menu("View", .view, [menu("", .toolbar, [], inline: true), menu("", .fullscreen, [], inline: true)]),
            menu("Window", .window, [menu("", .minimizeAndZoom, [], inline: true), menu("", .bringAllToFront, [], inline: true)]),
            menu("Help", .help),
        ])
    }
}
