import Foundation

// A URL or an activity reaches the running app (there is no system here to send one: UIKitTesting
// does, as the system would when another app opens a URL of the app's scheme or a universal link).
extension UIApplication {
    /// UIKit: a scene-based app gets the URL in `scene(_:openURLContexts:)`, others in
    /// `application(_:open:options:)`; an app in the background first comes to the foreground,
    /// and the URL is opened before it becomes active again. Returns whether it was handled
    /// (a scene delegate reports nothing: true once it was told).
    func open(_ request: LaunchRequest) -> Bool {
        var handled = false
        let deliver = {
            if self.isSceneBased, let scene = self.sceneRegistry.windowScene, let context = request.urlContext {
                scene.delegate?.scene(scene, openURLContexts: [context])
                handled = true
            } else if let delegate = self.delegate, let url = request.url {
                handled = delegate.application(self, open: url, options: request.openURLOptions)
            }
        }
        if applicationStateStorage == .background {
            enterForeground(whileInactive: deliver)
        } else {
            deliver()
        }
        return handled
    }

    /// UIKit: `willContinueUserActivityWithType`, then `continue` — to the scene delegate in a
    /// scene-based app, else to the app delegate, whose restoration handler passes the
    /// activity to each object's `restoreUserActivityState(_:)`.
    func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        var handled = false
        let deliver = {
            if self.isSceneBased, let scene = self.sceneRegistry.windowScene, let sceneDelegate = scene.delegate {
                sceneDelegate.scene(scene, willContinueUserActivityWithType: activity.activityType)
                sceneDelegate.scene(scene, continue: activity)
                handled = true
            } else {
                handled = self.continueUserActivityThroughAppDelegate(activity)
            }
        }
        if applicationStateStorage == .background {
            enterForeground(whileInactive: deliver)
        } else {
            deliver()
        }
        return handled
    }

    func continueUserActivityThroughAppDelegate(_ activity: NSUserActivity) -> Bool {
        guard let delegate else { return false }
        _ = delegate.application(self, willContinueUserActivityWithType: activity.activityType)
        return delegate.application(self, continue: activity) { objects in
            // UIKit: the handler may be kept and called later, on the main thread.
            MainActor.assumeIsolated {
                for object in objects ?? [] { object.restoreUserActivityState(activity) }
            }
        }
    }

    /// A remote notification for the app (UIKit sends it to the app delegate, also in a
    /// scene-based app).
    func receiveRemoteNotification(_ userInfo: [AnyHashable: Any],
                                   completionHandler: @escaping (UIBackgroundFetchResult) -> Void) -> Bool {
        guard let delegate else { return false }
        delegate.application(self, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
        return true
    }
}

// Test support (UIKitTesting).
extension UIApplication {
    @_spi(Platform)
    public func _open(_ url: URL, sourceApplication: String?, annotation: Any?, openInPlace: Bool) -> Bool {
        open(LaunchRequest(url: url, sourceApplication: sourceApplication, annotation: annotation, openInPlace: openInPlace))
    }

    @_spi(Platform)
    public func _continueUserActivity(_ activity: NSUserActivity) -> Bool {
        continueUserActivity(activity)
    }

    @_spi(Platform)
    public func _receiveRemoteNotification(_ userInfo: [AnyHashable: Any],
                                           completionHandler: @escaping (UIBackgroundFetchResult) -> Void) -> Bool {
        receiveRemoteNotification(userInfo, completionHandler: completionHandler)
    }

    @_spi(Platform)
    public func _relaunch(with delegate: any UIApplicationDelegate, opening url: URL?, sourceApplication: String?,
                          continuing activity: NSUserActivity?) -> Bool {
        relaunch(with: delegate, LaunchRequest(url: url, sourceApplication: sourceApplication, userActivity: activity))
    }
}
