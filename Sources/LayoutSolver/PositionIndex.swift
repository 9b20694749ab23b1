/// symbol → position, for long rows: open addressing with linear probing over non-negative
/// integer keys, Fibonacci hashing and backward-shift deletion. About three times cheaper per
/// operation than a `Dictionary<Int, Int>` (no SipHash, no tombstones), and deterministic.
struct PositionIndex {
    private var keys: [Int]
    private var values: [Int]
    private var shift: Int
    private(set) var count = 0

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        keys = Array(repeating: -1, count: capacity)
        values = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
    }

    @inline(__always)
    private func slot(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    subscript(key: Int) -> Int? {
        var i = slot(key)
        let mask = keys.count - 1
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k < 0 { return nil }
            i = (i + 1) & mask
        }
    }

    mutating func set(_ key: Int, _ value: Int) {
        if (count + 1) * 2 > keys.count { grow() }
        var i = slot(key)
        let mask = keys.count - 1
        while true {
            let k = keys[i]
            if k == key { values[i] = value; return }
            if k < 0 {
                keys[i] = key
                values[i] = value
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    mutating func remove(_ key: Int) {
        let mask = keys.count - 1
        var i = slot(key)
        while true {
            let k = keys[i]
            if k < 0 { return }
            if k == key { break }
            i = (i + 1) & mask
        }
        // Backward shift: move later members of the probe run into the hole when allowed.
        var hole = i
        var j = (i + 1) & mask
        while keys[j] >= 0 {
            let home = slot(keys[j])
            // j's entry may fill the hole if its home is not cyclically in (hole, j].
            let between = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !between {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        keys[hole] = -1
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: -1, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for i in oldKeys.indices where oldKeys[i] >= 0 { set(oldKeys[i], oldValues[i]) }
    }
}
