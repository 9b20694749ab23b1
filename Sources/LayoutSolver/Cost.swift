/// An objective coefficient that is exact across priorities: one value per priority level,
/// compared lexicographically from the highest level down, so a violation at priority 750
/// outweighs any number of violations at 250 (doubles cannot weight 999 levels apart).
struct Cost {
    typealias Entry = (level: Float, value: Double)

    // The entries (level, value), levels strictly descending, values never (near) zero. The
    // first is stored inline and the others in `rest`: most costs have one level, so most
    // take no allocation.
    private var count: Int32 = 0
    private var firstLevel: Float = 0
    private var firstValue: Double = 0
    private var rest: [Entry] = []

    static let epsilon = 1e-9

    static func unit(_ level: Float, _ value: Double = 1) -> Cost {
        var cost = Cost()
        cost.append((level, value))
        return cost
    }

    var isZero: Bool { count == 0 }

    /// The sign of the leading (highest-level) value.
    var isNegative: Bool { count > 0 && firstValue < 0 }

    private var entryCount: Int { Int(count) }

    private func entry(_ index: Int) -> Entry {
        index == 0 ? (firstLevel, firstValue) : rest[index - 1]
    }

    private mutating func append(_ entry: Entry) {
        if count == 0 {
            firstLevel = entry.level
            firstValue = entry.value
        } else {
            rest.append(entry)
        }
        count += 1
    }

    mutating func add(_ other: Cost, times factor: Double) {
        if other.count == 0 || factor == 0 { return }
        if count == 0 {
            if factor == 1 { self = other; return }
            for index in 0..<other.entryCount {
                let entry = other.entry(index)
                let value = entry.value * factor
                if abs(value) >= Cost.epsilon { append((entry.level, value)) }
            }
            return
        }
        var merged = Cost()
        let n = entryCount, m = other.entryCount
        var i = 0, j = 0
        while i < n || j < m {
            let value: Double, level: Float
            if j == m || (i < n && entry(i).level > other.entry(j).level) {
                (level, value) = entry(i); i += 1
            } else if i == n || other.entry(j).level > entry(i).level {
                let theirs = other.entry(j)
                level = theirs.level; value = theirs.value * factor; j += 1
            } else {
                let mine = entry(i)
                level = mine.level; value = mine.value + other.entry(j).value * factor
                i += 1; j += 1
            }
            if abs(value) >= Cost.epsilon { merged.append((level, value)) }
        }
        self = merged
    }

    /// Whether `self / a` is lexicographically smaller than `other / b` (a, b > 0).
    func ratio(_ a: Double, isLessThan other: Cost, _ b: Double) -> Bool {
        let n = entryCount, m = other.entryCount
        var i = 0, j = 0
        while i < n || j < m {
            let x: Double, y: Double
            if j == m || (i < n && entry(i).level > other.entry(j).level) {
                x = entry(i).value / a; y = 0; i += 1
            } else if i == n || other.entry(j).level > entry(i).level {
                x = 0; y = other.entry(j).value / b; j += 1
            } else {
                x = entry(i).value / a; y = other.entry(j).value / b; i += 1; j += 1
            }
            if abs(x - y) > Cost.epsilon { return x < y }
        }
        return false
    }
}
