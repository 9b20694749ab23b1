import Foundation

/// A moment of a performance test: the monotonic clock in nanoseconds and the date.
open class XCTPerformanceMeasurementTimestamp: NSObject {
    /// The monotonic clock's reading, in nanoseconds (`mach_absolute_time()` units on Apple's
    /// platforms; `CLOCK_MONOTONIC` nanoseconds here).
    public let absoluteTime: UInt64
    /// The wall-clock date of the moment.
    public let date: Date

    /// A timestamp of the given clock reading and date.
    ///
    /// - Parameters:
    ///   - absoluteTime: The monotonic clock's reading, in nanoseconds.
    ///   - date: The wall-clock date of the moment.
    public init(absoluteTime: UInt64, date: Date) {
        self.absoluteTime = absoluteTime
        self.date = date
        super.init()
    }

    /// The current moment.
    public override convenience init() {
        self.init(absoluteTime: MonotonicClock.nanoseconds(), date: Date())
    }
}

/// Whether smaller or larger values of a measurement are better (raw values assumed).
public enum XCTPerformanceMeasurementPolarity: Int, Sendable {
    /// Neither is better.
    case unspecified = 0
    /// Larger values are better.
    case prefersLarger = 1
    /// Smaller values are better (times, memory).
    case prefersSmaller = -1
}

/// One value a metric reports for one iteration.
open class XCTPerformanceMeasurement: NSObject {
    /// The measurement's stable identifier (`com.apple.dt.XCTMetric_Clock.time.monotonic`…).
    public let identifier: String
    /// The name shown in the test's log (`Clock Monotonic Time`).
    public let displayName: String
    /// The value with its unit.
    public let value: Measurement<Unit>
    /// Whether smaller or larger values are better.
    public let polarity: XCTPerformanceMeasurementPolarity

    /// A measurement of `value`, its polarity unspecified.
    ///
    /// - Parameters:
    ///   - identifier: The measurement's stable identifier.
    ///   - displayName: The name shown in the log.
    ///   - value: The value with its unit.
    public convenience init(identifier: String, displayName: String, value: Measurement<Unit>) {
        self.init(identifier: identifier, displayName: displayName, value: value, polarity: .unspecified)
    }

    /// A measurement of `value` whose smaller or larger values are better.
    ///
    /// - Parameters:
    ///   - identifier: The measurement's stable identifier.
    ///   - displayName: The name shown in the log.
    ///   - value: The value with its unit.
    ///   - polarity: Whether smaller or larger values are better.
    public init(identifier: String, displayName: String, value: Measurement<Unit>,
                polarity: XCTPerformanceMeasurementPolarity) {
        self.identifier = identifier
        self.displayName = displayName
        self.value = value
        self.polarity = polarity
        super.init()
    }

    /// A measurement of a number in the unit named by `unitSymbol`.
    ///
    /// - Parameters:
    ///   - identifier: The measurement's stable identifier.
    ///   - displayName: The name shown in the log.
    ///   - doubleValue: The number.
    ///   - unitSymbol: The unit's symbol (`s`, `kB`).
    public convenience init(identifier: String, displayName: String, doubleValue: Double, unitSymbol: String) {
        self.init(identifier: identifier, displayName: displayName,
                  value: Measurement(value: doubleValue, unit: Unit(symbol: unitSymbol)))
    }

    /// A measurement of a number in the unit named by `unitSymbol`, with its polarity.
    ///
    /// - Parameters:
    ///   - identifier: The measurement's stable identifier.
    ///   - displayName: The name shown in the log.
    ///   - doubleValue: The number.
    ///   - unitSymbol: The unit's symbol (`s`, `kB`).
    ///   - polarity: Whether smaller or larger values are better.
    public convenience init(identifier: String, displayName: String, doubleValue: Double, unitSymbol: String,
                            polarity: XCTPerformanceMeasurementPolarity) {
        self.init(identifier: identifier, displayName: displayName,
                  value: Measurement(value: doubleValue, unit: Unit(symbol: unitSymbol)), polarity: polarity)
    }

    /// The value as a number in its unit.
    open var doubleValue: Double { value.value }
    /// The unit's symbol (`s`, `kB`).
    open var unitSymbol: String { value.unit.symbol }
}
