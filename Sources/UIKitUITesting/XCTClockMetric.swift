import Foundation

/// The wall time the measured block takes (`Clock Monotonic Time`, seconds).
open class XCTClockMetric: NSObject, XCTMetric {
    /// Measures the wall time of each iteration.
    public override init() { super.init() }

    /// A fresh metric of the same kind, for one iteration (XCTest copies its metrics).
    open func copy(with zone: NSZone? = nil) -> Any { XCTClockMetric() }

    /// The iteration's measurement (see the class's description).
    ///
    /// - Parameters:
    ///   - startTime: When the iteration's measuring started.
    ///   - endTime: When it stopped.
    /// - Returns: The iteration's measurements.
    open func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                                 to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        let seconds = Double(endTime.absoluteTime &- startTime.absoluteTime) / 1e9
        return [XCTPerformanceMeasurement(identifier: "com.apple.dt.XCTMetric_Clock.time.monotonic",
                                          displayName: "Clock Monotonic Time",
                                          value: Measurement(value: seconds, unit: UnitDuration.seconds),
                                          polarity: .prefersSmaller)]
    }
}
