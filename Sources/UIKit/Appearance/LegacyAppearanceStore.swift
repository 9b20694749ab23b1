import Foundation

/// The values of UIKit's per-state customization methods (`setBackgroundImage(_:for:barMetrics:)`,
/// `setDividerImage(…)`, position adjustments …), kept by member and key so that each getter
/// returns exactly what its setter stored for the same state and metrics (UIKit does not fall
/// back to another state's value in these getters).
final class LegacyAppearanceStore {
    private var values: [Key: Any] = [:]

    private struct Key: Hashable {
        let member: String
        let keys: [Int]
    }

    func value<Value>(_ member: String, _ keys: Int...) -> Value? {
        values[Key(member: member, keys: keys)] as? Value
    }

    func set(_ value: Any?, _ member: String, _ keys: Int...) {
        values[Key(member: member, keys: keys)] = value
    }
}

extension UIControl.State {
    /// The state as a key of a `LegacyAppearanceStore`.
    var appearanceKey: Int { Int(truncatingIfNeeded: rawValue) }
}
