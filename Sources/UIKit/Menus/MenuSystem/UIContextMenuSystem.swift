@_spi(Platform) import QuartzCore
import Foundation

/// iOS 26: the context menus' system, `UIMenuSystem.context` (the same object). Responders'
/// `buildMenu(with:)` edits the menus it builds, as for the base class; there is no
/// configuration of its own.
@preconcurrency @MainActor
open class UIContextMenuSystem: UIMenuSystem {
    /// The shared context menu system (`UIMenuSystem.context`).
    open class var shared: UIContextMenuSystem { FrameworkEnvironment.contextMenuSystem }
}
