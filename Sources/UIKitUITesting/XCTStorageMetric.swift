import Foundation

/// The data the measured block writes (`Disk Logical Writes`, kilobytes): the `wchar`
/// counter of `/proc/self/io` before and after (OpenUIKit: the test's process, where the app
/// runs). Reports nothing where the kernel has no such file.
open class XCTStorageMetric: NSObject, XCTMetric {
    private var start: UInt64?
    private var end: UInt64?

    /// Measures the test process's writes.
    public override init() { super.init() }

    /// Measures `application`'s writes: the test's own process here.
    @MainActor @preconcurrency
    public convenience init(application: XCUIApplication) { self.init() }

    /// A fresh metric of the same kind, for one iteration (XCTest copies its metrics).
    open func copy(with zone: NSZone? = nil) -> Any { XCTStorageMetric() }

    /// Reads the counters as the iteration starts.
    open func didStartMeasuring() { start = MonotonicClock.logicalWriteBytes() }
    /// Reads the counters as the iteration ends.
    open func didStopMeasuring() { end = MonotonicClock.logicalWriteBytes() }

    /// The iteration's measurement (see the class's description).
    ///
    /// - Parameters:
    ///   - startTime: When the iteration's measuring started.
    ///   - endTime: When it stopped.
    /// - Returns: The iteration's measurements.
    open func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                                 to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        guard let start, let end else { return [] }
        return [XCTPerformanceMeasurement(identifier: "com.apple.dt.XCTMetric_Disk.logical_writes",
                                          displayName: "Disk Logical Writes",
                                          value: Measurement(value: Double(end &- start) / 1024, unit: UnitInformationStorage.kilobytes),
                                          polarity: .prefersSmaller)]
    }
}
