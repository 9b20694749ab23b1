import Foundation

/// The motion of one axis of a scroll view after the finger lifts: coasting with UIKit's
/// exponential deceleration, then (past an edge, or released overscrolled, or paging) a
/// critically damped spring to a resting offset. Positions are pure functions of the time
/// since the phase began, so every frame lands on the closed form whatever the frame rate.
///
/// Public only for the `Benchmarks` target (`@_spi(Benchmarks)`); not UIKit API.
@_spi(Benchmarks)
public struct ScrollAxisMotion: Sendable {
    public enum Phase: Sendable, Equatable {
        /// x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r), until `stopTime` where it reaches `rest`.
        case coasting(x0: Double, v0: Double, rate: Double, rest: Double, stopTime: Double)
        /// x(t) = target + (d0 + (v0 + ω·d0)·t)·e^(−ωt), d0 = x0 − target.
        case spring(x0: Double, v0: Double, target: Double)
        case resting(Double)
    }

    public private(set) var phase: Phase
    /// When the current phase began (framework clock, seconds).
    public private(set) var start: Double

    /// The spring's angular frequency (1/s). Ours: a critically damped spring with a 0.4 s
    /// response (ω = 2π/0.4), which settles a 20 pt overscroll in about half a second, close
    /// to what iOS's bounce looks like; UIKit does not document its spring.
    public static let springFrequency = 2 * Double.pi / 0.4
    /// A spring is at rest when it is this close (pt) and this slow (pt/s).
    static let springRestDistance = 0.1
    static let springRestSpeed = 5.0

    /// The offset where a fling of `v0` pt/s at `rate` (per millisecond) comes to rest:
    /// UIKit (WWDC 2018, "Designing Fluid Interfaces"): the projection (v0/1000)·r/(1 − r),
    /// which is where the per-millisecond steps v·r^n sum to. A 1,000 pt/s fling travels
    /// 499 pt at `.normal` (0.998), 99 pt at `.fast` (0.99).
    public static func restDistance(velocity v0: Double, rate r: Double) -> Double {
        (v0 / 1000) * r / (1 - r)
    }

    /// The closed form's displacement t seconds after the release.
    @inline(__always)
    public static func coastDistance(velocity v0: Double, rate r: Double, time t: Double) -> Double {
        v0 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
    }

    /// Starts coasting at `x0` with `v0` (pt/s). The continuous curve passes the projected rest
    /// position when its speed has fallen to v0·(1 + r·ln r/(1 − r)) — 0.1% of the release
    /// speed at `.normal`, 0.5% at `.fast` — and the motion stops there: that is our stopping
    /// threshold (UIKit does not publish its own), chosen so the curve never jumps at the end.
    public init(coastingFrom x0: Double, velocity v0: Double, rate r: Double, at time: Double) {
        start = time
        let rate = min(max(r, 0.5), 0.999_999)
        let rest = x0 + Self.restDistance(velocity: v0, rate: rate)
        let remaining = 1 + rate * log(rate) / (1 - rate)
        let stopTime = remaining > 0 ? log(remaining) / (1000 * log(rate)) : 0
        phase = v0 == 0 || !v0.isFinite ? .resting(x0) : .coasting(x0: x0, v0: v0, rate: rate, rest: rest, stopTime: stopTime)
    }

    /// Coasts from `x0` to rest exactly at `target` (a target the delegate chose): the release
    /// velocity whose projection is the target, and the target itself as the rest position
    /// (UIKit lands on `targetContentOffset` exactly; the projection would round).
    public init(coastingFrom x0: Double, to target: Double, rate r: Double, at time: Double) {
        let rate = min(max(r, 0.5), 0.999_999)
        self.init(coastingFrom: x0, velocity: (target - x0) * 1000 * (1 - rate) / rate, rate: rate, at: time)
        if case let .coasting(x0, v0, rate, _, stopTime) = phase {
            phase = .coasting(x0: x0, v0: v0, rate: rate, rest: target, stopTime: stopTime)
        }
    }

    public init(springFrom x0: Double, velocity v0: Double, to target: Double, at time: Double) {
        start = time
        phase = .spring(x0: x0, v0: v0.isFinite ? v0 : 0, target: target)
    }

    public init(restingAt x: Double) {
        start = 0
        phase = .resting(x)
    }

    public var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Position and velocity (pt, pt/s) at `time`.
    public func sample(at time: Double) -> (position: Double, velocity: Double, done: Bool) {
        let t = max(0, time - start)
        switch phase {
        case let .coasting(x0, v0, rate, rest, stopTime):
            if t >= stopTime { return (rest, 0, true) }
            let decay = pow(rate, 1000 * t)
            return (x0 + v0 * (decay - 1) / (1000 * log(rate)), v0 * decay, false)
        case let .spring(x0, v0, target):
            let w = Self.springFrequency, d0 = x0 - target
            let e = exp(-w * t)
            let displacement = (d0 + (v0 + w * d0) * t) * e
            let velocity = (v0 - w * (v0 + w * d0) * t) * e
            if abs(displacement) < Self.springRestDistance, abs(velocity) < Self.springRestSpeed { return (target, 0, true) }
            return (target + displacement, velocity, false)
        case let .resting(x):
            return (x, 0, true)
        }
    }

    /// Moves the whole motion by `delta` (the offset was set from outside while it ran).
    public mutating func shift(by delta: Double) {
        switch phase {
        case let .coasting(x0, v0, rate, rest, stopTime):
            phase = .coasting(x0: x0 + delta, v0: v0, rate: rate, rest: rest + delta, stopTime: stopTime)
        case let .spring(x0, v0, target):
            phase = .spring(x0: x0 + delta, v0: v0, target: target + delta)
        case let .resting(x):
            phase = .resting(x + delta)
        }
    }

    /// Steps the motion to `time` against the content edges [`lower`, `upper`]: coasting past
    /// an edge turns into a spring back to it (or stops at it without `bounces`), a spring
    /// whose target left the range retargets. Returns the position and whether it rests.
    public mutating func step(to time: Double, lower: Double, upper: Double, bounces: Bool) -> (position: Double, done: Bool) {
        var (x, v, done) = sample(at: time)
        switch phase {
        case .coasting:
            if x < lower || x > upper {
                let edge = x < lower ? lower : upper
                if bounces && !done {
                    self = ScrollAxisMotion(springFrom: x, velocity: v, to: edge, at: time)
                    (x, v, done) = sample(at: time)
                } else {
                    self = ScrollAxisMotion(restingAt: edge)
                    return (edge, true)
                }
            }
        case let .spring(_, _, target):
            let clamped = min(max(target, lower), upper)
            if clamped != target {
                self = ScrollAxisMotion(springFrom: x, velocity: v, to: clamped, at: time)
                (x, v, done) = sample(at: time)
            }
        case .resting:
            break
        }
        if done { self = ScrollAxisMotion(restingAt: x) }
        return (x, done)
    }
}
