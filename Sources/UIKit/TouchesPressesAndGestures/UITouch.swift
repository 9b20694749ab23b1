/// An object representing the location, size, movement, and force of a touch (UIKit).
/// One touch object per finger for the finger's whole life: it is updated in place.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3

        @available(*, deprecated, renamed: "pencil")
        public static var stylus: TouchType { .pencil }
    }

    /// Touch properties that can be estimated and updated later.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
    }

    var touchPhase: Phase = .began
    var touchTimestamp: TimeInterval = 0
    var touchTapCount: Int = 1
    var touchType: TouchType = .direct
    /// The view and window, referred to without keeping them alive (see `WindowTouchTracker`
    /// for who owns what).
    private var viewReference = UnownedObjectReference<UIView>(nil)
    private var windowReference = UnownedObjectReference<UIWindow>(nil)
    var touchView: UIView? {
        get { viewReference.object }
        set { viewReference = UnownedObjectReference(newValue) }
    }
    var touchWindow: UIWindow? {
        get { windowReference.object }
        set { windowReference = UnownedObjectReference(newValue) }
    }
    var touchForce: CGFloat = 0
    var touchMaximumPossibleForce: CGFloat = 0
    var touchMajorRadius: CGFloat = 20
    var touchAltitude: CGFloat = .pi / 2
    /// The azimuth in the window's coordinates (radians; 0 points toward +x).
    var touchAzimuth: CGFloat = 0
    var touchEstimatedProperties: Properties = []
    var touchEstimatedPropertiesExpectingUpdates: Properties = []
    var touchEstimationUpdateIndex: Int?
    /// Current and previous location, in the window's coordinates.
    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero
    /// The platform's identity for the finger.
    var identifier: Int = 0
    /// Gesture recognizers that receive this touch (set at began).
    var recognizers: [UIGestureRecognizer] = []
    /// The window's touch tracker's routing of this touch to its view (written only by
    /// `WindowTouchTracker`).
    var routing = TouchRouting()
    /// Where the touch began, in window coordinates (to tell taps from drags).
    var beganLocationInWindow: CGPoint = .zero
    var beganTimestamp: TimeInterval = 0

    public override init() {
        super.init()
    }

    open var phase: Phase { touchPhase }
    open var timestamp: TimeInterval { touchTimestamp }

    /// The number of taps for this touch: 2 for the second tap of a double tap. UIKit counts
    /// touches that land close in time and space to the previous tap.
    open var tapCount: Int { touchTapCount }
    open var type: TouchType { touchType }

    /// The view the touch began in (the hit-test result), fixed for the touch's life.
    open var view: UIView? { touchView }
    open var window: UIWindow? { touchWindow }

    /// The recognizers receiving this touch: those of the hit view and its ancestors.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        recognizers
    }

    /// Force of the touch; 1.0 is an average touch. 0 when the platform reports none.
    open var force: CGFloat { touchForce }
    open var maximumPossibleForce: CGFloat { touchMaximumPossibleForce }
    open var majorRadius: CGFloat { touchMajorRadius }
    open var majorRadiusTolerance: CGFloat { touchMajorRadius / 4 }
    open var altitudeAngle: CGFloat { touchAltitude }
    open var estimatedProperties: Properties { touchEstimatedProperties }
    open var estimatedPropertiesExpectingUpdates: Properties { touchEstimatedPropertiesExpectingUpdates }
    /// UIKit: nil when the touch holds neither estimated nor updated properties.
    open var estimationUpdateIndex: NSNumber? {
        touchEstimationUpdateIndex.map { NSNumber(value: $0) }
    }

    /// The touch's location in `view`'s coordinates; nil means the window's coordinates.
    open func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    /// The direction a stylus points, in `view`'s coordinates (nil: the window's), radians.
    /// UIKit: the angle follows the view's rotation; an update of the estimated `.azimuth`
    /// (`touchesEstimatedPropertiesUpdated(_:)`) changes it.
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let start = locationInWindow
        let end = CGPoint(x: start.x + cos(touchAzimuth), y: start.y + sin(touchAzimuth))
        let a = convert(start, to: view)
        let b = convert(end, to: view)
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0, length.isFinite else { return CGVector(dx: cos(touchAzimuth), dy: sin(touchAzimuth)) }
        return CGVector(dx: (b.x - a.x) / length, dy: (b.y - a.y) / length)
    }

    /// The barrel roll of a stylus, in radians. Linux pointer and touch devices report no
    /// roll; 0.
    open var rollAngle: CGFloat { 0 }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: touchWindow)
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<UITouch: phase = \(touchPhase), tapCount = \(touchTapCount), location in window = \(locationInWindow), view = \(touchView.map { "\(Swift.type(of: $0))" } ?? "nil")>"
        }
    }
}
