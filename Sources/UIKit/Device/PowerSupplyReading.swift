import Foundation

/// The battery as Linux reports it under `/sys/class/power_supply`: the first supply (by
/// name) whose `type` is `Battery`, its `capacity` (percent) and `status`.
struct PowerSupplyReading: Equatable {
    var level: Float
    var state: UIDevice.BatteryState

    static let unknown = PowerSupplyReading(level: -1, state: .unknown)

    /// Reads the supplies in `directory`; `.unknown` when there is no battery (a desktop) or
    /// its files cannot be read.
    static func read(directory: String) -> PowerSupplyReading {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return .unknown }
        for name in names.sorted() {
            let supply = directory + "/" + name
            guard value(supply + "/type") == "Battery" else { continue }
            let capacity = value(supply + "/capacity").flatMap { Int($0) }
            let level = capacity.map { Float(min(100, max(0, $0))) / 100 } ?? -1
            let state: UIDevice.BatteryState
            switch value(supply + "/status") {
            case "Charging": state = .charging
            case "Full": state = .full
            case "Discharging": state = .unplugged
            // Plugged in but held below a charge threshold: UIKit has no such state; it is
            // plugged in, so charging unless full.
            case "Not charging": state = level >= 1 ? .full : .charging
            default: state = .unknown
            }
            return PowerSupplyReading(level: level, state: state)
        }
        return .unknown
    }

    private static func value(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
