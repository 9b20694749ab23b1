@_spi(Diagnostics) import CoreGraphics

// Background tasks. A Linux app keeps running when its windows are hidden, so background
// time never runs out: tasks are tracked until ended and their expiration handlers never run.
extension UIApplication {
    /// UIKit: `greatestFiniteMagnitude` while the app is in the foreground; OpenUIKit's apps
    /// are never suspended, so always.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Marks the start of work that must finish even if the app goes to the background.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    public func beginBackgroundTask(withName taskName: String?,
                                    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        backgroundTasks.lastIdentifier += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: backgroundTasks.lastIdentifier)
        backgroundTasks.running[identifier] = taskName ?? ""
        return identifier
    }

    /// Ends a task; an unknown or already ended identifier is logged and ignored (UIKit logs
    /// it too).
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard backgroundTasks.running.removeValue(forKey: identifier) != nil else {
            FrameworkLog.log("UIApplication.endBackgroundTask(_:): no background task with identifier \(identifier.rawValue) is running; ignored")
            return
        }
    }

    /// The background tasks begun and not yet ended (not UIKit API; for diagnostics).
    @_spi(Diagnostics)
    public var runningBackgroundTaskCount: Int { backgroundTasks.running.count }
}

/// The application's background task bookkeeping.
@MainActor
final class BackgroundTaskRegistry {
    var lastIdentifier = 0
    var running: [UIBackgroundTaskIdentifier: String] = [:]
}
