@_spi(Diagnostics) import CoreGraphics
internal import CInitializerDispatch
import Foundation

/// The app's scenes. OpenUIKit has one window scene, made on first use (or at launch, where
/// the app delegate's `application(_:configurationForConnecting:options:)` names its scene
/// delegate's class); it follows the app through its activation states.
final class SceneRegistry {
    var windowScene: UIWindowScene?
}

extension UIApplication {
    /// The connected scenes (UIKit, iOS 13): OpenUIKit's one window scene.
    public var connectedScenes: Set<UIScene> { [defaultWindowScene] }

    /// The sessions of the app's scenes (UIKit, iOS 13).
    public var openSessions: Set<UISceneSession> { [defaultWindowScene.session] }

    /// UIKit: whether the app shows several scenes at once (the Info.plist's
    /// `UIApplicationSupportsMultipleScenes`); OpenUIKit runs one, so false.
    public var supportsMultipleScenes: Bool { false }

    /// The app's window scene, connected on first use (without a delegate when the launch
    /// did not make one), in the app's activation state.
    var defaultWindowScene: UIWindowScene {
        if let scene = sceneRegistry.windowScene { return scene }
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.sceneClass = UIWindowScene.self
        let scene = makeScene(with: configuration)
        scene.activationStateStorage = sceneState(for: applicationStateStorage)
        return scene
    }

    private func makeScene(with configuration: UISceneConfiguration) -> UIWindowScene {
        let session = UISceneSession(role: configuration.role, configuration: configuration)
        let sceneClass = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: UIScene.ConnectionOptions())
        sceneRegistry.windowScene = scene
        return scene
    }

    private func sceneState(for state: State) -> UIScene.ActivationState {
        switch state {
        case .active: return .foregroundActive
        case .inactive: return .foregroundInactive
        case .background: return .background
        }
    }

    // MARK: Life cycle (called from the launch and background/foreground paths)

    /// At launch, after `didFinishLaunching`: asks the app delegate for the scene's
    /// configuration, makes the scene and its delegate, and connects it (the
    /// will-connect notification, then `scene(_:willConnectTo:options:)`), then enters the
    /// foreground. True when the app is scene based (its configuration names a delegate class):
    /// UIKit then sends the life-cycle calls to the scene delegate instead of the app delegate.
    func connectSceneAtLaunch(with options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()) -> Bool {
        let previousRestorationActivity = sceneRegistry.windowScene?.session.stateRestorationActivity
        let role = UISceneSession.Role.windowApplication
        let pending = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let configuration = delegate?.application(self, configurationForConnecting: pending, options: options)
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        if configuration.sceneClass == nil { configuration.sceneClass = UIWindowScene.self }
        let scene: UIWindowScene
        if let existing = sceneRegistry.windowScene, existing.activationStateStorage == .unattached || existing.delegate == nil {
            scene = existing
        } else {
            scene = makeScene(with: configuration)
        }
        if let delegateType = configuration.delegateClass as? NSObject.Type,
           let sceneDelegate = Self.makeObject(of: delegateType) as? any UISceneDelegate {
            scene.delegate = sceneDelegate
        } else if configuration.delegateClass != nil {
            FrameworkLog.log("UISceneConfiguration.delegateClass \(String(describing: configuration.delegateClass)) is not an NSObject adopting UISceneDelegate; the scene has no delegate")
        }
        // The session of a scene that reconnects offers what the last one saved.
        if scene.session.stateRestorationActivity == nil {
            scene.session.stateRestorationActivity = previousRestorationActivity
        }
        // UIKit: with a storyboard in the configuration, the scene delegate's window is made
        // (holding the storyboard's initial view controller) before `willConnectTo`, and shown
        // after it.
        let storyboardWindow = makeStoryboardWindow(for: scene, configuration: configuration)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: scene.session, options: options)
        if let storyboardWindow, !storyboardWindow.isKeyWindow { storyboardWindow.makeKeyAndVisible() }
        // iOS 15: the restoration activity is offered again once the scene is connected
        // (here: right after `willConnectTo`, before the foreground — assumed).
        if let activity = scene.session.stateRestorationActivity {
            scene.delegate?.scene(scene, restoreInteractionStateWith: activity)
        }
        scene.activationStateStorage = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        return scene.delegate != nil
    }

    /// The window UIKit makes for a configuration's storyboard, given to a window scene
    /// delegate's `window`; nil without a storyboard or such a delegate.
    private func makeStoryboardWindow(for scene: UIWindowScene, configuration: UISceneConfiguration) -> UIWindow? {
        guard let storyboard = configuration.storyboard,
              let windowDelegate = scene.delegate as? any UIWindowSceneDelegate else { return nil }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = storyboard.instantiateInitialViewController()
        windowDelegate.window = window
        return window
    }

    /// The scene leaves the background (not yet active).
    func sceneWillEnterForeground() {
        guard let scene = sceneRegistry.windowScene, scene.activationStateStorage == .background else { return }
        scene.activationStateStorage = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
    }

    /// The scene becomes active with the app.
    func sceneDidBecomeActive() {
        sceneWillEnterForeground()
        guard let scene = sceneRegistry.windowScene else { return }
        scene.activationStateStorage = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    }

    /// The scene resigns active, then (with `background`) enters the background.
    func sceneWillLeaveForeground(background: Bool) {
        guard let scene = sceneRegistry.windowScene else { return }
        if scene.activationStateStorage == .foregroundActive {
            scene.activationStateStorage = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        guard background, scene.activationStateStorage != .background else { return }
        scene.activationStateStorage = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        // UIKit asks for the scene's restoration activity as it goes to the background, lets
        // the activity's delegate and responders update it, and keeps it with the session
        // (the moment, after `sceneDidEnterBackground`, is assumed).
        if let sceneDelegate = scene.delegate {
            let activity = sceneDelegate.stateRestorationActivity(for: scene)
            activity?.save()
            scene.session.stateRestorationActivity = activity
        }
    }

    /// `type.init()` through the class's vtable (UIKit: `[[cls alloc] init]` on the class the
    /// configuration names): a subclass's own `init()` runs.
    static func makeObject(of type: NSObject.Type) -> NSObject? {
        guard let object = openuikit_layer_init(unsafeBitCast(type, to: UnsafeRawPointer.self)) else { return nil }
        return Unmanaged<NSObject>.fromOpaque(object).takeRetainedValue()
    }

    /// Whether the app's life-cycle calls go to a scene delegate (UIKit: then not to the app
    /// delegate).
    var isSceneBased: Bool { sceneRegistry.windowScene?.delegate != nil }
}

// Test support (UIKitTesting and tests): a fresh scene on next use.
extension UIApplication {
    /// Forgets the window scene (its delegate and windows' explicit scenes stay with them):
    /// the next use makes a new one without a delegate.
    @_spi(Platform)
    public func _resetScenes() {
        sceneRegistry.windowScene = nil
    }
}
