import Foundation
import XCTest

extension XCTestCase {
    /// The metrics `measure(options:block:)` records: the clock (`XCTClockMetric`). OpenUIKit:
    /// declared in an extension, so a subclass cannot override it (XCTest's class property can be).
    public static var defaultMetrics: [any XCTMetric] { [XCTClockMetric()] }

    /// The options `measure(metrics:block:)` uses: 5 measured iterations. Not overridable here
    /// (see `defaultMetrics`).
    public static var defaultMeasureOptions: XCTMeasureOptions { XCTMeasureOptions.default }

    /// Runs `block` with the default options and records `metrics`.
    ///
    /// - Parameters:
    ///   - metrics: What to record.
    ///   - block: The code measured.
    public func measure(metrics: [any XCTMetric], block: () -> Void) {
        measure(metrics: metrics, options: Self.defaultMeasureOptions, block: block)
    }

    /// Runs `block` with `options` and records the default metrics (the clock).
    ///
    /// - Parameters:
    ///   - options: The iteration count.
    ///   - block: The code measured.
    public func measure(options: XCTMeasureOptions, block: () -> Void) {
        measure(metrics: Self.defaultMetrics, options: options, block: block)
    }

    /// Runs `block` `options.iterationCount + 1` times, the first unmeasured (a warm-up, as
    /// XCTest does), and records `metrics` over each of the others: every metric is copied
    /// for the iteration, told when measuring starts and stops, then asked for its values.
    /// The average, relative standard deviation and values of each measurement are printed in
    /// XCTest's form (`… measured [Clock Monotonic Time, s] average: …`). There are no
    /// baselines on Linux, so the measurements never fail the test. OpenUIKit: the manual
    /// invocation options are not supported — swift-corelibs-xctest's `startMeasuring()` and
    /// `stopMeasuring()` belong to its `measureMetrics` — and fail the test.
    ///
    /// - Parameters:
    ///   - metrics: What to record.
    ///   - options: The iteration count (and invocation options).
    ///   - block: The code measured.
    public func measure(metrics: [any XCTMetric], options: XCTMeasureOptions, block: () -> Void) {
        guard options.invocationOptions.isEmpty else {
            XCTFail("measure(metrics:options:block:): manual invocation options (.manuallyStart, .manuallyStop) are not "
                    + "supported on Linux; use measureMetrics(_:automaticallyStartMeasuring:for:) with startMeasuring()")
            return
        }
        precondition(options.iterationCount > 0, "measure(metrics:options:block:): iterationCount must be positive")
        block()
        var values: [String: (measurement: XCTPerformanceMeasurement, values: [Double])] = [:]
        var order: [String] = []
        for _ in 0..<options.iterationCount {
            let copies = metrics.map { ($0.copy(with: nil) as? any XCTMetric) ?? $0 }
            for metric in copies { metric.willBeginMeasuring() }
            let start = XCTPerformanceMeasurementTimestamp()
            for metric in copies { metric.didStartMeasuring() }
            block()
            for metric in copies { metric.didStopMeasuring() }
            let end = XCTPerformanceMeasurementTimestamp()
            for metric in copies {
                let measurements: [XCTPerformanceMeasurement]
                do {
                    measurements = try metric.reportMeasurements(from: start, to: end)
                } catch {
                    XCTFail("measure(metrics:options:block:): \(type(of: metric)) could not report its measurements: \(error)")
                    return
                }
                for measurement in measurements {
                    if values[measurement.identifier] == nil { order.append(measurement.identifier) }
                    values[measurement.identifier, default: (measurement, [])].values.append(measurement.doubleValue)
                }
            }
        }
        for identifier in order {
            guard let (measurement, samples) = values[identifier] else { continue }
            print(MeasurementReport.line(test: name, measurement: measurement, values: samples))
        }
    }
}
