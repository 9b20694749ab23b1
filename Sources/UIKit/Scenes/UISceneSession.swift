import Foundation

/// The record of one of the app's scenes, kept while the scene is connected (UIKit, iOS 13;
/// made by the system).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    weak var sceneStorage: UIScene?
    let roleStorage: Role
    let configurationStorage: UISceneConfiguration
    let identifierStorage: String

    init(role: Role, configuration: UISceneConfiguration) {
        roleStorage = role
        configurationStorage = configuration
        identifierStorage = UUID().uuidString
        super.init()
    }

    /// The connected scene (nil once it disconnected).
    open var scene: UIScene? { sceneStorage }
    open var role: Role { roleStorage }
    /// The configuration the scene was made with.
    open var configuration: UISceneConfiguration { configurationStorage }
    /// A unique identifier, kept for the session's life.
    open var persistentIdentifier: String { identifierStorage }
    /// The app's own values for the session.
    open var userInfo: [String: Any]?
    /// The activity the scene delegate's `stateRestorationActivity(for:)` gave when the scene
    /// last entered the background, offered again when the scene reconnects (OpenUIKit keeps
    /// it for the process's life: an in-process relaunch restores from it; nothing is written
    /// to disk).
    open var stateRestorationActivity: NSUserActivity?
}
