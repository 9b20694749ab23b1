internal import CMainThread
@_spi(UIKit) import QuartzCore

/// The backdrop for your app's user interface and the object that dispatches events to
/// your views (UIKit). A window is hidden until `makeKeyAndVisible()` (or `isHidden =
/// false`); its layer is the root of a layer tree that is laid out, drawn and composited at
/// the end of each run-loop turn.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Window levels: the stacking order of windows on the screen.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
    }

    weak var firstResponderStorage: UIResponder? {
        didSet {
            // An element's focus (`hasFocus` in UI tests) changed.
            UIApplication.noteInterfaceChange()
            // However the status ends (resigning, a forced endEditing, leaving the window), an
            // editing text object ends its editing session.
            if let old = oldValue as? FirstResponderStatusObserving, old !== firstResponderStorage {
                old.firstResponderStatusDidEnd()
            }
            if oldValue !== firstResponderStorage { focusSystemStorage?.firstResponderDidChange(to: firstResponderStorage) }
        }
    }
    var rootViewControllerStorage: UIViewController?
    var windowLevelStorage: Level = .normal
    var screenStorage: UIScreen {
        didSet { TraitInputs.didChange() }
    }
    /// Touches: identity, tap counts, the reused touch event and routing to views.
    lazy var touchTracker = WindowTouchTracker(window: self)
    lazy var gestureEnvironment = GestureEnvironment(window: self)
    /// Keys currently down, by HID usage.
    var pressState: [Int: UIPress] = [:]
    lazy var windowUndoManager = UndoManager()
    /// The native window a platform backend created for this window, if any.
    var platformWindowID: Int?
    /// The window's focus system (`UIWindow+Focus.swift`), made on first use.
    var focusSystemStorage: UIFocusSystem?
    /// The scene the window was given (see `UIWindow+Scene.swift`).
    weak var windowSceneStorage: UIWindowScene? {
        didSet { TraitInputs.didChange() }
    }
    var hasExplicitWindowScene = false

    public override init(frame: CGRect) {
        screenStorage = UIScreen.main
        super.init(frame: frame)
        windowDidInit()
    }

    /// A window in `windowScene` (UIKit, iOS 13), as large as the scene's screen.
    public init(windowScene: UIWindowScene) {
        screenStorage = windowScene.screen
        super.init(frame: windowScene.screen.bounds)
        windowSceneStorage = windowScene
        hasExplicitWindowScene = true
        windowDidInit()
    }

    /// UIKit (iOS 9 and later): a window created with `init()` fills the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public required init?(coder: NSCoder) {
        screenStorage = UIScreen.main
        super.init(coder: coder)
        windowDidInit()
    }

    private func windowDidInit() {
        // UIKit: windows start hidden.
        layer.isHidden = true
        layer.isContextRoot = true
        layer.contentsScale = screenStorage.scale
        UIApplication.shared.register(self)
    }

    deinit {
        guard openuikit_is_main_thread() else { return }
        MainActor.assumeIsolated {
            // The view controllers go before the views (a class's stored properties go after
            // every deinit body): the views they held are then held by their superviews alone,
            // and go with the window's constraint engine without moving their constraints.
            rootViewControllerStorage = nil
        }
    }

    // MARK: Configuration

    /// The root view controller; its view fills the window and is resized with it.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { _setRootViewController(newValue) }
    }

    open var windowLevel: Level {
        get { windowLevelStorage }
        set { windowLevelStorage = newValue; UIApplication.shared.windowLevelsDidChange() }
    }

    /// The screen the window is on. Moving to a screen of another scale updates the views'
    /// scale factors, as a change of the screen's scale does.
    open var screen: UIScreen {
        get { screenStorage }
        set {
            guard newValue !== screenStorage else { return }
            let oldScale = screenStorage.scale
            let before = traitSnapshot(base: traitBase())
            screenStorage = newValue
            if newValue.scale != oldScale {
                screenScaleDidChange()
            } else {
                updateCompositing()
            }
            TraitSnapshot.deliver(from: before, to: traitSnapshot(base: traitBase()))
        }
    }

    /// Whether this is the app's key window (the one that receives keyboard events).
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    open var canBecomeKey: Bool { true }

    // MARK: Key status

    /// Makes the window the key window (it stays hidden if it is hidden).
    open func makeKey() { _makeKey() }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window became key. Do not call it yourself.
    open func becomeKey() {}

    /// Called when the window stopped being key. Do not call it yourself.
    open func resignKey() {}

    // MARK: Events

    /// Dispatches an event to the window's views (touches: gesture recognizers first, then
    /// the views the touches began in; presses: the first responder).
    open func sendEvent(_ event: UIEvent) { _sendEvent(event) }

    /// UIKit: a window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The window's undo manager, shared by the responders in it.
    open override var undoManager: UndoManager? { windowUndoManager }

    public override func layerBoundsDidChange(_ layer: CALayer, from oldBounds: CGRect) {
        super.layerBoundsDidChange(layer, from: oldBounds)
        if layer === self.layer, oldBounds.size != bounds.size { windowSizeDidChange(from: oldBounds.size) }
    }

    override func hiddenStateDidChange() {
        updateCompositing()
        windowVisibilityDidChange()
    }
}
