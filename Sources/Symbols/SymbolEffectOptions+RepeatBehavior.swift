extension SymbolEffectOptions {
    /// How a repeating effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        package var repetition: Repetition

        /// Plays the effect continuously, without pausing between repetitions.
        public static var continuous: SymbolEffectOptions.RepeatBehavior {
            RepeatBehavior(repetition: .continuous)
        }

        /// Plays the effect at regular intervals, starting and stopping each time.
        public static var periodic: SymbolEffectOptions.RepeatBehavior {
            RepeatBehavior(repetition: .periodic(count: nil, delay: nil))
        }

        /// A periodic behavior with a preferred play count (nil: indefinitely) and delay
        /// between repetitions in seconds (nil: the default).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> SymbolEffectOptions.RepeatBehavior {
            let clamped = count.map { Swift.min(Swift.max($0, 1), 10_000) }
            let safeDelay = delay.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            return RepeatBehavior(repetition: .periodic(count: clamped, delay: safeDelay))
        }
    }
}
