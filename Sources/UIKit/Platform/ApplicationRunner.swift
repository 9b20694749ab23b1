@_spi(Platform) import QuartzCore

/// Runs the application: chooses the platform backend, calls the launch callbacks, then
/// runs the backend's event loop until the app exits.
@MainActor
final class ApplicationRunner {
    static let shared = ApplicationRunner()

    /// UIKit keeps the delegate alive for the app's life (the property itself is weak).
    var retainedDelegate: (any UIApplicationDelegate)?

    func run(_ application: UIApplication) -> Never {
        let backend = PlatformBackendSelection.makeBackend()
        let delegate = application.delegate
        _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
        application.applicationStateStorage = .active
        delegate?.applicationDidBecomeActive(application)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
        CATransaction.flush()
        backend.runEventLoop(application)
    }

    /// Ends the app as UIKit does when it is terminated: the delegate and observers hear
    /// `applicationWillTerminate`, then the process exits.
    func terminate(_ application: UIApplication, status: Int32 = 0) -> Never {
        application.delegate?.applicationWillTerminate(application)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: application)
        fflush(nil)
        exit(status)
    }
}
