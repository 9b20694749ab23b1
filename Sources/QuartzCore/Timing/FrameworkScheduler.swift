/// Framework timers on the main run loop, fired in time order (ties in scheduling order).
/// Everything time-based in OpenUIKit (double-tap windows, long presses, control
/// auto-repeat, animations) schedules here, so that a manual clock drives all of it.
///
/// With the system clock, the earliest deadline is armed as a Foundation `Timer` on the
/// main run loop, so timers fire whenever the main run loop runs. With a manual clock,
/// they fire only from `advance(by:)` / `advance(to:)`. Main-thread-only (`@MainActor`).
@_spi(Platform)
@MainActor
public final class FrameworkScheduler {
    /// The process's scheduler (`FrameworkEnvironment.scheduler`).
    public static var shared: FrameworkScheduler { FrameworkEnvironment.scheduler }

    public let clock: MediaClock
    private var queue = TimerHeap()
    private var sequence: UInt64 = 0
    private var armedTimer: Foundation.Timer?
    private var armedDeadline: TimeInterval = .infinity
    /// Runs after timers fire during `advance`, so that a test's clock step behaves like a
    /// run-loop turn (UIKit installs its end-of-turn work here: layout, display).
    public var afterTimersFired: (@MainActor () -> Void)?

    init(clock: MediaClock) {
        self.clock = clock
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> FrameworkTimer {
        let safeDelay = delay.isFinite ? Swift.max(0, delay) : 0
        return schedule(at: clock.now + safeDelay, action)
    }

    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> FrameworkTimer {
        sequence &+= 1
        let timer = FrameworkTimer(fireTime: time, sequence: sequence, action: action)
        queue.push(timer)
        armIfNeeded()
        return timer
    }

    /// The fire time of the earliest valid timer.
    public var nextFireTime: TimeInterval? {
        queue.dropInvalidTop()
        return queue.top?.fireTime
    }

    public var hasPendingTimers: Bool { nextFireTime != nil }

    /// Fires every timer due at the current time, in order. Timers scheduled by a firing
    /// timer for a time already reached fire in the same call. Returns how many fired.
    @discardableResult
    public func fireDueTimers() -> Int {
        fireTimers(notAfter: clock.now)
    }

    @discardableResult
    private func fireTimers(notAfter now: TimeInterval) -> Int {
        var fired = 0
        while let next = queue.popValid(notAfter: now) {
            fired += 1
            // A timer's work may change what the app shows without touching a layer.
            LayerTreeChanges.note()
            next.fire()
        }
        armIfNeeded()
        return fired
    }

    /// Manual clock only: moves time forward by `interval`, stopping at each timer's fire
    /// time to fire it with the clock reading exactly that time.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else {
            fireDueTimers()
            afterTimersFired?()
            return
        }
        advance(to: clock.now + interval)
    }

    public func advance(to time: TimeInterval) {
        precondition(clock.isManual, "FrameworkScheduler.advance(to:): the clock is not in manual mode")
        // Timers a rounding error after `time` are due too: a frame timer scheduled as "now +
        // 1/60" thirty times lands within rounding error of 0.5 s, before or after it depending
        // on the clock's absolute reading, and a test advancing 0.5 s must see that frame. They
        // fire with the clock at `time` (it never runs past it, nor backwards).
        let due = time + Swift.max(1, abs(time)) * 1e-12
        while let next = nextFireTime, next <= due {
            clock.setManualTime(Swift.min(next, time))
            fireTimers(notAfter: next)
            afterTimersFired?()
        }
        clock.setManualTime(time)
        fireDueTimers()
        afterTimersFired?()
    }

    /// Restarts the clock in manual mode at `time`, or switches it to system time (nil), moving
    /// every pending timer along so that each still fires the same interval from now (the
    /// clock may move backward: a test environment restarting time). Returns how far
    /// time moved.
    @discardableResult
    public func restartClock(manualTime time: TimeInterval?) -> TimeInterval {
        let before = clock.now
        let after: TimeInterval
        if let time, time.isFinite {
            clock.useManualTime(startingAt: time)
            after = time
        } else {
            clock.useSystemTime()
            after = clock.now
        }
        let delta = after - before
        if delta != 0 { queue.shift(by: delta) }
        armedTimer?.invalidate()
        armedTimer = nil
        armedDeadline = .infinity
        armIfNeeded()
        return delta
    }

    /// Drops every pending timer (used when a test environment is reset).
    public func cancelAll() {
        queue.removeAll()
        armedTimer?.invalidate()
        armedTimer = nil
        armedDeadline = .infinity
    }

    private func armIfNeeded() {
        guard !clock.isManual else {
            armedTimer?.invalidate()
            armedTimer = nil
            armedDeadline = .infinity
            return
        }
        guard let next = nextFireTime else { return }
        if next >= armedDeadline, armedTimer != nil { return }
        armedTimer?.invalidate()
        armedDeadline = next
        let delay = Swift.max(0, next - clock.now)
        let timer = Foundation.Timer(timeInterval: delay, repeats: false) { _ in
            MainActor.assumeIsolated {
                let scheduler = FrameworkScheduler.shared
                scheduler.armedTimer = nil
                scheduler.armedDeadline = .infinity
                scheduler.fireDueTimers()
            }
        }
        RunLoop.main.add(timer, forMode: .common)
        armedTimer = timer
    }
}

/// A scheduled framework timer. `invalidate()` stops it from firing.
@_spi(Platform)
@MainActor
public final class FrameworkTimer {
    public internal(set) var fireTime: TimeInterval
    let sequence: UInt64
    private var action: (@MainActor () -> Void)?

    init(fireTime: TimeInterval, sequence: UInt64, action: @escaping @MainActor () -> Void) {
        self.fireTime = fireTime
        self.sequence = sequence
        self.action = action
    }

    public var isValid: Bool { action != nil }

    public func invalidate() {
        action = nil
    }

    func fire() {
        guard let action else { return }
        self.action = nil
        action()
    }
}

/// A binary min-heap ordered by (fireTime, sequence); invalidated timers are dropped lazily.
@MainActor
struct TimerHeap {
    private var items: [FrameworkTimer] = []

    var top: FrameworkTimer? { items.first }

    mutating func removeAll() { items.removeAll() }

    /// Moves every timer by `delta` (a uniform shift keeps the heap ordered).
    mutating func shift(by delta: TimeInterval) {
        for timer in items { timer.fireTime += delta }
    }

    mutating func push(_ timer: FrameworkTimer) {
        items.append(timer)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func dropInvalidTop() {
        while let first = items.first, !first.isValid { _ = pop() }
    }

    mutating func popValid(notAfter time: TimeInterval) -> FrameworkTimer? {
        dropInvalidTop()
        guard let first = items.first, first.fireTime <= time else { return nil }
        return pop()
    }

    private mutating func pop() -> FrameworkTimer? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let result = items.removeLast()
        var parent = 0
        while true {
            let left = parent * 2 + 1
            let right = left + 1
            var smallest = parent
            if left < items.count, Self.less(items[left], items[smallest]) { smallest = left }
            if right < items.count, Self.less(items[right], items[smallest]) { smallest = right }
            if smallest == parent { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return result
    }

    private static func less(_ a: FrameworkTimer, _ b: FrameworkTimer) -> Bool {
        a.fireTime < b.fireTime || (a.fireTime == b.fireTime && a.sequence < b.sequence)
    }
}
