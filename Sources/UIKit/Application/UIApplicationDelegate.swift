import Foundation

/// Methods to manage shared behaviours for the app. Every method is optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, when the delegate manages one.
    var window: UIWindow? { get set }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory: free what can be rebuilt.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Registration for remote notifications succeeded (never on Linux).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registration for remote notifications failed (always on Linux; see
    /// `UIApplication+RemoteNotifications.swift`).
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// The orientations the app's windows support (every one by default).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// UIKit (iOS 13): the configuration of a scene that connects; by default one named
    /// "Default Configuration" for the session's role, without a delegate class.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// UIKit (iOS 13): the user discarded these scenes' sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // State preservation and restoration (see StateRestoration/).
    /// Whether UIKit saves the interface's state now (false by default: an app opts in).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether UIKit restores the saved interface at this launch (false by default).
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// The view controller for a restoration path whose view controller has no restoration
    /// class; nil lets UIKit look for one the app made already.
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
    /// Encode app-wide state into the archive, before the view controllers.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Decode the app-wide state, after every restored object.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    /// The older form, asked when the app does not implement the secure one.
    @available(iOS, introduced: 6.0, deprecated: 13.2, message: "Use application:shouldSaveSecureApplicationState: instead")
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// The older form, asked when the app does not implement the secure one.
    @available(iOS, introduced: 6.0, deprecated: 13.2, message: "Use application:shouldRestoreSecureApplicationState: instead")
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// The user chose one of the app's Home Screen quick actions (apps without a scene
    /// delegate); call the handler with whether the action was handled.
    /// UIKit (deprecated in iOS 13): a background fetch; call the handler with the result.
    /// Linux never wakes the app to fetch.
    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)

    // Opening URLs and continuing user activities (apps without a scene delegate; see
    // UIApplicationDelegate+OpeningURLs.swift for the defaults and UIKit's fallbacks).
    /// Open a URL (UIKit, iOS 9). Implementations may keep Apple's `= [:]` default.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    @available(iOS, introduced: 4.2, deprecated: 9.0, message: "Use application:openURL:options:")
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool
    @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use application:openURL:options:")
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool
    /// Whether the app tells the user itself that an activity of this type is on its way.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    /// A remote notification arrived (Linux has no push service; a test delivers one).
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:withCompletionHandler:] or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:] for user visible notifications and -[UIApplicationDelegate application:didReceiveRemoteNotification:fetchCompletionHandler:] for silent remote notifications")
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
    /// Events of a background URL session are waiting (never on Linux: no background sessions).
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)
    /// The day changed, or the time zone or clock was changed (never sent on Linux).
    func applicationSignificantTimeChange(_ application: UIApplication)
    /// Protected files are about to lock / became readable (no data protection on Linux).
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    /// Whether an app extension of this kind (custom keyboards) may be used (true).
    func application(_ application: UIApplication,
                     shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool
    /// Whether UIKit localizes the app's key commands (iOS 15; true).
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}

    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication,
                            performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .all
    }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    // UIKit: without the secure methods, the deprecated ones decide (false when neither is
    // implemented: state restoration is opt-in).
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        self.application(application, shouldSaveApplicationState: coder)
    }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        self.application(application, shouldRestoreApplicationState: coder)
    }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
}

/// Porting from iOS: `@main` on an app delegate needs a way to create it without the
/// Objective-C runtime. Adopt this protocol instead of `UIApplicationDelegate` on the
/// `@main` type (a `final` class, or one with `required init()`).
@preconcurrency @MainActor
public protocol UIApplicationMainDelegate: UIApplicationDelegate {
    init()
}

extension UIApplicationMainDelegate {
    /// The program entry point for `@main`.
    public static func main() {
        UIApplicationMain(delegate: Self())
    }
}
