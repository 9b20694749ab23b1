import Foundation

extension UIScene {
    /// Why a scene connects: URLs to open, the app that asked (UIKit; made by the system).
    /// OpenUIKit's launch asks for nothing: the sets are empty and the values nil.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        let shortcutItemStorage: UIApplicationShortcutItem?

        init(shortcutItem: UIApplicationShortcutItem? = nil) {
            shortcutItemStorage = shortcutItem
            super.init()
        }

        /// URLs to open at connection.
        open var urlContexts: Set<UIOpenURLContext> { [] }
        /// The bundle identifier of the app that asked for the connection.
        open var sourceApplication: String? { nil }
        /// The type of a Handoff activity to continue.
        open var handoffUserActivityType: String? { nil }
        /// The Home Screen quick action that launched the app (UIKit: then
        /// `windowScene(_:performActionFor:completionHandler:)` is not called for it).
        open var shortcutItem: UIApplicationShortcutItem? { shortcutItemStorage }
    }

    /// Options for `UIScene.open(_:options:completionHandler:)`.
    @preconcurrency @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// Open the URL only when an app claims it as a universal link (false).
        open var universalLinksOnly = false

        public override init() {
            super.init()
        }
    }
}
