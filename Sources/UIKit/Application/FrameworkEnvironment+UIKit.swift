@_spi(Platform) import QuartzCore

// UIKit's process-wide state, next to Core Animation's (the contract is on
// `FrameworkEnvironment`). Each is global because UIKit makes it global: class methods
// (`UIView.areAnimationsEnabled`, `beginAnimations`), the Objective-C runtime's associated
// objects and delayed performs, class-level facts (which view classes draw), and system
// services. Per-application state lives on `UIApplication`, per-window state on `UIWindow`.
extension FrameworkEnvironment {
    /// UIView's block animations: whether they are enabled, the blocks running.
    @MainActor static let viewAnimations = ViewAnimationCenter()

    /// The views waiting for an iOS 26 properties update.
    @MainActor static let propertyUpdates = PropertyUpdateQueue()

    /// The `beginAnimations(_:context:)` blocks begun and not yet committed.
    @MainActor static let animationTransactions = AnimationTransactionStack()

    /// `perform(_:with:afterDelay:)` requests waiting on the run loop.
    @MainActor static let delayedPerforms = DelayedPerforms()

    /// `objc_setAssociatedObject` values (any thread; it locks).
    static let associations = AssociationTable()

    /// Which view classes override `draw(_:)`.
    @MainActor static let viewDrawing = ViewDrawingRegistry()

    /// The observers of requests made of the system (haptics, assistive technologies).
    @MainActor static let systemRequestObservers = SystemRequestObservers()

    /// The pasteboards (the general one on the platform clipboard; the app's named ones).
    @MainActor static let pasteboards = PasteboardRegistry()

    /// The appearance proxies (`UIView.appearance()`) and their customizations.
    @MainActor static let appearances = AppearanceRegistry()

    /// Where print jobs go (CUPS, or a UIKitTesting capture) and the shared print controller.
    @MainActor static let printing = PrintSystem()
    /// The views with motion effects, and the viewer offset tests set.
    @MainActor static let motionEffects = MotionEffectCenter()
    /// `UIMenuController.shared`.
    @MainActor static let menuController = UIMenuController()
    /// `UIMenuSystem.main` and `.context`: the menus apps build with `buildMenu(with:)`.
    @MainActor static let mainMenuSystem = UIMainMenuSystem(main: true)
    @MainActor static let contextMenuSystem = UIContextMenuSystem(main: false)
}
