@_spi(Diagnostics) import CoreGraphics
import Foundation

// Rotating the device: the physical orientation, then the interface when the app supports the
// new orientation (the screen's width and height swap, full-screen windows follow).
extension UIDevice {
    /// The orientation of the interface: the last rotation's, else the screen's aspect.
    var interfaceOrientation: UIInterfaceOrientation {
        if let rotatedInterfaceOrientation { return rotatedInterfaceOrientation }
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }

    /// Turns the device to `newOrientation`. The orientation changes (and
    /// `orientationDidChangeNotification` is posted while notifications are generated); then,
    /// for a portrait or landscape orientation the app supports (its delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)` and the top view controller's
    /// `supportedInterfaceOrientations` and `shouldAutorotate`), the interface rotates: the root
    /// view controllers of the visible windows hear `viewWillTransition(to:with:)` with the new
    /// size, the screen's width and height swap, windows that filled the screen fill it again
    /// and are laid out (size classes change with the size), then the coordinator's
    /// animations and completions run.
    @_spi(Platform) public func _rotate(to newOrientation: UIDeviceOrientation) {
        let previous = physicalOrientation
        rotatedOrientation = newOrientation
        orientationMayHaveChanged(from: previous)

        guard newOrientation.isValidInterfaceOrientation,
              let interface = UIInterfaceOrientation(rawValue: newOrientation.rawValue),
              interface != interfaceOrientation else { return }
        let application = UIApplication.shared
        let windows = application.windows.filter { !$0.isHidden }
        guard supports(interface, window: application.keyWindow ?? windows.first) else { return }
        rotateInterface(to: interface)
    }

    /// Turns the interface (not the device) to `interface`, as `_rotate(to:)` describes.
    func rotateInterface(to interface: UIInterfaceOrientation) {
        guard interface != interfaceOrientation else { return }
        let windows = UIApplication.shared.windows.filter { !$0.isHidden }

        let screen = UIScreen.main
        let oldBounds = screen.bounds
        let shorter = min(oldBounds.width, oldBounds.height), longer = max(oldBounds.width, oldBounds.height)
        let size = interface.isPortrait ? CGSize(width: shorter, height: longer) : CGSize(width: longer, height: shorter)
        let transform = CGAffineTransform(rotationAngle: Self.angle(of: interfaceOrientation) - Self.angle(of: interface))
        rotatedInterfaceOrientation = interface
        if boundsBeforeRotation == nil { boundsBeforeRotation = oldBounds }

        let filling = windows.filter { $0.frame == oldBounds }
        var coordinators: [SizeTransitionCoordinator] = []
        for window in windows {
            guard let root = window.rootViewController else { continue }
            let coordinator = SizeTransitionCoordinator(containerView: window, targetTransform: transform)
            coordinators.append(coordinator)
            let newSize = filling.contains(where: { $0 === window }) ? size : window.bounds.size
            // UIKit: when the size classes change, the trait transition is announced first.
            let current = root.traitCollection
            let classes = UIScreen.sizeClasses(for: newSize, idiom: current.userInterfaceIdiom)
            if classes.horizontal != current.horizontalSizeClass || classes.vertical != current.verticalSizeClass {
                let newCollection = current.modifyingTraits {
                    $0.horizontalSizeClass = classes.horizontal
                    $0.verticalSizeClass = classes.vertical
                }
                root.willTransition(to: newCollection, with: coordinator)
            }
            root.viewWillTransition(to: filling.contains(where: { $0 === window }) ? size : window.bounds.size,
                                    with: coordinator)
        }
        resizeScreen(to: size)
        for window in filling {
            window.frame = CGRect(origin: oldBounds.origin, size: size)
        }
        for window in windows { window.layoutIfNeeded() }
        for coordinator in coordinators { coordinator.finish() }
    }

    /// The screen at `size` (its scale kept), not taken for a display change.
    func resizeScreen(to size: CGSize) {
        let screen = UIScreen.main
        isRotating = true
        screen.updateDisplay(bounds: CGRect(origin: screen.bounds.origin, size: size), scale: screen.scale)
        isRotating = false
    }

    func supports(_ interface: UIInterfaceOrientation, window: UIWindow?) -> Bool {
        var mask = UIApplication.shared.supportedInterfaceOrientations(for: window)
        if var top = window?.rootViewController {
            while let presented = top.presentedViewController { top = presented }
            guard top.shouldAutorotate else { return false }
            mask.formIntersection(top.supportedInterfaceOrientations)
        }
        return mask.contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(interface.rawValue)))
    }

    /// The interface's angle from portrait, for the coordinator's `targetTransform` (the
    /// rotation from the old angle to the new one; portrait to `.landscapeRight` is a -π/2
    /// rotation). The convention is OpenUIKit's.
    private static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .landscapeRight: return .pi / 2
        case .landscapeLeft: return -.pi / 2
        case .portraitUpsideDown: return .pi
        default: return 0
        }
    }
}
