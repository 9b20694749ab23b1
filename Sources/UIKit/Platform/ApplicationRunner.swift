@_spi(Platform) import QuartzCore

/// Runs the application: launch callbacks, then the platform's event loop. Headless (no
/// display), the loop is the main run loop: framework timers and main-queue work run, and
/// the app runs until it exits.
@MainActor
final class ApplicationRunner {
    static let shared = ApplicationRunner()

    /// UIKit keeps the delegate alive for the app's life (the property itself is weak).
    var retainedDelegate: (any UIApplicationDelegate)?

    func run(_ application: UIApplication) -> Never {
        let delegate = application.delegate
        _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
        application.applicationStateStorage = .active
        delegate?.applicationDidBecomeActive(application)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
        CATransaction.flush()
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}
