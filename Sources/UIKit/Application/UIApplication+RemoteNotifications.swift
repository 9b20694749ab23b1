import Foundation

// Remote (push) notifications and remote control events: Linux has no Apple push service and
// no media remote. Registering fails the way UIKit reports an unavailable push service: the
// delegate's `application(_:didFailToRegisterForRemoteNotificationsWithError:)` is called on a
// later turn of the main run loop.
extension UIApplication {
    /// The error registration fails with (UIKit's code 3010: remote notifications unsupported).
    static var remoteNotificationsUnavailableError: NSError {
        NSError(domain: NSCocoaErrorDomain, code: 3010,
                userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported on this platform"])
    }

    /// Asks the push service for a device token: on Linux the delegate is told that
    /// registration failed (never that it succeeded).
    public func registerForRemoteNotifications() {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let application = UIApplication.shared
                application.delegate?.application(application, didFailToRegisterForRemoteNotificationsWithError: Self.remoteNotificationsUnavailableError)
            }
        }
    }

    /// Nothing is registered on Linux; does nothing.
    public func unregisterForRemoteNotifications() {}

    /// Always false: registration never succeeds on Linux.
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// Remote control events (headphone and lock-screen media buttons) never arrive on Linux;
    /// does nothing.
    public func beginReceivingRemoteControlEvents() {}

    public func endReceivingRemoteControlEvents() {}

    /// UIKit: changing the icon fails when `supportsAlternateIcons` is false (always here):
    /// the handler gets an error on the main queue.
    public func setAlternateIconName(_ alternateIconName: String?,
                                     completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                completionHandler(NSError(domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError,
                                          userInfo: [NSLocalizedDescriptionKey: "alternate icons are not supported on this platform"]))
            }
        }
    }

    /// The `async` form of `setAlternateIconName(_:completionHandler:)`: always throws here.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        throw NSError(domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError,
                      userInfo: [NSLocalizedDescriptionKey: "alternate icons are not supported on this platform"])
    }

    /// UIKit: stops the system from using the snapshot taken when the app went to the
    /// background. OpenUIKit takes no such snapshots; does nothing.
    public func ignoreSnapshotOnNextApplicationLaunch() {}

    /// Deprecated in iOS 13: the interface orientation of the app (the device's interface
    /// orientation; portrait on a desktop unless a test rotated the device).
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { UIDevice.current.interfaceOrientation }
}

extension UIApplication {
    /// UIKit: whether the app may run in the background to refresh its content. Linux
    /// launches no app in the background: always `.restricted`.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .restricted }

    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
}
