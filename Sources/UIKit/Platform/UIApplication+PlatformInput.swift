@_spi(Diagnostics) import CoreGraphics
@_spi(UIKit) import QuartzCore

/// How platform input enters UIKit: backends (and UIKitTesting) hand over samples; the
/// application turns them into the window's touch objects and its reused touch event, hit
/// tests new touches once, and sends the event through `sendEvent(_:)`.
extension UIApplication {
    /// UIKit counts a tap as the next of a multi-tap when it lands within this time of the
    /// previous tap's end...
    static let multiTapInterval: TimeInterval = 0.35
    /// ...and within this distance of it (points).
    static let multiTapDistance: CGFloat = 45

    /// Delivers one frame of touch samples for `window` (several fingers may change at once).
    /// Malformed samples — a move or end for an unknown finger, a begin for a finger that is
    /// already down, a non-finite location — are dropped with a log line.
    @_spi(Platform)
    public func dispatchTouches(_ samples: [PlatformTouch], in window: UIWindow, timestamp: TimeInterval) {
        InputRecorder.shared.record(touches: samples, in: window, timestamp: timestamp)
        let state = window.touchState
        let event = state.event
        event.eventTimestamp = timestamp
        var changed: [UITouch] = []
        for sample in samples {
            guard sample.location.x.isFinite, sample.location.y.isFinite else {
                FrameworkLog.log("Touch \(sample.id): non-finite location \(sample.location); sample dropped")
                continue
            }
            if changed.contains(where: { $0.identifier == sample.id }) {
                FrameworkLog.log("Touch \(sample.id) appears twice in one frame; the second sample is dropped")
                continue
            }
            switch sample.phase {
            case .began:
                if state.activeTouches[sample.id] != nil {
                    FrameworkLog.log("Touch \(sample.id) began while already down (duplicate touch id); sample dropped")
                    continue
                }
                let touch = UITouch()
                touch.identifier = sample.id
                touch.touchWindow = window
                touch.touchPhase = .began
                touch.touchTimestamp = timestamp
                touch.beganTimestamp = timestamp
                touch.locationInWindow = sample.location
                touch.previousLocationInWindow = sample.location
                touch.beganLocationInWindow = sample.location
                apply(sample, to: touch)
                touch.touchTapCount = sample.tapCount ?? tapCount(at: sample.location, time: timestamp, in: state)
                state.activeTouches[sample.id] = touch
                state.order.append(touch)
                changed.append(touch)
            case .moved, .stationary, .ended, .cancelled:
                guard let touch = state.activeTouches[sample.id] else {
                    FrameworkLog.log("Touch \(sample.id) \(sample.phase) without a begin (unknown touch); sample dropped")
                    continue
                }
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = sample.location
                touch.touchPhase = sample.phase == .stationary ? .moved : sample.phase
                touch.touchTimestamp = timestamp
                apply(sample, to: touch)
                changed.append(touch)
            default:
                FrameworkLog.log("Touch \(sample.id): phase \(sample.phase) is not a touch-screen phase; sample dropped")
            }
        }
        guard !changed.isEmpty else { return }
        for touch in state.order where !changed.contains(where: { $0 === touch }) {
            touch.touchPhase = .stationary
        }
        event.touchList = state.order
        // Hit-test new touches once; their view and recognizers are fixed for their life.
        for touch in changed where touch.touchPhase == .began {
            touch.touchView = window.hitTest(touch.locationInWindow, with: event)
            if touch.touchView != nil {
                touch.recognizers = window.gestureEnvironment.recognizers(for: touch, event: event)
            } else {
                touch.isDeliveredToView = false
            }
        }
        if isIgnoringInteractionEvents {
            for touch in changed where touch.touchPhase == .began { touch.isDeliveredToView = false; touch.recognizers = [] }
        } else {
            sendEvent(event)
        }
        finish(changed, in: state)
    }

    /// The system cancels touches (a window hidden, focus lost): each gets a cancelled phase.
    @_spi(Platform)
    public func cancelTouches(in window: UIWindow, timestamp: TimeInterval? = nil) {
        cancelTouches(window.touchState.order, in: window, timestamp: timestamp)
    }

    func cancelTouches(_ touches: [UITouch], in window: UIWindow, timestamp: TimeInterval? = nil) {
        let samples = touches.map {
            PlatformTouch(id: $0.identifier, phase: .cancelled, location: $0.locationInWindow, type: $0.touchType)
        }
        dispatchTouches(samples, in: window, timestamp: timestamp ?? CACurrentMediaTime())
    }

    /// Delivers key presses to `window` (the key window by default).
    @_spi(Platform)
    public func dispatchKeys(_ keys: [PlatformKey], in window: UIWindow?, timestamp: TimeInterval) {
        guard let window = window ?? keyWindow else {
            FrameworkLog.log("Key event with no key window; dropped")
            return
        }
        InputRecorder.shared.record(keys: keys, in: window, timestamp: timestamp)
        guard !isIgnoringInteractionEvents else { return }
        let event = UIPressesEvent(timestamp: timestamp)
        for key in keys {
            let press = window.pressState[key.keyCode.rawValue] ?? UIPress()
            if key.phase == .began, window.pressState[key.keyCode.rawValue] != nil {
                FrameworkLog.log("Key \(key.keyCode.rawValue) pressed while already down; treated as a change")
            }
            if key.phase != .began, window.pressState[key.keyCode.rawValue] == nil {
                FrameworkLog.log("Key \(key.keyCode.rawValue) \(key.phase) without a press; dropped")
                continue
            }
            press.pressPhase = key.phase
            press.pressTimestamp = timestamp
            press.pressWindow = window
            press.pressType = Self.pressType(for: key.keyCode)
            press.pressKey = UIKey(characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                                   modifierFlags: key.modifierFlags, keyCode: key.keyCode)
            event.eventModifierFlags = key.modifierFlags
            event.pressList.append(press)
            if key.phase == .ended || key.phase == .cancelled {
                window.pressState[key.keyCode.rawValue] = nil
            } else {
                window.pressState[key.keyCode.rawValue] = press
            }
        }
        guard !event.pressList.isEmpty else { return }
        sendEvent(event)
        for key in keys where key.phase == .began {
            performEditingKey(key.keyCode, in: window)
        }
    }

    /// A held key repeats: editing keys act again (typed text repeats through
    /// `dispatchText`); the press itself stays down.
    @_spi(Platform)
    public func dispatchKeyRepeat(_ keyCode: UIKeyboardHIDUsage, in window: UIWindow?, timestamp: TimeInterval) {
        guard let window = window ?? keyWindow, !isIgnoringInteractionEvents else { return }
        performEditingKey(keyCode, in: window)
    }

    static func pressType(for keyCode: UIKeyboardHIDUsage) -> UIPress.PressType {
        switch keyCode {
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        case .keyboardEscape: return .menu
        default: return .select
        }
    }

    private func apply(_ sample: PlatformTouch, to touch: UITouch) {
        touch.touchForce = sample.force.isFinite ? max(0, sample.force) : 0
        touch.touchMaximumPossibleForce = sample.maximumPossibleForce.isFinite ? max(0, sample.maximumPossibleForce) : 0
        touch.touchMajorRadius = sample.majorRadius.isFinite ? max(0, sample.majorRadius) : 20
        touch.touchType = sample.type
    }

    private func tapCount(at location: CGPoint, time: TimeInterval, in state: WindowTouchState) -> Int {
        guard let last = state.lastTap, time - last.time <= Self.multiTapInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance
        else { return 1 }
        return last.count + 1
    }

    /// Ended touches leave the window's active set; a short, still touch counts as a tap.
    private func finish(_ touches: [UITouch], in state: WindowTouchState) {
        for touch in touches where touch.touchPhase == .ended || touch.touchPhase == .cancelled {
            state.activeTouches[touch.identifier] = nil
            state.order.removeAll { $0 === touch }
            if touch.touchPhase == .ended {
                let moved = hypot(touch.locationInWindow.x - touch.beganLocationInWindow.x,
                                  touch.locationInWindow.y - touch.beganLocationInWindow.y)
                if moved <= Self.multiTapDistance {
                    state.lastTap = (touch.touchTimestamp, touch.locationInWindow, touch.touchTapCount, touch.touchView)
                } else {
                    state.lastTap = nil
                }
            }
        }
    }
}
