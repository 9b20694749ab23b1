@_spi(UIKit) @_spi(Platform) import QuartzCore
@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The device the app runs on (UIKit).
///
/// What Linux reports:
/// - `userInterfaceIdiom`: the screen's (`.pad` when its shorter side is at least 600
///   points, else `.phone`); `model`, `localizedModel` and `name` are "iPhone" or "iPad" by it
///   (`name` is the generic name, as iOS 16 and later give apps without the user-assigned
///   device name entitlement).
/// - `systemName` "iOS" ("iPadOS" with the pad idiom) and `systemVersion` "26.0": the iOS
///   release whose UIKit API this package follows (iOS 26's additions are declared, some
///   stored only), so that code comparing versions takes its newest branches. The Linux kernel's version is `ProcessInfo`'s.
/// - `orientation`: from the screen's aspect (portrait when it is at least as tall as it is
///   wide, `.landscapeLeft` when wider) until something rotates the device (UIKitTesting's
///   `UIKitTestEnvironment.rotate(to:)`); a resized display (an SDL window) goes back to the
///   aspect.
/// - battery: the first battery in `/sys/class/power_supply`, read while monitoring is on
///   and checked every 10 seconds for the change notifications; `.unknown` and -1 without one.
/// - proximity: Linux machines have no proximity sensor; monitoring stays off, as on an iOS
///   device without one.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    private static let device = UIDevice()

    var orientationNotificationCount = 0
    /// The orientation a rotation set; nil: the screen's aspect decides.
    var rotatedOrientation: UIDeviceOrientation?
    /// The screen bounds before the first rotation that changed them (restored by a reset).
    var boundsBeforeRotation: CGRect?
    var batteryMonitoringStorage = false
    var batteryReading = PowerSupplyReading.unknown
    var batteryTimer: FrameworkTimer?
    var vendorIdentifierStorage: UUID??
    /// The interface orientation a rotation set; nil: the screen's aspect decides.
    var rotatedInterfaceOrientation: UIInterfaceOrientation?
    /// Set while a rotation resizes the screen (the resize is not the display's own).
    var isRotating = false

    /// Where battery readings come from (tests point it at a directory of their own).
    @_spi(Platform) public var _powerSupplyDirectory = "/sys/class/power_supply"

    /// How often a monitored battery is read for changes.
    static let batteryCheckInterval: TimeInterval = 10

    /// The device the app runs on.
    open class var current: UIDevice { device }

    /// The device's generic name: "iPhone" or "iPad" (see the type's discussion).
    open var name: String { model }

    /// "iPhone" or "iPad", by the screen's idiom.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    open var localizedModel: String { model }

    /// "iOS", or "iPadOS" with the pad idiom.
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// "26.0": the iOS release whose API the package follows (see the type's discussion).
    open var systemVersion: String { "26.0" }

    /// The idiom of the main screen: `.pad` when its shorter side is at least 600 points.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.idiom }

    /// Every app can be sent to the background and brought back.
    open var isMultitaskingSupported: Bool { true }

    /// A UUID the same for every app of one vendor on this machine (nil when the machine has no
    /// `/etc/machine-id`); see `VendorIdentifier`.
    open var identifierForVendor: UUID? {
        if let stored = vendorIdentifierStorage { return stored }
        let identifier = VendorIdentifier.current()
        vendorIdentifierStorage = .some(identifier)
        return identifier
    }

    // MARK: Orientation

    /// The physical orientation of the device.
    ///
    /// UIKit: `.unknown` unless orientation notifications are being generated
    /// (`beginGeneratingDeviceOrientationNotifications()`).
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        return physicalOrientation
    }

    /// The orientation whether or not notifications are generated (`XCUIDevice.orientation`).
    @_spi(Platform) public var _physicalOrientation: UIDeviceOrientation { physicalOrientation }

    /// The orientation whether or not notifications are generated.
    var physicalOrientation: UIDeviceOrientation {
        if let rotatedOrientation { return rotatedOrientation }
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }

    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationCount > 0 }

    /// UIKit: calls nest; each must be balanced by `endGeneratingDeviceOrientationNotifications()`.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationCount += 1
    }

    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationCount = max(0, orientationNotificationCount - 1)
    }

    /// Plays the keyboard click for a custom input view. UIKit: it sounds only while an input
    /// view adopting `UIInputViewAudioFeedback` with `enableInputClicksWhenVisible` is shown
    /// (and keyboard clicks are on); OpenUIKit has no audio output, so it plays nothing.
    open func playInputClick() {}

    /// Posts `orientationDidChangeNotification` when notifications are generated and the
    /// orientation differs from `previous`.
    func orientationMayHaveChanged(from previous: UIDeviceOrientation) {
        guard isGeneratingDeviceOrientationNotifications, physicalOrientation != previous else { return }
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
    }

    /// The display changed size (a resized window): the orientation follows its aspect again.
    func screenBoundsDidChange(from previousSize: CGSize) {
        guard !isRotating else { return }
        let previous = rotatedOrientation ?? (previousSize.width > previousSize.height ? .landscapeLeft : .portrait)
        rotatedOrientation = nil
        rotatedInterfaceOrientation = nil
        boundsBeforeRotation = nil
        orientationMayHaveChanged(from: previous)
    }

    // MARK: Battery

    /// Whether the battery is monitored; `batteryLevel` and `batteryState` report it only then.
    open var isBatteryMonitoringEnabled: Bool {
        get { batteryMonitoringStorage }
        set {
            guard newValue != batteryMonitoringStorage else { return }
            batteryMonitoringStorage = newValue
            batteryTimer?.invalidate()
            batteryTimer = nil
            if newValue {
                batteryReading = PowerSupplyReading.read(directory: _powerSupplyDirectory)
                scheduleBatteryCheck()
            } else {
                batteryReading = .unknown
            }
        }
    }

    /// The charge, 0...1; UIKit: -1 when monitoring is off or the level is unknown.
    open var batteryLevel: Float { batteryMonitoringStorage ? batteryReading.level : -1 }

    /// The charging state; `.unknown` when monitoring is off or there is no battery.
    open var batteryState: UIDevice.BatteryState { batteryMonitoringStorage ? batteryReading.state : .unknown }

    private func scheduleBatteryCheck() {
        batteryTimer = FrameworkScheduler.shared.schedule(after: Self.batteryCheckInterval) { [weak self] in
            self?.checkBattery()
        }
    }

    /// Reads the battery again; posts the state notification, then the level one, for what changed.
    func checkBattery() {
        guard batteryMonitoringStorage else { return }
        let previous = batteryReading
        batteryReading = PowerSupplyReading.read(directory: _powerSupplyDirectory)
        if batteryReading.state != previous.state {
            NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: self)
        }
        if batteryReading.level != previous.level {
            NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: self)
        }
        scheduleBatteryCheck()
    }

    // MARK: Proximity

    /// UIKit: stays false on a device without a proximity sensor, as every Linux machine is.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether the sensor is close to the user: never (no sensor).
    open var proximityState: Bool { false }

    // MARK: Notifications

    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Never posted on Linux (no proximity sensor).
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    // MARK: Tests

    /// Back to the device a test starts with: the screen as it was before rotations, the
    /// orientation from its aspect, no orientation notifications, no battery monitoring, the
    /// system's power supplies.
    @_spi(Platform) public func _resetForTesting() {
        if let original = boundsBeforeRotation {
            resizeScreen(to: original.size)
        }
        rotatedOrientation = nil
        rotatedInterfaceOrientation = nil
        boundsBeforeRotation = nil
        orientationNotificationCount = 0
        isBatteryMonitoringEnabled = false
        _powerSupplyDirectory = "/sys/class/power_supply"
    }
}
