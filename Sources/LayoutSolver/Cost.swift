/// An objective coefficient that is exact across priorities: one value per priority level,
/// compared lexicographically from the highest level down, so a violation at priority 750
/// outweighs any number of violations at 250 (doubles cannot weight 999 levels apart).
struct Cost {
    /// (level, value), levels strictly descending; values are never (near) zero.
    private(set) var entries: [(level: Float, value: Double)] = []

    static let epsilon = 1e-9

    static func unit(_ level: Float, _ value: Double = 1) -> Cost {
        var cost = Cost()
        cost.entries = [(level, value)]
        return cost
    }

    var isZero: Bool { entries.isEmpty }

    /// The sign of the leading (highest-level) value.
    var isNegative: Bool { entries.first.map { $0.value < 0 } ?? false }

    mutating func add(_ other: Cost, times factor: Double) {
        if other.entries.isEmpty || factor == 0 { return }
        if entries.isEmpty {
            // Shared storage for a plain copy (an error's first cost): no allocation.
            if factor == 1 { entries = other.entries; return }
            entries = other.entries.map { ($0.level, $0.value * factor) }
            entries.removeAll { abs($0.value) < Cost.epsilon }
            return
        }
        var merged: [(level: Float, value: Double)] = []
        merged.reserveCapacity(entries.count + other.entries.count)
        var i = 0, j = 0
        while i < entries.count || j < other.entries.count {
            let value: Double, level: Float
            if j == other.entries.count || (i < entries.count && entries[i].level > other.entries[j].level) {
                (level, value) = entries[i]; i += 1
            } else if i == entries.count || other.entries[j].level > entries[i].level {
                level = other.entries[j].level; value = other.entries[j].value * factor; j += 1
            } else {
                level = entries[i].level; value = entries[i].value + other.entries[j].value * factor
                i += 1; j += 1
            }
            if abs(value) >= Cost.epsilon { merged.append((level, value)) }
        }
        entries = merged
    }

    /// Whether `self / a` is lexicographically smaller than `other / b` (a, b > 0).
    func ratio(_ a: Double, isLessThan other: Cost, _ b: Double) -> Bool {
        var i = 0, j = 0
        while i < entries.count || j < other.entries.count {
            let x: Double, y: Double
            if j == other.entries.count || (i < entries.count && entries[i].level > other.entries[j].level) {
                x = entries[i].value / a; y = 0; i += 1
            } else if i == entries.count || other.entries[j].level > entries[i].level {
                x = 0; y = other.entries[j].value / b; j += 1
            } else {
                x = entries[i].value / a; y = other.entries[j].value / b; i += 1; j += 1
            }
            if abs(x - y) > Cost.epsilon { return x < y }
        }
        return false
    }
}
