@_spi(Diagnostics) import CoreGraphics

/// An object that defines the properties associated with a display (UIKit).
///
/// Headless, the main screen is 390 × 844 points at scale 2 unless `OPENUIKIT_SCREEN`
/// says otherwise (`WIDTHxHEIGHT@SCALE`, e.g. `1280x800@1`); a windowing backend sets it
/// from the display.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    var boundsStorage: CGRect {
        didSet { ScreenTraitInputs.didChange() }
    }
    var scaleStorage: CGFloat {
        didSet { ScreenTraitInputs.didChange() }
    }
    /// The screen's own trait values and the `ScreenTraitInputs` count they were made at
    /// (0: none): every trait resolution starts from them.
    var ownTraitValuesCache = TraitValues()
    var ownTraitValuesGeneration: UInt64 = 0
    var refreshRate: Int = 60
    /// The display the screen was made with, which test isolation restores.
    let initialBounds: CGRect
    let initialScale: CGFloat

    private static var mainScreen: UIScreen?

    init(bounds: CGRect, scale: CGFloat) {
        boundsStorage = bounds
        scaleStorage = scale
        initialBounds = bounds
        initialScale = scale
        super.init()
        TextLayerRenderer.install()
    }

    /// The screen of the device (the primary display).
    open class var main: UIScreen {
        if let screen = mainScreen { return screen }
        let screen = UIScreen.fromEnvironment()
        mainScreen = screen
        return screen
    }

    open class var screens: [UIScreen] { [main] }

    /// The screen's rectangle in points.
    open var bounds: CGRect { boundsStorage }

    /// Points to pixels: 2 on a HiDPI display.
    open var scale: CGFloat { scaleStorage }

    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: boundsStorage.width * scaleStorage, height: boundsStorage.height * scaleStorage)
    }

    open var nativeScale: CGFloat { scaleStorage }

    open var maximumFramesPerSecond: Int { refreshRate }

    /// The screen's brightness, 0...1. OpenUIKit cannot dim displays: the value is kept and
    /// `brightnessDidChangeNotification` is posted when it changes.
    open var brightness: CGFloat = 1 {
        didSet {
            brightness = max(0, min(1, brightness.isFinite ? brightness : oldValue))
            if brightness != oldValue {
                NotificationCenter.default.post(name: UIScreen.brightnessDidChangeNotification, object: self)
            }
        }
    }

    /// Whether dimming below the hardware minimum is simulated (kept; no effect).
    open var wantsSoftwareDimming = false

    /// The screen's coordinate space (screen points from the top-left).
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The screen's fixed coordinate space: the device's portrait-up coordinates, whichever
    /// way the interface is turned (see `UIKitTestEnvironment.rotate(to:)`).
    open var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self, fixed: true) }

    /// The screen this one mirrors: none (OpenUIKit has one screen).
    open var mirrored: UIScreen? { nil }

    /// Whether the screen is being recorded or mirrored: OpenUIKit cannot tell; false.
    open var isCaptured: Bool { false }

    /// How a TV's overscan is compensated (kept; Linux displays show every pixel).
    open var overscanCompensation: OverscanCompensation = .scale

    open var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// The display mode in use: the screen's pixel size.
    open var currentMode: UIScreenMode? { UIScreenMode(size: nativeBounds.size) }

    open var preferredMode: UIScreenMode? { currentMode }

    open var availableModes: [UIScreenMode] { currentMode.map { [$0] } ?? [] }

    /// The screen's traits: its scale, idiom and size classes, light appearance.
    open var traitCollection: UITraitCollection { _traitCollection }

    /// Called when the screen's traits changed (its scale or size).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Used by platform backends to report the display (and its changes: a window dragged to
    /// a HiDPI monitor). A new scale reaches every window on the screen: views whose scale
    /// factor the app did not set take it and redraw, visible windows composite at it, and
    /// trait collections report the new display scale. Invalid values are ignored (logged).
    @_spi(Platform)
    public func updateDisplay(bounds: CGRect, scale: CGFloat, refreshRate: Int? = nil) {
        guard scale.isFinite, scale > 0, bounds.origin.x.isFinite, bounds.origin.y.isFinite,
              bounds.width.isFinite, bounds.height.isFinite else {
            FrameworkLog.log("UIScreen.updateDisplay: invalid bounds \(bounds) or scale \(scale); ignored")
            return
        }
        let changed = bounds != boundsStorage || scale != scaleStorage
        let scaleChanged = scale != scaleStorage
        let windows = UIApplication.sharedIfCreated?.windowRefs.compactMap(\.window).filter { $0.screenStorage === self } ?? []
        let previousTraits = traitCollection
        let previousSize = boundsStorage.size
        // Each window's views' traits before the change, to tell those whose traits change.
        let before = windows.map { $0.traitSnapshot(base: $0.traitBase()) }
        boundsStorage = bounds
        scaleStorage = scale
        if let refreshRate, refreshRate > 0 { self.refreshRate = refreshRate }
        if scaleChanged {
            for window in windows { window.screenScaleDidChange() }
        }
        if previousTraits != traitCollection { traitCollectionDidChange(previousTraits) }
        for (window, snapshot) in zip(windows, before) {
            TraitSnapshot.deliver(from: snapshot, to: window.traitSnapshot(base: window.traitBase()))
        }
        if changed { NotificationCenter.default.post(name: UIScreen.modeDidChangeNotification, object: self) }
        // A display of another aspect turns the device's orientation with it.
        if bounds.size != previousSize, self === UIScreen.mainScreen { UIDevice.current.screenBoundsDidChange(from: previousSize) }
    }

    /// Puts the display back as the screen was made (bounds, scale, 60 Hz), telling windows
    /// and trait observers as a display change does; for test isolation.
    @_spi(Platform)
    public func _restoreInitialDisplay() {
        updateDisplay(bounds: initialBounds, scale: initialScale, refreshRate: 60)
    }

    public enum OverscanCompensation: Int, Sendable {
        case scale = 0
        case insetBounds = 1
        case none = 2
    }

    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")

    /// UIKit: posted when the screen's current mode (its size or scale) changes.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    private static func fromEnvironment() -> UIScreen {
        let defaultScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)
        guard let spec = ProcessInfo.processInfo.environment["OPENUIKIT_SCREEN"] else { return defaultScreen }
        let parts = spec.split(separator: "@")
        let size = parts.first?.split(separator: "x").compactMap { Double($0) } ?? []
        guard size.count == 2, size[0] > 0, size[1] > 0 else { return defaultScreen }
        let scale = parts.count > 1 ? (Double(parts[1]) ?? 1) : 1
        return UIScreen(bounds: CGRect(x: 0, y: 0, width: size[0], height: size[1]), scale: max(1, scale))
    }
}
