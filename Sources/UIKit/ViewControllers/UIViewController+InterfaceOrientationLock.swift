extension UIViewController {
    /// UIKit (iOS 26): the lock preference changed: the scene's geometry reports it
    /// (`UIWindowScene.Geometry.isInterfaceOrientationLocked`, worked out when read).
    func _setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}
}

extension UIWindowScene {
    /// Whether the controller that decides (the key window's root, its last presented
    /// controller, then `childViewControllerForInterfaceOrientationLock` down) prefers the
    /// orientation locked.
    var _prefersInterfaceOrientationLocked: Bool {
        guard let window = keyWindow ?? windows.last(where: { !$0.isHidden }),
              var decider = window.rootViewController else { return false }
        while let presented = decider.presentedViewController { decider = presented }
        var visited = 0
        while let child = decider.childViewControllerForInterfaceOrientationLock, child !== decider, visited < 64 {
            decider = child
            visited += 1
        }
        return decider.prefersInterfaceOrientationLocked
    }
}
