@_spi(UIKit) @_spi(Platform) import QuartzCore

/// The focus state of one window: the focused item, pending updates, and the keyboard
/// navigation that moves focus (UIKit).
///
/// OpenUIKit keeps one focus system per window, made when first asked for. It works as iPadOS
/// with a hardware keyboard: Tab and Shift-Tab move between focus groups in reading order,
/// the arrow keys move to the nearest item in their heading inside the focused item's group,
/// and Return or Space reach the focused view as a select press (a focused control sends its
/// primary action).
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    unowned let window: UIWindow
    weak var focusedItemStorage: (any UIFocusItem)?
    /// A programmatic update that was deferred: shown when the user next navigates.
    weak var deferredItem: (any UIFocusItem)?
    /// The environment of the pending programmatic update (a weak box: the request does not
    /// keep it alive).
    weak var pendingEnvironment: (any UIFocusEnvironment)?
    var pendingTimer: FrameworkTimer?
    var validationTimer: FrameworkTimer?
    /// Whether the user has navigated with the keyboard in this window (UIKit defers
    /// programmatic focus until then).
    var isUserEngaged = false
    /// The item last focused in each named group (`.previouslyFocused` priority).
    var lastFocusedByGroup: [String: WeakFocusItem] = [:]
    /// The item focused when a view controller presented another or its view disappeared, by
    /// that controller (`restoresFocusAfterTransition`).
    var focusBeforeTransition: [ObjectIdentifier: FocusBeforeTransition] = [:]
    var isUpdating = false
    let halo = FocusHaloRenderer()

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    // MARK: Notifications

    /// Posted after every focus update; `userInfo` holds the context and the coordinator.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a focus move from the keyboard finds no item in its heading.
    public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    // MARK: Public API

    /// The focused item; nil when nothing is focused (or focus is deferred).
    open var focusedItem: (any UIFocusItem)? {
        validateFocusedItem()
        return focusedItemStorage
    }

    /// The focus system of the window `environment` is in; nil outside a window.
    public class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        guard let window = window(of: environment) else { return nil }
        return window.focusSystem
    }

    /// Asks for focus to move to `environment`'s preferred item on the next turn of the run
    /// loop (or at `updateFocusIfNeeded()`).
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        scheduleUpdate(to: environment)
    }

    /// Performs a pending focus update now.
    open func updateFocusIfNeeded() {
        pendingTimer?.invalidate()
        pendingTimer = nil
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        performProgrammaticUpdate(from: environment)
    }

    /// Whether `otherEnvironment` is `environment` or inside it (through the parents).
    public class func environment(_ environment: any UIFocusEnvironment,
                                  contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        var steps = 0
        while let candidate = current, steps < 10_000 {
            if candidate === environment { return true }
            current = candidate.parentFocusEnvironment
            steps += 1
        }
        return false
    }

    // MARK: Lookups

    /// The window an environment is in: a view's window, a view controller's view's, or the
    /// first window up the parent chain.
    static func window(of environment: any UIFocusEnvironment) -> UIWindow? {
        if let view = environment as? UIView { return view.window }
        if let controller = environment as? UIViewController { return controller.viewIfLoaded?.window }
        if let guide = environment as? UILayoutGuide { return guide.owningView?.window }
        var current = environment.parentFocusEnvironment
        var steps = 0
        while let candidate = current, steps < 10_000 {
            if let view = candidate as? UIView { return view.window }
            if let controller = candidate as? UIViewController { return controller.viewIfLoaded?.window }
            current = candidate.parentFocusEnvironment
            steps += 1
        }
        return nil
    }

    /// The view that shows an item: the item when it is a view, else the nearest view up its
    /// environment chain.
    static func view(containing item: any UIFocusEnvironment) -> UIView? {
        var current: (any UIFocusEnvironment)? = item
        var steps = 0
        while let candidate = current, steps < 10_000 {
            if let view = candidate as? UIView { return view }
            if let controller = candidate as? UIViewController, let view = controller.viewIfLoaded { return view }
            current = candidate.parentFocusEnvironment
            steps += 1
        }
        return nil
    }
}

/// A weak reference to a focus item (the focus system remembers items without keeping them).
@MainActor
struct WeakFocusItem {
    weak var item: (any UIFocusItem)?
}

/// The item a view controller had focused before a transition (`restoresFocusAfterTransition`);
/// the controller is kept weakly too, so a later controller at the same address does not
/// inherit the entry.
struct FocusBeforeTransition {
    weak var controller: UIViewController?
    weak var item: (any UIFocusItem)?
}
