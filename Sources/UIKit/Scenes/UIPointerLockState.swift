import Foundation

/// Whether a scene's pointer is locked (UIKit, iPadOS 14): `UIScene.pointerLockState`.
@preconcurrency @MainActor
open class UIPointerLockState: NSObject {
    var isLockedStorage = false

    /// Whether the system has locked the pointer in the scene.
    open var isLocked: Bool { isLockedStorage }

    /// Posted when `isLocked` changes; `userInfo[sceneUserInfoKey]` is the scene.
    nonisolated public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    nonisolated public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"
}

extension UIScene {
    /// UIKit: the scene's pointer lock state; nil where pointer lock is not supported (here,
    /// as on iPhone, outside the pad idiom).
    public var pointerLockState: UIPointerLockState? {
        guard let scene = self as? UIWindowScene,
              scene.screen.traitCollection.userInterfaceIdiom == .pad else { return nil }
        return scene.pointerLockStateStorage
    }
}
