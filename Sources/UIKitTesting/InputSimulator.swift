@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import UIKit
import Foundation

/// Synthesizes input for a window exactly as a platform backend would: touch samples with
/// finger identities and timestamps go through `UIApplication.sendEvent(_:)`, so hit
/// testing, gesture recognizers, controls and views all see what they would see on a
/// device. Time is the manual framework clock: helpers advance it between phases.
///
///     let input = InputSimulator(window: window)
///     input.tap(button)
///     input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 200, y: 10), duration: 0.3)
///     input.advance(by: 0.5)   // lets a long press or double-tap timeout fire
@preconcurrency @MainActor
public final class InputSimulator {
    /// One finger's sample in a multi-finger frame.
    public struct Touch: Sendable {
        /// The finger's identity: the same number from its down to its up or cancel; two
        /// fingers down at once need two numbers.
        public var id: Int
        /// Where the finger is in its life: `.began`, `.moved`, `.stationary`, `.ended` or
        /// `.cancelled`.
        public var phase: UITouch.Phase
        /// The finger's position in the window's coordinates (points).
        public var location: CGPoint
        /// The pressure, where 1 is an average touch (`UITouch.force`); 0 for a device
        /// without force sensing.
        public var force: CGFloat
        /// The kind of touch: `.direct` (a finger), `.pencil` or `.indirectPointer`.
        public var type: UITouch.TouchType
        /// The properties whose values in this sample are only estimated.
        public var estimatedProperties: UITouch.Properties
        /// The estimated properties for which an update will follow (see
        /// ``InputSimulator/updateEstimatedProperties(index:force:altitudeAngle:azimuthAngle:location:resolved:)``).
        public var estimatedPropertiesExpectingUpdates: UITouch.Properties
        /// The number that correlates this sample with its later update
        /// (`UITouch.estimationUpdateIndex`); nil when no update is expected.
        public var estimationUpdateIndex: Int?
        /// A stylus's azimuth in the window's coordinates, radians (0: toward +x).
        public var azimuthAngle: CGFloat = 0

        /// A sample of one finger.
        ///
        /// - Parameters:
        ///   - id: The finger's identity, kept from its down to its up.
        ///   - phase: The finger's phase in this sample.
        ///   - location: The position in the window's coordinates.
        ///   - force: The pressure (1 is an average touch); 0 by default.
        ///   - type: The kind of touch; a finger (`.direct`) by default.
        ///   - estimatedProperties: The properties only estimated in this sample.
        ///   - estimatedPropertiesExpectingUpdates: The estimated properties an update will follow for.
        ///   - estimationUpdateIndex: The number correlating the later update, if one is expected.
        public init(id: Int, phase: UITouch.Phase, location: CGPoint, force: CGFloat = 0, type: UITouch.TouchType = .direct,
                    estimatedProperties: UITouch.Properties = [], estimatedPropertiesExpectingUpdates: UITouch.Properties = [],
                    estimationUpdateIndex: Int? = nil) {
            self.estimatedProperties = estimatedProperties
            self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
            self.estimationUpdateIndex = estimationUpdateIndex
            self.id = id
            self.phase = phase
            self.location = location
            self.force = force
            self.type = type
        }
    }

    /// The window the input is sent to (its touches are hit-tested in it).
    public let window: UIWindow
    /// Last known location of each finger that is down.
    private var fingers: [Int: CGPoint] = [:]
    private var nextFingerID = 1_000

    /// Seconds between samples of the gesture helpers (a 120 Hz touch screen).
    public var sampleInterval: TimeInterval = 1.0 / 120

    /// A simulator for `window`. Installs the manual clock (``ManualClock/install()``), so
    /// time moves only when a test advances it.
    ///
    /// - Parameter window: The window that receives the input; make it key and visible first.
    public init(window: UIWindow) {
        ManualClock.install()
        self.window = window
    }

    /// The framework time now.
    public var now: TimeInterval { ManualClock.now }

    // MARK: Time

    /// Advances the manual clock (firing timers at their times, then the end-of-turn work).
    public func advance(by seconds: TimeInterval) {
        ManualClock.advance(by: seconds)
    }

    /// Runs the end-of-turn work (due timers, main-queue work, layout and display) now.
    public func runLoopTurn() {
        ManualClock.runLoopTurn()
    }

    // MARK: Raw touches

    /// Sends one frame with several fingers. With `timestamp`, the clock first advances to it
    /// (a timestamp in the past is sent as is, as a platform might).
    ///
    /// - Parameters:
    ///   - touches: One sample per finger in the frame.
    ///   - timestamp: The frame's time; now by default.
    public func send(_ touches: [Touch], timestamp: TimeInterval? = nil) {
        if let timestamp, timestamp > now { ManualClock.advance(to: timestamp) }
        let time = timestamp ?? now
        let samples = touches.map {
            PlatformTouch(id: $0.id, phase: $0.phase, location: $0.location, force: $0.force,
                          maximumPossibleForce: $0.force > 0 ? 6.67 : 0, type: $0.type,
                          estimatedProperties: $0.estimatedProperties,
                          estimatedPropertiesExpectingUpdates: $0.estimatedPropertiesExpectingUpdates,
                          estimationUpdateIndex: $0.estimationUpdateIndex, azimuthAngle: $0.azimuthAngle)
        }
        for touch in touches {
            switch touch.phase {
            case .ended, .cancelled: fingers[touch.id] = nil
            default: fingers[touch.id] = touch.location
            }
        }
        UIApplication.shared.dispatchTouches(samples, in: window, timestamp: time)
        runLoopTurn()
    }

    /// Puts a finger down.
    ///
    /// - Parameters:
    ///   - id: The finger's identity, used again to move and lift it.
    ///   - location: Where it lands, in the window's coordinates.
    ///   - force: The pressure (1 is an average touch); 0 by default.
    ///   - type: The kind of touch; a finger by default.
    ///   - timestamp: The event's time; the clock first advances to it. Now by default.
    public func touchDown(_ id: Int, at location: CGPoint, force: CGFloat = 0, type: UITouch.TouchType = .direct, timestamp: TimeInterval? = nil) {
        send([Touch(id: id, phase: .began, location: location, force: force, type: type)], timestamp: timestamp)
    }

    /// Moves a finger that is down.
    ///
    /// - Parameters:
    ///   - id: The finger's identity, as given to ``touchDown(_:at:force:type:timestamp:)``.
    ///   - location: Its new position, in the window's coordinates.
    ///   - force: The pressure in this sample; 0 by default.
    ///   - timestamp: The event's time; the clock first advances to it. Now by default.
    public func touchMove(_ id: Int, to location: CGPoint, force: CGFloat = 0, timestamp: TimeInterval? = nil) {
        send([Touch(id: id, phase: .moved, location: location, force: force)], timestamp: timestamp)
    }

    /// Lifts a finger (where it last was, unless `location` is given).
    ///
    /// - Parameters:
    ///   - id: The finger's identity.
    ///   - location: Where it lifts; where it last was by default.
    ///   - timestamp: The event's time; now by default.
    public func touchUp(_ id: Int, at location: CGPoint? = nil, timestamp: TimeInterval? = nil) {
        let point = location ?? fingers[id] ?? .zero
        send([Touch(id: id, phase: .ended, location: point)], timestamp: timestamp)
    }

    /// The system cancels a finger (a call comes in, the window is hidden).
    ///
    /// - Parameters:
    ///   - id: The finger's identity.
    ///   - timestamp: The event's time; now by default.
    public func touchCancel(_ id: Int, timestamp: TimeInterval? = nil) {
        send([Touch(id: id, phase: .cancelled, location: fingers[id] ?? .zero)], timestamp: timestamp)
    }

    // MARK: Gestures

    /// A tap with one or more fingers, held for `duration`.
    ///
    /// - Parameters:
    ///   - location: Where to tap, in the window's coordinates (several fingers are spread 20 points apart around it).
    ///   - count: How many fingers tap together.
    ///   - duration: How long the fingers stay down, in seconds.
    public func tap(at location: CGPoint, fingers count: Int = 1, duration: TimeInterval = 0.05) {
        let ids = newFingers(count)
        let points = spread(location, count)
        send(zip(ids, points).map { Touch(id: $0, phase: .began, location: $1) })
        advance(by: duration)
        send(zip(ids, points).map { Touch(id: $0, phase: .ended, location: $1) })
    }

    /// Taps the center of `view` (which must be in the window).
    ///
    /// - Parameters:
    ///   - view: The view to tap; it must be in the window.
    ///   - count: How many fingers tap together.
    public func tap(_ view: UIView, fingers count: Int = 1) {
        tap(at: center(of: view), fingers: count)
    }

    /// Taps `count` times in a row, `interval` apart (from one touch-up to the next down).
    ///
    /// - Parameters:
    ///   - location: Where to tap, in the window's coordinates.
    ///   - count: How many taps.
    ///   - interval: Seconds from one lift to the next touch.
    public func tap(at location: CGPoint, count: Int, interval: TimeInterval = 0.1) {
        for i in 0..<count {
            if i > 0 { advance(by: interval) }
            tap(at: location)
        }
    }

    /// Two taps at `location`, `interval` seconds apart (from the first lift to the second down).
    ///
    /// - Parameters:
    ///   - location: Where to tap, in the window's coordinates.
    ///   - interval: Seconds from the first lift to the second touch.
    public func doubleTap(at location: CGPoint, interval: TimeInterval = 0.1) {
        tap(at: location, count: 2, interval: interval)
    }

    /// Two taps on the center of `view` (which must be in the window).
    public func doubleTap(_ view: UIView) {
        doubleTap(at: center(of: view))
    }

    /// Presses and holds without moving, then lifts.
    ///
    /// - Parameters:
    ///   - location: Where to press, in the window's coordinates.
    ///   - duration: How long to hold, in seconds.
    ///   - count: How many fingers press together.
    public func longPress(at location: CGPoint, duration: TimeInterval = 0.8, fingers count: Int = 1) {
        let ids = newFingers(count)
        let points = spread(location, count)
        send(zip(ids, points).map { Touch(id: $0, phase: .began, location: $1) })
        advance(by: duration)
        send(zip(ids, points).map { Touch(id: $0, phase: .ended, location: $1) })
    }

    /// Presses and holds the center of `view` for `duration` seconds, then lifts.
    ///
    /// - Parameters:
    ///   - view: The view to press; it must be in the window.
    ///   - duration: How long to hold, in seconds.
    public func longPress(_ view: UIView, duration: TimeInterval = 0.8) {
        longPress(at: center(of: view), duration: duration)
    }

    /// Drags one finger in a straight line over `duration`, then lifts it (unless `lift` is
    /// false, for tests that inspect a gesture in progress).
    ///
    /// - Parameters:
    ///   - start: Where the finger lands, in the window's coordinates.
    ///   - end: Where it stops.
    ///   - duration: How long the movement takes, in seconds.
    ///   - lift: Whether the finger lifts at the end.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, lift: Bool = true) {
        drag(along: [start, end], duration: duration, lift: lift)
    }

    /// Drags one finger through the points of `path` at constant speed.
    ///
    /// - Parameters:
    ///   - path: The points the finger passes through, the first where it lands.
    ///   - duration: How long the movement takes, in seconds.
    ///   - lift: Whether the finger lifts at the end.
    public func drag(along path: [CGPoint], duration: TimeInterval = 0.25, lift: Bool = true) {
        guard let first = path.first else { return }
        let id = newFingers(1)[0]
        send([Touch(id: id, phase: .began, location: first)])
        let samples = sampledPath(path, duration: duration)
        for point in samples {
            advance(by: duration / Double(max(samples.count, 1)))
            send([Touch(id: id, phase: .moved, location: point)])
        }
        if lift {
            send([Touch(id: id, phase: .ended, location: samples.last ?? first)])
        }
    }

    /// A quick straight drag (a swipe) of `distance` points from `start` in the direction
    /// of `vector` (for example `CGVector(dx: 1, dy: 0)` for rightward).
    ///
    /// - Parameters:
    ///   - start: Where the finger lands, in the window's coordinates.
    ///   - vector: The direction; only its direction counts.
    ///   - distance: How far the finger moves, in points.
    ///   - duration: How long the movement takes, in seconds.
    public func swipe(from start: CGPoint, direction vector: CGVector, distance: CGFloat = 200, duration: TimeInterval = 0.1) {
        let length = max(hypot(vector.dx, vector.dy), .leastNonzeroMagnitude)
        let end = CGPoint(x: start.x + vector.dx / length * distance, y: start.y + vector.dy / length * distance)
        drag(from: start, to: end, duration: duration)
    }

    /// Two fingers on a line through `center` at `angle`, moving from `startDistance` apart
    /// to `endDistance` apart.
    ///
    /// - Parameters:
    ///   - center: The point midway between the fingers.
    ///   - startDistance: The distance between the fingers at the start, in points.
    ///   - endDistance: The distance at the end (larger: zoom in).
    ///   - angle: The angle of the line through the fingers, in radians.
    ///   - duration: How long the movement takes, in seconds.
    public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
                      angle: CGFloat = 0, duration: TimeInterval = 0.3) {
        twoFingerGesture(center: center, duration: duration) { t in
            let d = startDistance + (endDistance - startDistance) * t
            return (d / 2, angle)
        }
    }

    /// Two fingers `radius` from `center`, turning by `rotation` radians (clockwise on
    /// screen for positive values, as UIRotationGestureRecognizer reports).
    ///
    /// - Parameters:
    ///   - center: The point midway between the fingers.
    ///   - radius: Each finger's distance from the center, in points.
    ///   - startAngle: The angle of the line through the fingers at the start, in radians.
    ///   - rotation: The turn, in radians (positive: clockwise on screen).
    ///   - duration: How long the movement takes, in seconds.
    public func rotate(center: CGPoint, radius: CGFloat = 50, startAngle: CGFloat = 0, by rotation: CGFloat,
                       duration: TimeInterval = 0.3) {
        twoFingerGesture(center: center, duration: duration) { t in
            (radius, startAngle + rotation * t)
        }
    }

    /// Two fingers side by side moving together by `translation` (a two-finger pan).
    ///
    /// - Parameters:
    ///   - start: The point midway between the fingers where they land.
    ///   - translation: How far both fingers move, in points.
    ///   - spacing: The distance between the fingers, in points.
    ///   - duration: How long the movement takes, in seconds.
    public func twoFingerDrag(from start: CGPoint, by translation: CGVector, spacing: CGFloat = 40, duration: TimeInterval = 0.3) {
        let ids = newFingers(2)
        let offsets = [CGPoint(x: -spacing / 2, y: 0), CGPoint(x: spacing / 2, y: 0)]
        send(zip(ids, offsets).map { Touch(id: $0, phase: .began, location: CGPoint(x: start.x + $1.x, y: start.y + $1.y)) })
        let steps = stepCount(duration)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            send(zip(ids, offsets).map {
                Touch(id: $0, phase: .moved, location: CGPoint(x: start.x + $1.x + translation.dx * t, y: start.y + $1.y + translation.dy * t))
            })
        }
        send(ids.map { Touch(id: $0, phase: .ended, location: fingers[$0] ?? start) })
    }

    // MARK: Keys

    /// Presses and releases a key (to the key window's first responder).
    ///
    /// - Parameters:
    ///   - keyCode: The key, by its HID usage (`.keyboardReturnOrEnter`, `.keyboardA`, …).
    ///   - characters: The characters the key produces (`UIKey.characters`).
    ///   - modifierFlags: The modifier keys held.
    ///   - duration: How long the key stays down, in seconds.
    public func pressKey(_ keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = [],
                         duration: TimeInterval = 0.05) {
        keyDown(keyCode, characters: characters, modifierFlags: modifierFlags)
        advance(by: duration)
        keyUp(keyCode, characters: characters, modifierFlags: modifierFlags)
    }

    /// Presses a key and keeps it down: `modifierFlags` are the modifiers held from now on
    /// (a modifier key pressed includes its own flag, e.g. `.shift` for the left shift key),
    /// which touch events and gesture recognizers report until `keyUp`.
    ///
    /// - Parameters:
    ///   - keyCode: The key, by its HID usage.
    ///   - characters: The characters the key produces.
    ///   - modifierFlags: The modifiers held from now on.
    public func keyDown(_ keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = []) {
        UIApplication.shared.dispatchKeys([PlatformKey(keyCode: keyCode, phase: .began, characters: characters, modifierFlags: modifierFlags)],
                                          in: window, timestamp: now)
        runLoopTurn()
    }

    /// Releases a key pressed with `keyDown`; `modifierFlags` are the modifiers still held.
    ///
    /// - Parameters:
    ///   - keyCode: The key, by its HID usage.
    ///   - characters: The characters the key produced.
    ///   - modifierFlags: The modifiers still held.
    public func keyUp(_ keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = []) {
        UIApplication.shared.dispatchKeys([PlatformKey(keyCode: keyCode, phase: .ended, characters: characters, modifierFlags: modifierFlags)],
                                          in: window, timestamp: now)
        runLoopTurn()
    }

    /// Types `text` as a platform's text input commits it: a `UIKeyInput` first responder
    /// of the window gets `insertText(_:)`. As with iOS's keyboard, a `UITextInput` responder's
    /// `autocapitalizationType` applies (a `UITextField` types "hello. bye" as "Hello. Bye");
    /// set it to `.none` to type text unchanged.
    public func typeText(_ text: String) {
        UIApplication.shared.dispatchText(text, in: window, timestamp: now)
        runLoopTurn()
    }

    // MARK: Pointer

    /// A secondary (right) click at `location`: on text, the edit menu.
    public func secondaryClick(at location: CGPoint) {
        UIApplication.shared.dispatchSecondaryClick(at: location, in: window, timestamp: now)
        runLoopTurn()
    }

    /// Moves the pointer (no button pressed) to `location`: hover recognizers of the views
    /// under it begin, change or end.
    public func hover(at location: CGPoint) {
        UIApplication.shared.dispatchPointer(.hover(location), in: window, timestamp: now)
        runLoopTurn()
    }

    /// Moves the pointer along `path` (no button pressed), one sample per `sampleInterval`.
    public func hover(along path: [CGPoint]) {
        for (index, point) in path.enumerated() {
            if index > 0 { advance(by: sampleInterval) }
            hover(at: point)
        }
    }

    /// The pointer leaves the window: every hover gesture ends.
    public func pointerExit() {
        UIApplication.shared.dispatchPointer(.exit, in: window, timestamp: now)
        runLoopTurn()
    }

    /// Scrolls with the pointer at `location`: `steps` events of `delta` each (positive y
    /// moves content down, as a finger moving down), `sampleInterval` apart; then lets the
    /// scroll end unless `end` is false.
    ///
    /// - Parameters:
    ///   - location: The pointer's position, in the window's coordinates.
    ///   - delta: Each event's scroll amount, in points (or lines, when not `continuous`).
    ///   - steps: How many events.
    ///   - continuous: Whether the deltas are precise (a trackpad) rather than wheel lines.
    ///   - end: Whether the scroll ends after the last event (0.2 s later).
    public func scroll(at location: CGPoint, by delta: CGVector, steps: Int = 1, continuous: Bool = false, end: Bool = true) {
        for index in 0..<max(1, steps) {
            if index > 0 { advance(by: sampleInterval) }
            UIApplication.shared.dispatchPointer(.scroll(delta: delta, location: location, continuous: continuous),
                                                 in: window, timestamp: now)
            runLoopTurn()
        }
        if end { advance(by: 0.2) }
    }

    // MARK: Helpers

    /// The center of `view` in the window's coordinates.
    public func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    private func newFingers(_ count: Int) -> [Int] {
        (0..<max(1, count)).map { _ in
            nextFingerID += 1
            return nextFingerID
        }
    }

    /// Fingers 20 points apart, centered on `location`.
    private func spread(_ location: CGPoint, _ count: Int) -> [CGPoint] {
        let n = max(1, count)
        return (0..<n).map { i in
            CGPoint(x: location.x + (CGFloat(i) - CGFloat(n - 1) / 2) * 20, y: location.y)
        }
    }

    private func stepCount(_ duration: TimeInterval) -> Int {
        max(1, Int(saturating: (duration / sampleInterval).rounded()))
    }

    private func sampledPath(_ path: [CGPoint], duration: TimeInterval) -> [CGPoint] {
        guard path.count > 1 else { return path }
        var lengths: [CGFloat] = [0]
        for i in 1..<path.count {
            lengths.append(lengths[i - 1] + hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y))
        }
        let total = lengths.last ?? 0
        let steps = stepCount(duration)
        return (1...steps).map { step in
            let target = total * CGFloat(step) / CGFloat(steps)
            var segment = 1
            while segment < path.count - 1, lengths[segment] < target { segment += 1 }
            let a = path[segment - 1], b = path[segment]
            let span = lengths[segment] - lengths[segment - 1]
            let t = span > 0 ? (target - lengths[segment - 1]) / span : 1
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
    }

    private func twoFingerGesture(center: CGPoint, duration: TimeInterval, _ shape: (CGFloat) -> (CGFloat, CGFloat)) {
        let ids = newFingers(2)
        func points(_ t: CGFloat) -> [CGPoint] {
            let (halfDistance, angle) = shape(t)
            let dx = cos(angle) * halfDistance, dy = sin(angle) * halfDistance
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        send(zip(ids, points(0)).map { Touch(id: $0, phase: .began, location: $1) })
        let steps = stepCount(duration)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            send(zip(ids, points(CGFloat(step) / CGFloat(steps))).map { Touch(id: $0, phase: .moved, location: $1) })
        }
        send(zip(ids, points(1)).map { Touch(id: $0, phase: .ended, location: $1) })
    }
}
