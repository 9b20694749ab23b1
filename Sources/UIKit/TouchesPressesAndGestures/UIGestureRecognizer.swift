internal import CMainThread
/// The base class for concrete gesture recognizers (UIKit).
///
/// A recognizer receives a view's touches before the view does (the window delivers to
/// recognizers first), moves through its state machine, and sends its actions on `began`,
/// `changed`, `ended` (`recognized`) and `cancelled` — never on `failed`. Subclasses set
/// `state` from the touch methods, as with UIKit's UIGestureRecognizerSubclass header.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// Discrete gestures end in `recognized`, which is the same value as `ended`.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    // MARK: Stored state

    var stateStorage: State = .possible
    var targetActions: [GestureTargetAction] = []
    /// Cleared by the view's `deinit` (no weak reference: a side table would slow down all
    /// of the view's reference counting; see the README's "Back pointers").
    unowned(unsafe) var viewStorage: UIView?
    var isEnabledStorage = true
    /// Touches currently part of the gesture, in the order they arrived.
    var trackedTouches: [UITouch] = []
    /// Every touch received since the last reset (to find competing recognizers). Held
    /// strongly until the reset, so that identity comparisons stay valid.
    var sequenceTouches: [UITouch] = []
    var trackedPresses: [UIPress] = []
    /// `require(toFail:)` relationships, and their reverse, so that whichever recognizer is
    /// freed first unlinks both sides (unowned: no side tables on recognizers).
    var failureRequirements: [UnownedGestureRecognizer] = []
    var failureDependents: [UnownedGestureRecognizer] = []
    /// Touch types in `allowedTouchTypes`, as a bit mask (checked for every new touch).
    var allowedTouchTypeMask: UInt = 0b1111
    /// The gesture environment's bookkeeping for this recognizer (written only by
    /// `GestureEnvironment`; not part of the recognizer's surface).
    var participation = GestureParticipation()
    /// A transition the subclass asked for that waits for failure requirements (the
    /// recognizer is still `possible` to everyone else).
    var pendingState: State?
    /// The last transition asked for during this event that the environment has not yet
    /// arbitrated (`state` reads it, as UIKit's `state` reads what a subclass just set).
    var queuedState: State?
    /// A continuous recognizer asked for `began` and then `ended` while it was waiting: both
    /// are applied (began, then ended) once it may recognize.
    var pendingBeganBeforeEnded = false
    /// Set when the recognizer had to wait for failure requirements before leaving
    /// `possible` (UIKit: a pan that waited starts its translation at zero).
    var didWaitForFailureRequirements = false
    /// Set while the action messages of one transition are being sent.
    var isSendingActions = false
    /// The gesture was disabled or removed from inside one of its own actions: it is
    /// abandoned once that transition's actions are sent.
    var abandonAfterActions: String?
    /// The last centroid (window coordinates), reported once the touches are gone.
    var lastLocationInWindow: CGPoint?
    /// The modifier flags and buttons of the last event the recognizer received.
    var eventModifierFlags: UIKeyModifierFlags = []
    var eventButtonMask: UIEvent.ButtonMask = []
    weak var lastWindow: UIWindow?
    /// The environment (window) the recognizer is taking part in; set while it is in the
    /// environment's active list, cleared when it leaves it or the environment goes away.
    unowned(unsafe) var environment: GestureEnvironment?

    /// A name for debugging (shown in traces).
    open var name: String?

    /// The delegate (held weakly) that tunes recognition.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// UIKit: true by default; when the gesture is recognized, the view's touches of the
    /// gesture are cancelled.
    open var cancelsTouchesInView = true

    /// UIKit: false by default; when true, began touches are held back from the view while
    /// the gesture may still be recognized.
    open var delaysTouchesBegan = false

    /// UIKit: true by default; ended touches are held back from the view until the gesture
    /// fails (then delivered) or is recognized (then cancelled).
    open var delaysTouchesEnded = true

    /// Touch types (UITouch.TouchType raw values) the recognizer accepts.
    open var allowedTouchTypes: [NSNumber] = [
        NSNumber(value: UITouch.TouchType.direct.rawValue), NSNumber(value: UITouch.TouchType.indirect.rawValue),
        NSNumber(value: UITouch.TouchType.pencil.rawValue), NSNumber(value: UITouch.TouchType.indirectPointer.rawValue),
    ] {
        didSet {
            allowedTouchTypeMask = allowedTouchTypes.reduce(0) { mask, type in
                let raw = type.intValue
                return raw >= 0 && raw < UInt.bitWidth ? mask | (1 << UInt(raw)) : mask
            }
        }
    }

    /// Press types (UIPress.PressType raw values) the recognizer accepts.
    /// UIKit: the default is select only (documented); presses of other types (arrows,
    /// play/pause, menu) reach a recognizer only when listed here.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]

    /// UIKit: true by default: once a touch of one type is received, touches of other types
    /// are ignored until the gesture ends.
    open var requiresExclusiveTouchType = true

    /// Creates a recognizer that sends `action` to `target` (either may be nil).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    deinit {
        guard openuikit_is_main_thread() else { return }
        MainActor.assumeIsolated {
            for dependent in failureDependents {
                dependent.recognizer.failureRequirements.removeAll { $0.recognizer === self }
            }
            for requirement in failureRequirements {
                requirement.recognizer.failureDependents.removeAll { $0.recognizer === self }
            }
        }
    }

    // MARK: Interface Builder

    /// Called on objects a nib creates (UIKit: an `NSObject` method; see
    /// `UIResponder.awakeFromNib()`). `UINib` calls it on the recognizers it makes.
    open func awakeFromNib() {}

    /// Never called: there is no Interface Builder on Linux.
    open func prepareForInterfaceBuilder() {}

    // MARK: State

    /// The current state. Subclasses set it; invalid transitions are reported and ignored.
    /// A recognizer that recognized but waits for another to fail (`require(toFail:)`)
    /// reads `possible` until it may recognize.
    open var state: State {
        get { queuedState ?? stateStorage }
        set { requestTransition(to: newValue) }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { viewStorage }

    /// Disabling a recognizer while it recognizes a gesture cancels it (fails it when it has
    /// not begun); a disabled recognizer receives no touches.
    open var isEnabled: Bool {
        get { isEnabledStorage }
        set { setEnabled(newValue) }
    }

    // MARK: Targets and actions

    open func addTarget(_ target: Any, action: Selector) {
        _addTarget(target, action: action)
    }

    /// A nil target removes the action from every target; a nil action removes every action
    /// of the target; both nil remove everything.
    open func removeTarget(_ target: Any?, action: Selector?) {
        _removeTarget(target, action: action)
    }

    // MARK: Dependencies

    /// The receiver recognizes only after `otherGestureRecognizer` fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        _require(toFail: otherGestureRecognizer)
    }

    // MARK: Location

    /// The centroid of the gesture's touches in `view` (nil: the window).
    open func location(in view: UIView?) -> CGPoint {
        _location(in: view)
    }

    /// The location of one of the gesture's touches; UIKit raises for an index out of range,
    /// OpenUIKit logs and returns `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        _location(ofTouch: touchIndex, in: view, touches: trackedTouches)
    }

    /// The number of touches in the gesture (the base class counts the touches still down;
    /// concrete recognizers count as UIKit's do, e.g. a tap keeps its last tap's touches).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The modifier keys held during the event the recognizer last received.
    open var modifierFlags: UIKeyModifierFlags { eventModifierFlags }

    /// The pointer buttons pressed during the event the recognizer last received (empty for
    /// finger touches).
    open var buttonMask: UIEvent.ButtonMask { eventButtonMask }

    // MARK: Subclass surface (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called after the gesture ends, fails or is cancelled, once the event cycle is over.
    /// Subclasses reset their own state here (and call super).
    open func reset() {}

    /// Stops delivering `touch` to the receiver (for the rest of the touch's life).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _ignore(touch)
    }

    /// Stops delivering `press` to the receiver (for the rest of the press's life).
    open func ignore(_ press: UIPress, for event: UIPressesEvent) {
        trackedPresses.removeAll { $0 === press }
        press.recognizers.removeAll { $0 === self }
    }

    /// UIKit: true by default: recognizing prevents `preventedGestureRecognizer` (when it
    /// can be prevented and neither delegate allows both at once).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// UIKit: true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Override to require another recognizer to fail first (dynamically). Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Override to make another recognizer wait for the receiver to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer considers `event` at all. Default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    // MARK: Internal hooks for concrete recognizers in this module

    /// Called after the environment applied a transition (concrete recognizers reset their
    /// per-action values here, e.g. a pan's velocity).
    func didTransition(from old: State, to new: State) {}

    /// Called before `reset()` (even when a subclass's `reset()` does not call super):
    /// concrete recognizers invalidate their timers and forget their gesture here.
    func prepareForReset() {}

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): state = \(stateStorage)\(name.map { ", name = \($0)" } ?? "")\(viewStorage.map { ", view = <\(type(of: $0))>" } ?? "")>"
        }
    }
}

/// An unowned reference to a recognizer (for failure requirements); both recognizers unlink
/// each other in `deinit`.
struct UnownedGestureRecognizer {
    unowned(unsafe) let recognizer: UIGestureRecognizer
}
