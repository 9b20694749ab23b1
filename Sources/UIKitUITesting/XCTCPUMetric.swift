import Foundation

/// The CPU time the measured block takes (`CPU Time`, seconds). OpenUIKit: the app runs in
/// the test's process, so the process's CPU time is measured whichever initializer made the
/// metric; XCTest's `CPU Cycles` and `CPU Instructions Retired` are not reported (Linux
/// gives no cycle counts without perf events).
open class XCTCPUMetric: NSObject, XCTMetric {
    private var start: UInt64 = 0
    private var end: UInt64 = 0

    /// Measures the test process's CPU time.
    public override init() { super.init() }

    /// Measures the CPU time of the current thread (XCTest), or the process (false). Here
    /// always the process's.
    public convenience init(limitingToCurrentThread: Bool) { self.init() }

    /// Measures the CPU time of `application`: the test's own process here.
    @MainActor @preconcurrency
    public convenience init(application: XCUIApplication) { self.init() }

    /// A fresh metric of the same kind, for one iteration (XCTest copies its metrics).
    open func copy(with zone: NSZone? = nil) -> Any { XCTCPUMetric() }

    /// Reads the counters as the iteration starts.
    open func didStartMeasuring() { start = MonotonicClock.processCPUNanoseconds() }
    /// Reads the counters as the iteration ends.
    open func didStopMeasuring() { end = MonotonicClock.processCPUNanoseconds() }

    /// The iteration's measurement (see the class's description).
    ///
    /// - Parameters:
    ///   - startTime: When the iteration's measuring started.
    ///   - endTime: When it stopped.
    /// - Returns: The iteration's measurements.
    open func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                                 to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        [XCTPerformanceMeasurement(identifier: "com.apple.dt.XCTMetric_CPU.time", displayName: "CPU Time",
                                   value: Measurement(value: Double(end &- start) / 1e9, unit: UnitDuration.seconds),
                                   polarity: .prefersSmaller)]
    }
}
