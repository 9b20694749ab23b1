import Foundation

/// The log line XCTest prints for a measured metric.
enum MeasurementReport {
    static func line(test: String, measurement: XCTPerformanceMeasurement, values: [Double]) -> String {
        let average = values.reduce(0, +) / Double(values.count)
        let variance = values.reduce(0) { $0 + ($1 - average) * ($1 - average) } / Double(values.count)
        let relativeDeviation = average == 0 ? 0 : variance.squareRoot() / abs(average) * 100
        let polarity = switch measurement.polarity {
        case .prefersSmaller: "prefers smaller"
        case .prefersLarger: "prefers larger"
        case .unspecified: "unspecified"
        }
        return "Test Case '\(test)' measured [\(measurement.displayName), \(measurement.unitSymbol)] "
            + "average: \(format(average)), relative standard deviation: \(format(relativeDeviation))%, "
            + "values: [\(values.map(format).joined(separator: ", "))], "
            + "performanceMetricID:\(measurement.identifier), polarity: \(polarity)"
    }

    private static func format(_ value: Double) -> String { String(format: "%.6f", value) }
}
