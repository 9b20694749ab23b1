import Foundation

// UIKit's scene-session requests (iOS 13). OpenUIKit runs one window scene and does not
// support multiple scenes (`supportsMultipleScenes` is false), so — as on an iPhone, or an
// iPad app without the multiple-scenes manifest entry — activation requests fail with
// `UISceneError.multipleScenesNotSupported`.
extension UIApplication {
    /// Asks the system to activate `sceneSession` (a new scene when nil), optionally handing it
    /// `userActivity`. Here: the error handler gets `.multipleScenesNotSupported` on a later
    /// main-queue turn, and nothing is activated.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        guard let errorHandler else { return }
        let handler = SceneRequestErrorHandler(run: errorHandler)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                handler.run(UISceneError(.multipleScenesNotSupported, userInfo: [
                    NSLocalizedDescriptionKey: "The app does not support multiple scenes",
                ]))
            }
        }
    }

    /// Asks the system to close `sceneSession`'s scene and discard the session. Here the
    /// app's only scene stays (the app cannot close its last window): the error handler gets
    /// `.requestDenied` on a later main-queue turn (ours).
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard let errorHandler else { return }
        let handler = SceneRequestErrorHandler(run: errorHandler)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                handler.run(UISceneError(.requestDenied, userInfo: [
                    NSLocalizedDescriptionKey: "The app's only scene cannot be destroyed",
                ]))
            }
        }
    }

    /// Asks the system to refresh the session's snapshot in the app switcher; there is no
    /// app switcher here, so nothing is refreshed.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}
}

/// An error handler carried to the main queue as given (UIKit calls it there).
private struct SceneRequestErrorHandler: @unchecked Sendable {
    let run: (any Error) -> Void
}
