/// symbol → position, for long rows: open addressing with linear probing over non-negative
/// integer keys, Fibonacci hashing and backward-shift deletion. About three times cheaper per
/// operation than a `Dictionary<Int, Int>` (no SipHash, no tombstones), and deterministic.
///
/// A slot is one 64-bit word, the key in its high half and the position in its low half (both
/// fit 32 bits, as in `ColumnIndex`): a probe reads one cache line, not one in a key array and
/// another in a value array, and a table is a quarter of the bytes of two `Int` arrays at the
/// same capacity. A pivot on a chain's long sum row builds a new index for the row, so at
/// 10,000 views the table's size is a good part of what a resize writes.
struct PositionIndex {
    private static let empty = UInt64.max
    private var slots: [UInt64]
    private var shift: Int
    private(set) var count = 0

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        slots = Array(repeating: Self.empty, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
    }

    @inline(__always)
    private func slot(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    @inline(__always)
    private static func key(_ word: UInt64) -> Int { Int(truncatingIfNeeded: word >> 32) }

    @inline(__always)
    private static func value(_ word: UInt64) -> Int { Int(truncatingIfNeeded: word & 0xFFFF_FFFF) }

    @inline(__always)
    private static func word(_ key: Int, _ value: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: key)) << 32 | UInt64(UInt32(truncatingIfNeeded: value))
    }

    subscript(key: Int) -> Int? {
        var i = slot(key)
        let mask = slots.count - 1
        while true {
            let w = slots[i]
            if w == Self.empty { return nil }
            if Self.key(w) == key { return Self.value(w) }
            i = (i + 1) & mask
        }
    }

    mutating func set(_ key: Int, _ value: Int) {
        precondition(key >= 0 && key < Int(UInt32.max) && value >= 0 && value <= Int(UInt32.max), "PositionIndex: key or position beyond 32 bits")
        if (count + 1) * 2 > slots.count { grow() }
        var i = slot(key)
        let mask = slots.count - 1
        while true {
            let w = slots[i]
            if w == Self.empty {
                slots[i] = Self.word(key, value)
                count += 1
                return
            }
            if Self.key(w) == key { slots[i] = Self.word(key, value); return }
            i = (i + 1) & mask
        }
    }

    mutating func remove(_ key: Int) {
        let mask = slots.count - 1
        var i = slot(key)
        while true {
            let w = slots[i]
            if w == Self.empty { return }
            if Self.key(w) == key { break }
            i = (i + 1) & mask
        }
        // Backward shift: move later members of the probe run into the hole when allowed.
        var hole = i
        var j = (i + 1) & mask
        while slots[j] != Self.empty {
            let home = slot(Self.key(slots[j]))
            // j's entry may fill the hole if its home is not cyclically in (hole, j].
            let between = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !between {
                slots[hole] = slots[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        slots[hole] = Self.empty
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Self.empty, count: old.count * 2)
        shift -= 1
        count = 0
        for w in old where w != Self.empty { set(Self.key(w), Self.value(w)) }
    }
}
