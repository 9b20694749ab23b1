import Foundation

extension UIViewController {
    /// UIKit (iPadOS 14): asks the scene's key window again which controller decides pointer
    /// lock — from the root view controller through the controllers it presents to the last
    /// one, then down `childViewControllerForPointerLock` — and locks the pointer when that
    /// controller's `prefersPointerLocked` is true and the scene fills its screen (UIKit locks
    /// only full-screen scenes). A change of `UIPointerLockState.isLocked` posts
    /// `didChangeNotification`. Only the state is kept: the desktop pointer is not captured.
    func _setNeedsUpdateOfPrefersPointerLocked() {
        guard let scene = viewIfLoaded?.window?.windowScene ?? UIApplication.shared.connectedScenes
                .compactMap({ $0 as? UIWindowScene }).first,
              let state = scene.pointerLockState else { return }
        var locked = false
        if let window = scene.keyWindow ?? scene.windows.last(where: { !$0.isHidden }),
           var decider = window.rootViewController {
            while let presented = decider.presentedViewController { decider = presented }
            var visited = 0
            while let child = decider.childViewControllerForPointerLock, child !== decider, visited < 64 {
                decider = child
                visited += 1
            }
            locked = decider.prefersPointerLocked && scene.isFullScreen
        }
        guard locked != state.isLockedStorage else { return }
        state.isLockedStorage = locked
        NotificationCenter.default.post(name: UIPointerLockState.didChangeNotification, object: state,
                                        userInfo: [UIPointerLockState.sceneUserInfoKey: scene])
    }
}
