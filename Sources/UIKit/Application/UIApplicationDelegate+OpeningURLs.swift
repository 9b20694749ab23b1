import Foundation

// The defaults of the URL, activity and notification methods, with UIKit's fallbacks to the
// deprecated forms (UIKit calls an older method when the newer one is not implemented).
extension UIApplicationDelegate {
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        self.application(app, open: url, sourceApplication: options[.sourceApplication] as? String,
                         annotation: options[.annotation] ?? [String: Any]())
    }
    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool {
        self.application(application, handleOpen: url)
    }
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool { false }
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        self.application(application, didReceiveRemoteNotification: userInfo)
        completionHandler(.noData)
    }
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {}
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {
        completionHandler()
    }
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    public func application(_ application: UIApplication,
                            shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool { true }
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool { true }
}
