import Foundation

/// One instance of the app's user interface (UIKit, iOS 13). OpenUIKit runs one window scene
/// per app: `UIApplication.connectedScenes` holds it, windows shown without a scene join it,
/// and it moves through the activation states with the app (see `UIApplication+Scenes.swift`).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    let sessionStorage: UISceneSession
    var activationStateStorage: ActivationState = .unattached

    /// UIKit: made by the system for a session; apps do not create scenes themselves.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        sessionStorage = session
        super.init()
        session.sceneStorage = self
    }

    /// The session the scene belongs to.
    open var session: UISceneSession { sessionStorage }

    /// The scene's delegate (held strongly, as in UIKit).
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life: unattached until it connects, then foreground active,
    /// foreground inactive or background with the app.
    open var activationState: ActivationState { activationStateStorage }

    /// The scene's title (shown by the app switcher on iPadOS; kept here). UIKit: an empty string.
    open var title: String! = ""

    /// UIKit (iOS 15): a subtitle for the scene's window; empty by default.
    open var subtitle: String = ""
    /// The requests the scene accepts (UIKit, iOS 13); see `UIScene.ActivationConditions`.
    open var activationConditions = UIScene.ActivationConditions()

    /// UIKit: asks the system to open `url`; OpenUIKit opens no external URLs (the completion
    /// gets false, as `UIApplication.open(_:options:completionHandler:)`).
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// UIKit: the scene's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }
}
