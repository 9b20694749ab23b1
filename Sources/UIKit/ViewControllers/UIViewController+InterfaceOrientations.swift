extension UIViewController {
    /// Asks the key window's top controller for `supportedInterfaceOrientations` again (with
    /// the app delegate's mask and `shouldAutorotate`) and rotates the interface (iOS 16):
    /// to the device's orientation when that is now supported and differs from the
    /// interface's, else, when the interface's orientation is no longer supported, to the first
    /// supported one of portrait, landscape right, landscape left, upside down (this order is
    /// OpenUIKit's). The rotation is the one the Device row describes (`viewWillTransition`,
    /// the screen's sides swapped). Done at once.
    func _setNeedsUpdateOfSupportedInterfaceOrientations() {
        let application = UIApplication.shared
        guard let window = application.keyWindow ?? application.windows.first(where: { !$0.isHidden }) else { return }
        let device = UIDevice.current
        let current = device.interfaceOrientation
        // The device stays as it is held: its orientation no longer follows the screen's aspect.
        if device.rotatedOrientation == nil { device.rotatedOrientation = device.physicalOrientation }
        if device.physicalOrientation.isValidInterfaceOrientation,
           let physical = UIInterfaceOrientation(rawValue: device.physicalOrientation.rawValue),
           physical != current, device.supports(physical, window: window) {
            device.rotateInterface(to: physical)
            return
        }
        // UIKit: with `shouldAutorotate` false the interface stays as it is.
        guard !device.supports(current, window: window), window.topmostController?.shouldAutorotate != false else { return }
        let candidates: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        if let supported = candidates.first(where: { device.supports($0, window: window) }) {
            device.rotateInterface(to: supported)
        }
    }

    /// `attemptRotationToDeviceOrientation()`: the interface turns to the device's orientation
    /// when that is an interface orientation the key window's top controller (and the app)
    /// supports; otherwise nothing changes.
    static func _attemptRotationToDeviceOrientation() {
        let application = UIApplication.shared
        guard let window = application.keyWindow ?? application.windows.first(where: { !$0.isHidden }) else { return }
        let device = UIDevice.current
        guard device.physicalOrientation.isValidInterfaceOrientation,
              let physical = UIInterfaceOrientation(rawValue: device.physicalOrientation.rawValue),
              physical != device.interfaceOrientation, device.supports(physical, window: window) else { return }
        device.rotateInterface(to: physical)
    }
}

private extension UIWindow {
    /// The root controller's last presented controller.
    var topmostController: UIViewController? {
        guard var top = rootViewController else { return nil }
        while let presented = top.presentedViewController { top = presented }
        return top
    }
}
