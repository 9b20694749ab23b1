import Foundation

/// What a performance test measures while `measure(metrics:options:block:)` runs its block
/// (XCTest's protocol). XCTest copies each metric for every iteration, calls
/// `willBeginMeasuring()` and `didStartMeasuring()` just before the block,
/// `didStopMeasuring()` just after it, then asks `reportMeasurements(from:to:)` for the
/// iteration's values.
public protocol XCTMetric: NSCopying, NSObjectProtocol {
    /// The measurements of the iteration that ran between `startTime` and `endTime`.
    ///
    /// - Parameters:
    ///   - startTime: When the iteration's measuring started.
    ///   - endTime: When it stopped.
    /// - Returns: The iteration's measurements.
    func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                            to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement]

    /// Called just before the measured block runs (optional in XCTest: the default does nothing).
    func willBeginMeasuring()

    /// Called when measuring has started, just before the block (default: nothing).
    func didStartMeasuring()

    /// Called just after the measured block returns (default: nothing).
    func didStopMeasuring()
}

extension XCTMetric {
    /// Does nothing (XCTest's optional method).
    public func willBeginMeasuring() {}
    /// Does nothing (XCTest's optional method).
    public func didStartMeasuring() {}
    /// Does nothing (XCTest's optional method).
    public func didStopMeasuring() {}
}
