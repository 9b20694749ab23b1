/// An object that represents the presence or movement of a button press (UIKit): a
/// hardware key or a remote button.
@preconcurrency @MainActor
open class UIPress: NSObject {
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFour = 33
    }

    var pressPhase: Phase = .began
    var pressType: PressType = .select
    /// The type gesture recognizers match against `allowedPressTypes`: nil for keyboard keys
    /// that stand for no remote button (letters, digits…), which no recognizer receives.
    var recognizerPressType: PressType? = .select
    var pressTimestamp: TimeInterval = 0
    var pressWindow: UIWindow?
    var pressResponder: UIResponder?
    var pressKey: UIKey?
    /// The press went down as a key command's shortcut: no phase of it reaches responders.
    var pressConsumedByKeyCommand = false
    /// The responder received the press's began phase.
    var responderSawBegan = false
    /// A recognizer that cancels touches in its view recognized with this press: the
    /// responder got (or, having seen nothing, needs) no more of it.
    var cancelledForResponder = false
    var pressForce: CGFloat = 0
    var recognizers: [UIGestureRecognizer] = []

    public override init() {
        super.init()
    }

    open var phase: Phase { pressPhase }
    /// For keyboard keys that are not arrows or select, UIKit still reports a type; the key
    /// itself is in `key`.
    open var type: PressType { pressType }
    open var timestamp: TimeInterval { pressTimestamp }
    open var window: UIWindow? { pressWindow }
    open var responder: UIResponder? { pressResponder }
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizers }
    open var force: CGFloat { pressForce }
    /// The keyboard key, for presses from a hardware keyboard.
    open var key: UIKey? { pressKey }
}

/// An event that describes the state of a set of physical button presses (UIKit).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    public override init() {
        super.init(type: .presses, timestamp: CACurrentMediaTime())
    }

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    open var allPresses: Set<UIPress> { Set(pressList) }

    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressList.filter { press in press.recognizers.contains { $0 === gesture } })
    }
}
