import Foundation

/// How long the app takes to launch (`Duration (AppLaunch)`, seconds): the time spent in
/// `XCUIApplication.launch()` calls during the iteration, from the call until the app has
/// finished launching, laid out and drawn its first frame and settled (OpenUIKit launches it
/// in process; XCTest measures until the first frame of another process). An iteration
/// without a launch reports nothing, as XCTest's.
open class XCTApplicationLaunchMetric: NSObject, XCTMetric {
    /// Whether the measurement lasts until the app is responsive after its first frame. In
    /// process, `launch()` returns once the app is idle, so both kinds measure the same span.
    public let waitUntilResponsive: Bool
    private var recording: LaunchDurations.Recording?

    /// Measures launches until the first frame.
    public override convenience init() { self.init(waitUntilResponsive: false) }

    /// Measures launches until the first frame, or until the app is responsive after it.
    public init(waitUntilResponsive: Bool) {
        self.waitUntilResponsive = waitUntilResponsive
        super.init()
    }

    /// A fresh metric of the same kind, for one iteration (XCTest copies its metrics).
    open func copy(with zone: NSZone? = nil) -> Any { XCTApplicationLaunchMetric(waitUntilResponsive: waitUntilResponsive) }

    /// Reads the counters as the iteration starts.
    open func didStartMeasuring() { recording = LaunchDurations.begin() }
    /// Reads the counters as the iteration ends.
    open func didStopMeasuring() { recording.map(LaunchDurations.end) }

    /// The iteration's measurement (see the class's description).
    ///
    /// - Parameters:
    ///   - startTime: When the iteration's measuring started.
    ///   - endTime: When it stopped.
    /// - Returns: The iteration's measurements.
    open func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                                 to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        guard let durations = recording?.durations, !durations.isEmpty else { return [] }
        return [XCTPerformanceMeasurement(identifier: "com.apple.dt.XCTMetric_ApplicationLaunch-AppLaunch.duration",
                                          displayName: "Duration (AppLaunch)",
                                          value: Measurement(value: durations.reduce(0, +), unit: UnitDuration.seconds),
                                          polarity: .prefersSmaller)]
    }
}
