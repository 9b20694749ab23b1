import Foundation

/// The change of the process's physical memory over the measured block (`Memory Physical`,
/// kilobytes). OpenUIKit: the resident set of the test's process (the app runs in it),
/// read from `/proc/self/statm` before and after; XCTest's `Memory Peak Physical` is not
/// reported.
open class XCTMemoryMetric: NSObject, XCTMetric {
    private var start: UInt64 = 0
    private var end: UInt64 = 0

    /// Measures the test process's memory.
    public override init() { super.init() }

    /// Measures `application`'s memory: the test's own process here.
    @MainActor @preconcurrency
    public convenience init(application: XCUIApplication) { self.init() }

    /// A fresh metric of the same kind, for one iteration (XCTest copies its metrics).
    open func copy(with zone: NSZone? = nil) -> Any { XCTMemoryMetric() }

    /// Reads the counters as the iteration starts.
    open func didStartMeasuring() { start = MonotonicClock.residentBytes() }
    /// Reads the counters as the iteration ends.
    open func didStopMeasuring() { end = MonotonicClock.residentBytes() }

    /// The iteration's measurement (see the class's description).
    ///
    /// - Parameters:
    ///   - startTime: When the iteration's measuring started.
    ///   - endTime: When it stopped.
    /// - Returns: The iteration's measurements.
    open func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                                 to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        let kilobytes = (Double(end) - Double(start)) / 1024
        return [XCTPerformanceMeasurement(identifier: "com.apple.dt.XCTMetric_Memory.physical",
                                          displayName: "Memory Physical",
                                          value: Measurement(value: kilobytes, unit: UnitInformationStorage.kilobytes),
                                          polarity: .prefersSmaller)]
    }
}
