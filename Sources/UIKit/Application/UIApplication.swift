/// The centralized point of control and coordination for apps running in OpenUIKit.
///
/// `UIApplication.shared` is created on first use (tests need no app entry point) or by
/// `UIApplicationMain`. It routes platform input: touch events go through `sendEvent(_:)` to
/// the windows they belong to.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    private static var sharedApplication: UIApplication? {
        didSet { ScreenTraitInputs.didChange() }
    }

    /// Windows known to the app, weakly, in creation order.
    var windowRefs: [WeakWindow] = []
    // The settings the screen's traits are made of: each change counts (ScreenTraitInputs).
    var contentSizeCategoryStorage: UIContentSizeCategory = .large {
        didSet { ScreenTraitInputs.didChange() }
    }
    var systemStyleStorage: UIUserInterfaceStyle = .light {
        didSet { ScreenTraitInputs.didChange() }
    }
    var increasedContrastStorage = false {
        didSet { ScreenTraitInputs.didChange() }
    }
    var boldTextStorage = false {
        didSet { ScreenTraitInputs.didChange() }
    }
    weak var keyWindowStorage: UIWindow?
    weak var delegateStorage: (any UIApplicationDelegate)?
    var ignoringInteractionEventsCount = 0
    var applicationStateStorage: State = .active
    var layoutDirectionStorage: UIUserInterfaceLayoutDirection {
        didSet { ScreenTraitInputs.didChange() }
    }
    let backgroundTasks = BackgroundTaskRegistry()
    var supportsShakeToEditStorage = true
    /// The deprecated app-wide status bar settings (see `UIApplication+StatusBar.swift`).
    var legacyStatusBarStyle: UIStatusBarStyle = .default
    var legacyStatusBarHidden = false
    /// UIKit keeps the delegate alive for the app's life (the property itself is weak);
    /// `UIApplicationMain` sets it.
    var retainedDelegate: (any UIApplicationDelegate)?
    /// Changes to what the app shows that no layer change counts (see `_interfaceGeneration`).
    var interfaceChangeCount: UInt64 = 0
    /// Records (or replays) this application's platform input.
    let inputRecorder = InputRecorder()
    /// The platform input method's composition in progress.
    let textComposition = TextCompositionSession()
    /// Where a test keeps the state restoration archive (nil: Application Support).
    var stateRestorationDirectoryOverride: URL?
    /// The custom objects registered for state restoration.
    let stateRestorationRegistry = StateRestorationRegistry()
    /// The app's window scene (see `Scenes/UIApplication+Scenes.swift`).
    let sceneRegistry = SceneRegistry()
    var shortcutItemsStorage: [UIApplicationShortcutItem]?

    /// Required so that `UIApplicationMain` can create a principal class named by string.
    public required override init() {
        layoutDirectionStorage = UIApplication.initialLayoutDirection()
        super.init()
        TextLayerRenderer.install()
        if UIApplication.sharedApplication == nil {
            UIApplication.sharedApplication = self
        }
    }

    /// The app instance (created on first access when no entry point made one).
    open class var shared: UIApplication {
        if let app = sharedApplication { return app }
        let app = UIApplication()
        sharedApplication = app
        return app
    }

    /// The shared instance if one exists already.
    static var sharedIfCreated: UIApplication? { sharedApplication }

    /// Counts a change to what the app shows (its interface generation moves); nothing to
    /// count before the app exists.
    static func noteInterfaceChange() {
        sharedApplication?.interfaceChangeCount &+= 1
    }

    /// Installs `application` as the shared instance (UIApplicationMain's principal class).
    static func install(_ application: UIApplication) {
        sharedApplication = application
    }

    /// The app delegate (not retained, as in UIKit).
    open var delegate: (any UIApplicationDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }

    /// The app's windows, back to front (by window level, then creation order).
    open var windows: [UIWindow] {
        windowRefs.compactMap(\.window).enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// The window most recently made key.
    open var keyWindow: UIWindow? { keyWindowStorage }

    open var applicationState: State { applicationStateStorage }

    /// UIKit: left-to-right unless the app runs in a right-to-left language; OpenUIKit reads
    /// `OPENUIKIT_LAYOUT_DIRECTION=rtl` or the current locale's language.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirectionStorage
    }

    // MARK: Events

    /// Dispatches an event to the windows it concerns. Subclasses may override to observe
    /// every event (call super).
    open func sendEvent(_ event: UIEvent) { _sendEvent(event) }

    /// Sends an action message. With a nil target the message goes to the first responder
    /// (or, when there is none, to `sender`) and up the responder chain to the first object
    /// that can perform it. Returns false when no object performed the action.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        _sendAction(action, to: target, from: sender, for: event)
    }

    /// True between `beginIgnoringInteractionEvents()` and the matching end: touch and press
    /// events are discarded.
    open var isIgnoringInteractionEvents: Bool { ignoringInteractionEventsCount > 0 }

    /// Nested calls need as many `endIgnoringInteractionEvents()`.
    open func beginIgnoringInteractionEvents() {
        ignoringInteractionEventsCount += 1
    }

    open func endIgnoringInteractionEvents() {
        ignoringInteractionEventsCount = max(0, ignoringInteractionEventsCount - 1)
    }

    // MARK: Responder chain

    /// UIKit: the app's next responder is the app delegate when the delegate is a responder
    /// that is not a view, view controller or the app itself.
    open override var next: UIResponder? {
        guard let responder = delegateStorage as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    // MARK: Miscellany

    /// The text size the user prefers: UIKit's default, `.large`, unless the platform (or
    /// `UIKitTestEnvironment.setPreferredContentSizeCategory(_:)`) reports another.
    open var preferredContentSizeCategory: UIContentSizeCategory { contentSizeCategoryStorage }

    open var isIdleTimerDisabled = false

    // MARK: Background fetch (deprecated in iOS 13 for BackgroundTasks)

    /// UIKit: the smallest interval the system allows between fetches (0).
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// UIKit: never fetch (the default; the largest interval).
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    /// The interval last set with `setMinimumBackgroundFetchInterval(_:)`.
    var minimumBackgroundFetchInterval: TimeInterval = UIApplication.backgroundFetchIntervalNever

    /// Stored: Linux apps are not woken in the background to fetch, so
    /// `application(_:performFetchWithCompletionHandler:)` is never called by the system.
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        self.minimumBackgroundFetchInterval = minimumBackgroundFetchInterval
    }
    open var applicationIconBadgeNumber = 0
    open var isNetworkActivityIndicatorVisible = false

    /// URL schemes UIKitTesting registered for the app, besides its Info.plist's
    /// (UIApplication+OwnURLSchemes.swift).
    var registeredURLSchemes: Set<String> = []

    /// True for a URL of one of the app's own schemes (UIApplication+OwnURLSchemes.swift):
    /// OpenUIKit opens no other app's URLs.
    open func canOpenURL(_ url: URL) -> Bool { isOwnURL(url) }

    /// A URL of one of the app's own schemes is opened by the app itself, as iOS does (see
    /// UIApplication+OwnURLSchemes.swift); any other fails (no other apps or browser here).
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        openOwnURL(url, options: options, completionHandler: completion)
    }

    private static func initialLayoutDirection() -> UIUserInterfaceLayoutDirection {
        if let forced = ProcessInfo.processInfo.environment["OPENUIKIT_LAYOUT_DIRECTION"]?.lowercased() {
            return forced == "rtl" ? .rightToLeft : .leftToRight
        }
        let language = Locale.current.language
        return language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// A weak reference to a window.
struct WeakWindow {
    weak var window: UIWindow?
}

extension UIApplication {
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open (then `application(_:open:options:)` follows).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// The payload of the remote notification that launched the app.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]")
        public static let localNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        @available(iOS, introduced: 5.0, deprecated: 13.0, message: "Newsstand is no longer supported")
        public static let newsstandDownloads = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsNewsstandDownloadsKey")
        public static let bluetoothCentrals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
        public static let bluetoothPeripherals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        /// A dictionary holding the activity the app was launched to continue (its type under
        /// `userActivityType`, the activity under `"UIApplicationLaunchOptionsUserActivityKey"`).
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let cloudKitShareMetadata = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
        /// The Home Screen quick action that launched the app.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}
