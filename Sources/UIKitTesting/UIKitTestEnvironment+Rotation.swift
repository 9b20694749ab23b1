@_spi(Platform) import UIKit

// Turning the device (the Simulator's Rotate Left / Rotate Right, or a device laid flat).
extension UIKitTestEnvironment {
    /// Turns the device to `orientation`, as a user turning the phone.
    ///
    /// `UIDevice.current.orientation` becomes `orientation`, and
    /// `UIDevice.orientationDidChangeNotification` is posted if the app is generating orientation
    /// notifications (`beginGeneratingDeviceOrientationNotifications()`). A portrait or
    /// landscape orientation that the app supports (its delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, the top view controller's
    /// `supportedInterfaceOrientations` and `shouldAutorotate`) then rotates the interface:
    /// each visible window's root view controller hears `viewWillTransition(to:with:)` with the
    /// new size (passed on to its children and presented controller), the screen's width and
    /// height swap, the windows that filled the screen fill it again and are laid out, their
    /// views get the size classes of the new size, and the blocks added to the coordinator run
    /// (at once: the rotation is not animated). Flat and unknown orientations, and unsupported
    /// ones, leave the interface as it is.
    ///
    ///     UIKitTestEnvironment.rotate(to: .landscapeLeft)
    ///     XCTAssertEqual(window.bounds.size, CGSize(width: 844, height: 390))
    ///
    /// `reset()` turns the screen back and the orientation back to the screen's aspect.
    ///
    /// - Parameter orientation: The device's new orientation.
    public static func rotate(to orientation: UIDeviceOrientation) {
        UIDevice.current._rotate(to: orientation)
    }

    /// Points the battery readings at `directory`, laid out as Linux's
    /// `/sys/class/power_supply` (a folder per supply with its `type`, `capacity` and `status`
    /// files), instead of the machine's; nil goes back to the machine's. `reset()` goes back too.
    ///
    /// A monitored battery is read again every 10 seconds of the framework clock, which posts
    /// `UIDevice.batteryStateDidChangeNotification` and `batteryLevelDidChangeNotification`
    /// for what changed.
    ///
    /// - Parameter directory: The folder of power supplies, or nil for `/sys/class/power_supply`.
    public static func setPowerSupplyDirectory(_ directory: String?) {
        UIDevice.current._powerSupplyDirectory = directory ?? "/sys/class/power_supply"
    }
}
