/// Options that configure how effects apply to symbol-based images.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How the effect repeats, if it was asked.
    package enum Repetition: Hashable, Sendable {
        /// The effect's own default.
        case automatic
        /// Played `count` times (nil: indefinitely), `delay` seconds apart (nil: the default).
        case periodic(count: Int?, delay: Double?)
        /// Played continuously until removed.
        case continuous
    }

    package var repetition: Repetition = .automatic
    /// The preferred speed multiplier (1: the effect's own duration).
    package var speedMultiplier: Double = 1

    package init() {}

    /// The default set of effect options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// A set of effect options that prefers to repeat indefinitely.
    public var repeating: SymbolEffectOptions {
        var options = self
        options.repetition = .periodic(count: nil, delay: nil)
        return options
    }

    /// A default set of effect options that prefers to repeat indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }

    /// A set of effect options that prefers to not repeat.
    public var nonRepeating: SymbolEffectOptions {
        var options = self
        options.repetition = .periodic(count: 1, delay: nil)
        return options
    }

    /// A default set of effect options that prefers to not repeat.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// Effect options with a preferred repeat count (nil: the default number of repeats).
    /// Symbols: very large or small values may be clamped (here to 1…10,000).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var options = self
        if let count {
            options.repetition = .periodic(count: Swift.min(Swift.max(count, 1), 10_000), delay: nil)
        } else {
            options.repetition = .automatic
        }
        return options
    }

    /// A default set of effect options with a preferred repeat count.
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }

    /// Effect options with a repeat behavior (iOS 18).
    public func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions {
        var options = self
        options.repetition = behavior.repetition
        return options
    }

    /// A default set of effect options with a repeat behavior (iOS 18).
    public static func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(behavior)
    }

    /// Effect options with a preferred speed multiplier. Symbols: values that are not positive
    /// and finite fall back to 1 (assumed: Apple documents no range).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedMultiplier = speed.isFinite && speed > 0 ? speed : 1
        return options
    }

    /// A default set of effect options with a preferred speed multiplier.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
}
