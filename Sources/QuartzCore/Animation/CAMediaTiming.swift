/// Timing of animations and layers: when they begin, how fast and how often they run, and
/// what they show outside their active time (Core Animation).
///
/// Times nest: a layer's local time is its superlayer's `(t - beginTime) * speed +
/// timeOffset`, and an animation's is its layer's (or group's) the same way. A layer with
/// `speed == 0` pauses its animations (its local time stays at `timeOffset`).
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (0 for an animation: when it is added).
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle (0 for an animation: the transaction's duration, 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (1).
    var speed: Float { get set }
    /// Added to local time (seconds).
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run (fractions run part of one; `.infinity` forever; 0 means 1).
    var repeatCount: Float { get set }
    /// How long to repeat for, instead of a count (0: use `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forward, then backward.
    var autoreverses: Bool { get set }
    /// What is shown before the object begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active duration (Core Animation).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing: the animation has no effect before it begins or after it ends (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial value shows before the beginning.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Where a timed object is at a parent time.
enum TimingPhase: Equatable {
    /// Before `beginTime`.
    case before
    /// Running, at this fraction of a cycle (0...1, already reversed on the way back).
    case active(Double)
    /// Past the end; the fraction it ended at.
    case after(Double)
}

/// The arithmetic of `CAMediaTiming`.
enum MediaTimingMath {
    /// The object's local time for a parent time.
    static func localTime(parent: CFTimeInterval, beginTime: CFTimeInterval, speed: Float,
                          timeOffset: CFTimeInterval) -> CFTimeInterval {
        (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The time from the beginning to the end (infinite when repeating forever).
    static func activeDuration(cycle duration: CFTimeInterval, repeatCount: Float, repeatDuration: CFTimeInterval,
                               autoreverses: Bool) -> CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return duration * count * (autoreverses ? 2 : 1)
    }

    /// Where a timed object with cycle `duration` is at local time `t`.
    static func phase(at t: CFTimeInterval, duration: CFTimeInterval, repeatCount: Float,
                      repeatDuration: CFTimeInterval, autoreverses: Bool) -> TimingPhase {
        guard duration > 0, t.isFinite else { return t < 0 ? .before : .after(1) }
        if t < 0 { return .before }
        let active = activeDuration(cycle: duration, repeatCount: repeatCount, repeatDuration: repeatDuration,
                                    autoreverses: autoreverses)
        if t >= active { return .after(fraction(at: active, duration: duration, autoreverses: autoreverses, atEnd: true)) }
        return .active(fraction(at: t, duration: duration, autoreverses: autoreverses, atEnd: false))
    }

    private static func fraction(at t: CFTimeInterval, duration: CFTimeInterval, autoreverses: Bool, atEnd: Bool) -> Double {
        let cycle = autoreverses ? 2 * duration : duration
        var within = t.truncatingRemainder(dividingBy: cycle)
        // Ending exactly at a cycle's end shows that cycle's end, not the next one's start.
        if atEnd, within < 1e-9, t > 0 { within = cycle }
        var f = within / duration
        if autoreverses, f > 1 { f = 2 - f }
        return Swift.min(1, Swift.max(0, f))
    }
}
