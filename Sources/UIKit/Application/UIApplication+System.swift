// System services that a Linux desktop does not provide, answered honestly, and the memory
// warning a platform can report.
extension UIApplication {
    /// The URL that opens the app's settings: none exists on Linux, but the constant is
    /// UIKit's (`open(_:)` reports failure for it).
    public static let openSettingsURLString = "app-settings:"
    /// UIKit (iOS 16): the URL that opens the app's notification settings (none on Linux;
    /// `open(_:)` reports failure for it).
    public static let openNotificationSettingsURLString = UIApplicationOpenNotificationSettingsURLString

    /// Files are never locked by a passcode on Linux.
    public var isProtectedDataAvailable: Bool { true }

    /// Whether shaking the device offers undo (no motion sensors on Linux; UIKit's default).
    public var applicationSupportsShakeToEdit: Bool {
        get { supportsShakeToEditStorage }
        set { supportsShakeToEditStorage = newValue }
    }

    /// Alternate app icons are not supported.
    public var supportsAlternateIcons: Bool { false }
    public var alternateIconName: String? { nil }

    /// The orientations `window` supports: the delegate's answer (every one by default).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .all
    }

    /// A platform reports memory pressure: the delegate, the notification's observers and
    /// every view controller in the app's windows hear of it, as in UIKit.
    @_spi(Platform)
    public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        for window in windows {
            var controllers: [UIViewController] = []
            window.forEachInSubtree { view in
                if let controller = view.viewControllerStorage { controllers.append(controller) }
            }
            if let root = window.rootViewController, !controllers.contains(where: { $0 === root }) {
                controllers.insert(root, at: 0)
            }
            for controller in controllers { controller.didReceiveMemoryWarning() }
        }
    }

    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// UIKit (iOS 15.4; `UIApplication.openNotificationSettingsURLString` since iOS 16).
public let UIApplicationOpenNotificationSettingsURLString = "app-settings:notifications"
