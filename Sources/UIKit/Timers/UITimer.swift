internal import CMainThread
@_spi(Platform) import QuartzCore
import Synchronization

/// Foundation's `Timer`, on the framework clock: the same API, but a timer on the main run
/// loop is a framework timer, so that `ManualClock.advance(by:)` fires it at its exact fire
/// time, in time order with UIKit's own timers (long presses, double-tap windows, control
/// auto-repeat, animations). With the system clock it fires on the main run loop like a
/// Foundation timer.
///
/// Porting: Swift cannot make `Timer` mean this class for files that import Foundation as
/// well as UIKit (the two `Timer`s would be ambiguous), so OpenUIKit does not declare a
/// `Timer`. Add one line to each module whose timers should run on the framework clock:
/// `typealias Timer = UITimer` — a module's own declarations take precedence over imported
/// ones, so every `Timer` in that module then means this class. Without it, code keeps
/// Foundation's `Timer`, which works with the system clock but does not see `ManualClock`.
///
/// A timer on another thread's run loop is a Foundation timer on that run loop (its block
/// runs on that thread; a selector is sent on the main thread, because OpenUIKit's selectors
/// are main-actor methods). Run-loop modes are accepted and not distinguished: a timer on the
/// main run loop fires in every mode.
open class UITimer: NSObject, @unchecked Sendable {
    /// The target is used only on the main thread; the block is Sendable.
    enum Action: @unchecked Sendable {
        case block(@Sendable (UITimer) -> Void)
        case selector(target: Any, selector: Selector)
    }

    /// A Foundation timer is touched only to invalidate it or set its fire date, which Core
    /// Foundation locks.
    enum Schedule: @unchecked Sendable {
        /// On the main run loop: a framework timer (nil until the main actor has scheduled it).
        case framework(FrameworkTimer?)
        case foundation(Foundation.Timer)
    }

    struct State: Sendable {
        /// Fire time on the framework clock (`CACurrentMediaTime()`).
        var fireTime: TimeInterval
        var tolerance: TimeInterval = 0
        /// Dropped by `invalidate()`: a timer releases its block and target when invalidated.
        var action: Action?
        var schedule: Schedule?
        /// Set by the `fireDate` setter while the action runs.
        var fireTimeChangedWhileFiring = false
    }

    let state: Mutex<State>
    let interval: TimeInterval
    let repeats: Bool
    private let info: Any?

    /// Core Foundation's limit on a timer's interval (about 16 years).
    static let intervalLimit: TimeInterval = 504_911_232

    init(fireTime: TimeInterval, interval: TimeInterval, repeats: Bool, userInfo: Any?, action: Action) {
        // Foundation: an interval of 0 or less becomes 0.1 ms.
        let safeInterval = interval.isNaN || interval <= 0 ? 0.0001 : Swift.min(interval, Self.intervalLimit)
        self.interval = safeInterval
        self.repeats = repeats
        self.info = userInfo
        self.state = Mutex(State(fireTime: fireTime.isNaN ? MediaClock.shared.now : fireTime, action: action))
        super.init()
    }

    /// A timer that first fires at `date`, then every `interval` when it repeats; schedule it
    /// with `RunLoop.add(_:forMode:)`.
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool,
                            block: @escaping @Sendable (UITimer) -> Void) {
        self.init(fireTime: Self.clockTime(for: date), interval: interval, repeats: repeats, userInfo: nil,
                  action: .block(block))
    }

    /// A timer that fires `interval` seconds after it is created; schedule it with
    /// `RunLoop.add(_:forMode:)`.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                            block: @escaping @Sendable (UITimer) -> Void) {
        self.init(fireTime: MediaClock.shared.now + Self.firstDelay(interval), interval: interval, repeats: repeats,
                  userInfo: nil, action: .block(block))
    }

    /// A timer scheduled on the current run loop (the main one, on the main thread) that fires
    /// `interval` seconds from now.
    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping @Sendable (UITimer) -> Void) -> UITimer {
        let timer = UITimer(timeInterval: interval, repeats: repeats, block: block)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// A selector timer scheduled on the current run loop that fires `ti` seconds from now.
    @discardableResult
    open class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                   userInfo: Any?, repeats yesOrNo: Bool) -> UITimer {
        let timer = UITimer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    // MARK: Firing

    /// Sends the timer's action now. A repeating timer keeps its schedule; a non-repeating
    /// timer is invalidated after it fires (Foundation). Nothing happens once invalidated.
    open func fire() {
        guard let action = state.withLock({ $0.action }) else { return }
        perform(action)
        if !repeats { invalidate() }
    }

    /// When the timer fires next. Setting it reschedules the timer (a timer on the main run
    /// loop keeps its place among framework timers by time).
    open var fireDate: Date {
        get { Self.date(for: state.withLock { $0.fireTime }) }
        set {
            let time = Self.clockTime(for: newValue)
            let schedule = state.withLock { s -> Schedule? in
                guard s.action != nil else { return nil }
                s.fireTime = time
                s.fireTimeChangedWhileFiring = true
                return s.schedule
            }
            switch schedule {
            case .framework?:
                onMain { $0.scheduleOnFramework() }
            case .foundation(let timer)?:
                timer.fireDate = newValue
            case nil:
                break
            }
        }
    }

    /// The interval of a repeating timer; 0 for a non-repeating one (Foundation).
    open var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// Accepted and reported; OpenUIKit fires timers at their exact fire date.
    open var tolerance: TimeInterval {
        get { state.withLock { $0.tolerance } }
        set { state.withLock { $0.tolerance = newValue.isFinite ? Swift.max(0, newValue) : 0 } }
    }

    /// Stops the timer from ever firing again and releases its block or target.
    open func invalidate() {
        let schedule = state.withLock { s -> Schedule? in
            s.action = nil
            defer { s.schedule = nil }
            return s.schedule
        }
        switch schedule {
        case .framework(let timer?)?:
            onMain { _ in timer.invalidate() }
        case .framework(nil)?:
            break
        case .foundation(let timer)?:
            timer.invalidate()
        case nil:
            break
        }
    }

    open var isValid: Bool { state.withLock { $0.action != nil } }

    /// The object given when the timer was created (selector timers); nil for block timers.
    open var userInfo: Any? { info }

    // MARK: Scheduling

    /// Schedules the timer on a run loop: the main run loop's timers are framework timers.
    func schedule(on runLoop: RunLoop) {
        let alreadyScheduled = state.withLock { s -> Bool? in
            guard s.action != nil else { return nil }
            return s.schedule != nil
        }
        guard alreadyScheduled == false else {
            // UIKit: adding an invalidated timer, or a timer already in a run loop, does nothing
            // (a run loop mode is not distinguished here).
            return
        }
        if runLoop === RunLoop.main {
            // Marked at once, so that a second `add` before the main thread schedules it is ignored.
            state.withLock { $0.schedule = .framework(nil) }
            onMain { $0.scheduleOnFramework() }
        } else {
            // The run loop keeps the timer alive through the block until it is invalidated.
            let first = state.withLock { $0.fireTime }
            let timer = Foundation.Timer(fire: Self.date(for: first), interval: repeats ? interval : 0,
                                         repeats: repeats) { [self] _ in fireFromFoundation() }
            state.withLock { $0.schedule = .foundation(timer) }
            runLoop.add(timer, forMode: .common)
        }
    }

    @MainActor
    func scheduleOnFramework() {
        let current = state.withLock { s -> (time: TimeInterval, old: FrameworkTimer?)? in
            guard s.action != nil, case .framework(let old)? = s.schedule else { return nil }
            return (s.fireTime, old)
        }
        guard let current else { return }
        current.old?.invalidate()
        let time = current.time
        // The scheduler keeps the timer alive while it is scheduled, as a run loop does.
        let timer = FrameworkScheduler.shared.schedule(at: time) { [self] in fireFromFramework() }
        let kept = state.withLock { s -> Bool in
            guard s.action != nil, case .framework? = s.schedule else { return false }
            s.schedule = .framework(timer)
            return true
        }
        if !kept { timer.invalidate() }
    }

    /// A framework timer came due: send the action, then reschedule or invalidate.
    @MainActor
    private func fireFromFramework() {
        let due = state.withLock { s -> (Action, TimeInterval)? in
            guard let action = s.action else { return nil }
            s.fireTimeChangedWhileFiring = false
            return (action, s.fireTime)
        }
        guard let (action, firedAt) = due else { return }
        perform(action)
        guard repeats else {
            invalidate()
            return
        }
        let reschedule = state.withLock { s -> Bool in
            guard s.action != nil else { return false }
            // Core Foundation keeps a fire date set during the action only when it is later
            // than the date that fired; otherwise the next one follows the interval, skipping
            // any fire dates already past (a late timer fires once, not once per missed interval).
            if s.fireTimeChangedWhileFiring, s.fireTime > firedAt { return false }
            let now = MediaClock.shared.now
            var next = firedAt + interval
            if next <= now { next += ((now - next) / interval).rounded(.down) * interval + interval }
            s.fireTime = next
            return true
        }
        if reschedule { scheduleOnFramework() }
    }

    private func fireFromFoundation() {
        guard let action = state.withLock({ $0.action }) else { return }
        perform(action)
        if !repeats { invalidate() }
    }

    private func perform(_ action: Action) {
        switch action {
        case .block(let block):
            block(self)
        case .selector(let target, let selector):
            if openuikit_is_main_thread() {
                MainActor.assumeIsolated { _ = selector.perform(on: target, sender: self, event: nil) }
            } else {
                let box = UncheckedSendableTarget(target: target)
                DispatchQueue.main.async { _ = selector.perform(on: box.target, sender: self, event: nil) }
            }
        }
    }

    /// Runs `body` on the main actor: now when on the main thread, else on the main queue.
    private func onMain(_ body: @escaping @MainActor @Sendable (UITimer) -> Void) {
        if openuikit_is_main_thread() {
            MainActor.assumeIsolated { body(self) }
        } else {
            DispatchQueue.main.async { body(self) }
        }
    }

    // MARK: Time

    static func firstDelay(_ interval: TimeInterval) -> TimeInterval {
        interval.isNaN || interval <= 0 ? 0.0001 : Swift.min(interval, intervalLimit)
    }

    /// A date as framework-clock time (the clock may be manual, so the offset from now is used).
    static func clockTime(for date: Date) -> TimeInterval {
        let offset = date.timeIntervalSinceNow
        return MediaClock.shared.now + (offset.isNaN ? 0 : Swift.max(-intervalLimit, Swift.min(offset, intervalLimit)))
    }

    static func date(for time: TimeInterval) -> Date {
        Date(timeIntervalSinceNow: time - MediaClock.shared.now)
    }

    nonisolated open override var description: String {
        "<UITimer fireDate: \(fireDate), interval: \(timeInterval), valid: \(isValid)>"
    }
}

/// A selector target carried to the main queue (the timer owns it; only the main thread uses it).
private struct UncheckedSendableTarget: @unchecked Sendable {
    let target: Any
}
