/// An object that describes a single user interaction with your app (UIKit).
///
/// UIKit reuses one touch event object for a touch sequence: the same `UIEvent` is passed
/// to every `touchesBegan/Moved/Ended` call of a window's touches, updated in place.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// Mouse and trackpad buttons pressed during the event.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button `buttonNumber` (1-based, as UIKit numbers them).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    var eventType: EventType
    var eventSubtype: EventSubtype = .none
    var eventTimestamp: TimeInterval
    /// The event's touches in a stable order (first touch first).
    var touchList: [UITouch] = []
    var eventModifierFlags: UIKeyModifierFlags = []
    var eventButtonMask: ButtonMask = []

    public override init() {
        eventType = .touches
        eventTimestamp = CACurrentMediaTime()
        super.init()
    }

    init(type: EventType, timestamp: TimeInterval) {
        eventType = type
        eventTimestamp = timestamp
        super.init()
    }

    open var type: EventType { eventType }
    open var subtype: EventSubtype { eventSubtype }

    /// Seconds since system startup, on the framework clock.
    open var timestamp: TimeInterval { eventTimestamp }

    open var modifierFlags: UIKeyModifierFlags { eventModifierFlags }
    open var buttonMask: ButtonMask { eventButtonMask }

    /// All touches of the event; nil for events that are not touch events.
    open var allTouches: Set<UITouch>? {
        eventType == .touches ? Set(touchList) : nil
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard eventType == .touches else { return nil }
        return Set(touchList.filter { $0.window === window })
    }

    /// UIKit: the touches that began in `view` (the touch's `view` is fixed at began).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard eventType == .touches else { return nil }
        return Set(touchList.filter { $0.view === view })
    }

    /// The touches that were coalesced into `touch` since the last event: OpenUIKit delivers
    /// every platform sample, so this is the touch itself.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains(touch) ? [touch] : nil
    }

    /// Predicted future touches: OpenUIKit makes no predictions.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains(touch) ? [] : nil
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<UIEvent: type = \(eventType), timestamp = \(eventTimestamp), touches = \(touchList.count)>"
        }
    }
}
