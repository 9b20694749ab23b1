import Foundation
internal import CMainThread

/// A scene that shows windows (UIKit, iOS 13): OpenUIKit's app has one, on the main screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    lazy var statusBarManagerStorage = UIStatusBarManager(windowScene: self)
    lazy var sizeRestrictionsStorage = UISceneSizeRestrictions()
    lazy var pointerLockStateStorage = UIPointerLockState()
    /// The scene's trait overrides (see `UIWindowScene+TraitOverrides.swift`).
    var sceneTraitOverrides = UITraitOverrides() {
        didSet { TraitInputs.didChange() }
    }

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        // A new scene may become the app's default one, which windows without a scene of
        // their own take their scene's trait overrides from.
        TraitInputs.didChange()
    }

    deinit {
        guard openuikit_is_main_thread() else { return }
        // Windows' weak references to the scene go nil without a setter: the scene's trait
        // overrides no longer reach their views.
        MainActor.assumeIsolated { TraitInputs.didChange() }
    }

    /// The scene's windows, back to front: those made with `init(windowScene:)` or given
    /// this scene, and those shown without one.
    open var windows: [UIWindow] {
        UIApplication.shared.windows.filter { $0.windowScene === self }
    }

    /// UIKit (iOS 15): the scene's key window.
    open var keyWindow: UIWindow? {
        guard let key = UIApplication.shared.keyWindowStorage, key.windowScene === self else { return nil }
        return key
    }

    /// The screen the scene is on.
    open var screen: UIScreen { UIScreen.main }

    /// The scene's coordinate space: the screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The orientation of the interface: the last rotation's, else portrait unless the screen
    /// is wider than tall.
    open var interfaceOrientation: UIInterfaceOrientation { UIDevice.current.interfaceOrientation }

    /// The scene's traits: the screen's, with the scene's `traitOverrides`.
    open var traitCollection: UITraitCollection {
        guard !sceneTraitOverrides.traits.isEmpty else { return screen.traitCollection }
        var values = screen.traitCollection.values
        sceneTraitOverrides.apply(to: &values)
        return UITraitCollection(values: values)
    }

    /// UIKit: the limits of a resizable scene's window sizes — nil on iPhone (its scenes are
    /// not resizable), kept for the pad idiom.
    open var sizeRestrictions: UISceneSizeRestrictions? {
        screen.traitCollection.userInterfaceIdiom == .pad ? sizeRestrictionsStorage : nil
    }

    /// The scene's status bar: its style and visibility as the key window's view controllers
    /// prefer them.
    open var statusBarManager: UIStatusBarManager? { statusBarManagerStorage }

    /// UIKit (iOS 16): whether the scene fills its screen.
    open var isFullScreen: Bool {
        guard let window = keyWindow ?? windows.last(where: { !$0.isHidden }) else { return true }
        return window.frame.size == screen.bounds.size
    }
}
