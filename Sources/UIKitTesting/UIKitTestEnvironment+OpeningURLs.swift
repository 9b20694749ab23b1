@_spi(Platform) import UIKit

// URLs, activities and notifications the system would hand the app.
extension UIKitTestEnvironment {
    /// Another app (or the user, through a link) opens `url` with this app, as the system
    /// does for a URL of the app's scheme: a scene-based app's scene delegate gets
    /// `scene(_:openURLContexts:)`, another app's delegate `application(_:open:options:)`. An
    /// app in the background first enters the foreground; the URL is opened before it becomes
    /// active.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - sourceApplication: The bundle identifier of the app that opens it, if any.
    ///   - annotation: A property list a document interaction controller attached, if any.
    ///   - openInPlace: Whether the app must open the file where it is.
    /// - Returns: What the app delegate answered (true once a scene delegate was told).
    @discardableResult
    public static func simulateOpeningURL(_ url: URL, sourceApplication: String? = nil, annotation: Any? = nil,
                                          openInPlace: Bool = false) -> Bool {
        let handled = UIApplication.shared._open(url, sourceApplication: sourceApplication, annotation: annotation,
                                                 openInPlace: openInPlace)
        ManualClock.runLoopTurn()
        return handled
    }

    /// Claims `scheme` for the app, as an Info.plist's `CFBundleURLTypes` does (a Linux
    /// executable usually has no Info.plist): `UIApplication.canOpenURL(_:)` is true for its
    /// URLs, and `open(_:options:completionHandler:)` delivers them to the app on the next turn,
    /// as iOS does for a URL of the app's own scheme. `reset()` forgets it.
    ///
    /// - Parameter scheme: The scheme, without "://" (case-insensitive).
    public static func registerURLScheme(_ scheme: String) {
        UIApplication.shared._registerURLScheme(scheme)
    }

    /// The app is asked to continue `userActivity` (a universal link is an activity of type
    /// `NSUserActivityTypeBrowsingWeb` with its `webpageURL`; Handoff and Spotlight give
    /// others): `willContinueUserActivityWithType` then `continue` on the scene delegate, or on
    /// the app delegate, whose restoration handler passes the activity to each object's
    /// `restoreUserActivityState(_:)`.
    ///
    /// - Parameter userActivity: The activity to continue.
    /// - Returns: What the app delegate answered (true once a scene delegate was told).
    @discardableResult
    public static func simulateContinuingUserActivity(_ userActivity: NSUserActivity) -> Bool {
        let handled = UIApplication.shared._continueUserActivity(userActivity)
        ManualClock.runLoopTurn()
        return handled
    }

    /// A remote (push) notification arrives: the app delegate's
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
    ///
    /// - Parameters:
    ///   - userInfo: The notification's payload.
    ///   - fetchCompletionHandler: Gets what the app reports it fetched.
    /// - Returns: False when the app has no delegate.
    @discardableResult
    public static func simulateRemoteNotification(_ userInfo: [AnyHashable: Any],
                                                  fetchCompletionHandler: @escaping (UIBackgroundFetchResult) -> Void = { _ in }) -> Bool {
        UIApplication.shared._receiveRemoteNotification(userInfo, completionHandler: fetchCompletionHandler)
    }

    /// Launches the app again to open `url` (a cold start from a link): the launch options
    /// carry the URL (`.url`, `.sourceApplication`) and a scene-based app's connection options
    /// its `urlContexts` (then `scene(_:openURLContexts:)` is not called); an app delegate's
    /// `application(_:open:options:)` follows the launch when neither launch method returned
    /// false.
    ///
    /// - Parameters:
    ///   - delegate: The app delegate of the new run.
    ///   - url: The URL the app is launched to open.
    ///   - sourceApplication: The bundle identifier of the app that opens it, if any.
    /// - Returns: False when a launch method returned false.
    @discardableResult
    public static func relaunchApplication(with delegate: any UIApplicationDelegate, openingURL url: URL,
                                           sourceApplication: String? = nil) -> Bool {
        let launched = UIApplication.shared._relaunch(with: delegate, opening: url, sourceApplication: sourceApplication,
                                                      continuing: nil)
        ManualClock.runLoopTurn()
        return launched
    }

    /// Launches the app again to continue `userActivity` (a cold start from a universal link
    /// or Handoff): `.userActivityDictionary` in the launch options, `userActivities` in a
    /// scene-based app's connection options; an app delegate is then asked to continue it.
    ///
    /// - Parameters:
    ///   - delegate: The app delegate of the new run.
    ///   - userActivity: The activity the app is launched to continue.
    /// - Returns: False when a launch method returned false.
    @discardableResult
    public static func relaunchApplication(with delegate: any UIApplicationDelegate,
                                           continuing userActivity: NSUserActivity) -> Bool {
        let launched = UIApplication.shared._relaunch(with: delegate, opening: nil, sourceApplication: nil,
                                                      continuing: userActivity)
        ManualClock.runLoopTurn()
        return launched
    }
}
