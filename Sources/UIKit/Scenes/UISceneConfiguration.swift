import Foundation

/// How to make a scene: its class and its delegate's class (UIKit, iOS 13). The app
/// delegate's `application(_:configurationForConnecting:options:)` returns one.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject, NSCopying {
    let nameStorage: String?
    let roleStorage: UISceneSession.Role

    public init(name: String?, sessionRole: UISceneSession.Role) {
        nameStorage = name
        roleStorage = sessionRole
        super.init()
    }

    open var name: String? { nameStorage }
    open var role: UISceneSession.Role { roleStorage }
    /// The scene delegate's class: an `NSObject` subclass adopting `UISceneDelegate`, made
    /// with `init()` when the scene connects.
    open var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` (or a subclass) for window scenes.
    open var sceneClass: AnyClass?
    /// UIKit: the storyboard whose initial view controller the scene's window shows; the
    /// window is made and given to the scene delegate's `window` before it is told
    /// `scene(_:willConnectTo:options:)`.
    open var storyboard: UIStoryboard?

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        let copy: UISceneConfiguration = MainActor.assumeIsolated {
            let copy = UISceneConfiguration(name: nameStorage, sessionRole: roleStorage)
            copy.delegateClass = delegateClass
            copy.sceneClass = sceneClass
            copy.storyboard = storyboard
            return copy
        }
        return copy
    }
}
