@_spi(Diagnostics) import CoreGraphics
@_spi(UIKit) import QuartzCore

/// How platform input enters UIKit: backends (and UIKitTesting) hand over samples; the
/// application turns them into the window's touch objects and its reused touch event, hit
/// tests new touches once, and sends the event through `sendEvent(_:)`.
extension UIApplication {
    /// Delivers one frame of touch samples for `window` (several fingers may change at once).
    /// The samples are recorded; the window's touch tracker turns them into touches, hit-tests
    /// new ones and sends its touch event through `sendEvent(_:)` (unless interaction events
    /// are ignored). Malformed samples are dropped with a log line.
    @_spi(Platform)
    public func dispatchTouches(_ samples: [PlatformTouch], in window: UIWindow, timestamp: TimeInterval) {
        inputRecorder.record(touches: samples, in: window, timestamp: timestamp)
        window.touchTracker.receive(samples, timestamp: timestamp, application: self,
                                    ignoringInteraction: isIgnoringInteractionEvents)
    }

    /// The system cancels touches (a window hidden, focus lost): each gets a cancelled phase.
    @_spi(Platform)
    public func cancelTouches(in window: UIWindow, timestamp: TimeInterval? = nil) {
        window.touchTracker.cancel(window.touchTracker.order, timestamp: timestamp, application: self)
    }

    /// Delivers final values for estimated touch properties (`touchesEstimatedPropertiesUpdated`
    /// on the touch's recognizers and view). An update that matches no touch is dropped with a
    /// log line.
    @_spi(Platform)
    public func dispatchTouchEstimationUpdates(_ updates: [PlatformTouchEstimationUpdate], in window: UIWindow) {
        guard !isIgnoringInteractionEvents else { return }
        for update in updates { window.touchTracker.receive(update) }
    }

    /// Delivers key presses to `window` (the key window by default).
    @_spi(Platform)
    public func dispatchKeys(_ keys: [PlatformKey], in window: UIWindow?, timestamp: TimeInterval) {
        guard let window = window ?? keyWindow else {
            FrameworkLog.log("Key event with no key window; dropped")
            return
        }
        inputRecorder.record(keys: keys, in: window, timestamp: timestamp)
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
            press.recognizerPressType = Self.pressType(for: key.keyCode)
            press.pressType = press.recognizerPressType ?? .select
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
            performEditingKey(key.keyCode, modifiers: key.modifierFlags, in: window)
        }
    }

    /// A held key repeats: editing keys act again (typed text repeats through
    /// `dispatchText`); the press itself stays down.
    @_spi(Platform)
    public func dispatchKeyRepeat(_ keyCode: UIKeyboardHIDUsage, in window: UIWindow?, timestamp: TimeInterval) {
        guard let window = window ?? keyWindow, !isIgnoringInteractionEvents else { return }
        performEditingKey(keyCode, modifiers: window.pressState[keyCode.rawValue]?.key?.modifierFlags ?? [], in: window)
    }

    /// A keyboard's media Play/Pause key as SDL reports it (`SDL_SCANCODE_AUDIOPLAY`, 261). It is
    /// not a usage of HID's keyboard page (Play/Pause is on the consumer page), so it has no
    /// `UIKeyboardHIDUsage` name; ours: it acts as the Siri Remote's play/pause button.
    static let mediaPlayPause = UIKeyboardHIDUsage(rawValue: 261)

    /// The remote button a keyboard key stands for (nil: none; `UIPress.type` then reads
    /// `.select`, as before, but no recognizer receives the press).
    /// UIKit: on iPadOS with a hardware keyboard, Return and Space act as select and the arrow
    /// keys as the remote's arrows (the focus engine's keys); Escape is menu.
    static func pressType(for keyCode: UIKeyboardHIDUsage) -> UIPress.PressType? {
        switch keyCode {
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar: return .select
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        case .keyboardEscape: return .menu
        case mediaPlayPause: return .playPause
        default: return nil
        }
    }
}
