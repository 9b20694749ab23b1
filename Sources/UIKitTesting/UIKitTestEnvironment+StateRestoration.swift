@_spi(Platform) import UIKit

// The app's trips to the background and back, and a relaunch that restores its state.
extension UIKitTestEnvironment {
    /// The user leaves the app: `applicationWillResignActive(_:)`, then
    /// `applicationDidEnterBackground(_:)` (and their notifications), then UIKit preserves
    /// the interface's state if the app delegate agrees
    /// (`application(_:shouldSaveSecureApplicationState:)`).
    public static func simulateEnteringBackground() {
        UIApplication.shared._enterBackground()
    }

    /// The user comes back: `applicationWillEnterForeground(_:)`, then
    /// `applicationDidBecomeActive(_:)`.
    public static func simulateEnteringForeground() {
        UIApplication.shared._enterForeground()
    }

    /// The system ended the app in the background and the user opens it again: the old run's
    /// windows go away (no `applicationWillTerminate(_:)`, as iOS gives none to a suspended
    /// app), then `delegate` is launched — `application(_:willFinishLaunchingWithOptions:)`,
    /// state restoration from the archive the last `simulateEnteringBackground()` wrote,
    /// `application(_:didFinishLaunchingWithOptions:)`, `applicationDidBecomeActive(_:)`.
    /// The application keeps `delegate` for the app's life. Returns false when a launch
    /// method returned false.
    @discardableResult
    public static func relaunchApplication(with delegate: any UIApplicationDelegate) -> Bool {
        let launched = UIApplication.shared._relaunch(with: delegate)
        ManualClock.runLoopTurn()
        return launched
    }

    /// The restoration archive the app would restore from at its next launch, if any.
    public static var savedApplicationStateURL: URL? {
        guard let url = UIApplication.shared._stateRestorationArchiveURL,
              FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }

    /// Keeps the archive in a directory of the test run's own (not the user's Application
    /// Support) and removes what an earlier test saved there.
    static func resetStateRestoration() {
        let application = UIApplication.shared
        if application._stateRestorationDirectory == nil {
            application._stateRestorationDirectory = FileManager.default.temporaryDirectory
                .appendingPathComponent("OpenUIKitStateRestoration-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        }
        // The directory is the test run's own: the archive and its restoration marker go.
        if let directory = application._stateRestorationDirectory { try? FileManager.default.removeItem(at: directory) }
        application._resetApplicationState()
    }
}
