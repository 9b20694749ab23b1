import Foundation

/// An open-addressing hash index from identifiers to their positions in an array its owner
/// keeps (a snapshot's items or sections): the slots hold positions only, and a probe compares
/// the identifier at a slot's position. Linear probing, load at most 3/4, Fibonacci hashing.
///
/// Why not a `Dictionary`: building a snapshot of 10,000 items spent most of its time hashing
/// and rehashing entries that duplicate the array. Integer identifiers (the common case) are
/// hashed with a multiply instead of SipHash; other types use their `hashValue`.
@usableFromInline
struct DiffableIdentifierIndex<Element: Hashable>: Sendable {
    /// Position + 1 of the identifier in the owner's array; 0 marks an empty slot.
    @usableFromInline var slots: [Int32] = []
    /// 64 − log2(slot count): Fibonacci hashing keeps the top bits of the product.
    @usableFromInline var shift: Int = 64
    @usableFromInline var count: Int = 0

    @inlinable
    init() {}

    @inlinable @inline(__always)
    static func hash(_ element: Element) -> UInt64 {
        // Types whose equality is their bits can skip SipHash; the multiply below spreads them.
        if Element.self == Int.self {
            return UInt64(UInt(bitPattern: unsafeBitCast(element, to: Int.self)))
        }
        if Element.self == UUID.self {
            let (high, low) = withUnsafeBytes(of: element) { ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self)) }
            return high ^ (low &* 0xD6E8_FEB8_6659_FD93)
        }
        return UInt64(UInt(bitPattern: element.hashValue))
    }

    @inlinable @inline(__always)
    func slot(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The position of `element` in `elements`, or nil.
    @inlinable
    func position(of element: Element, in elements: UnsafeBufferPointer<Element>) -> Int? {
        guard count > 0 else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = self.slot(of: Self.hash(element))
            while true {
                let stored = Int(slots[slot])
                if stored == 0 { return nil }
                if elements[stored - 1] == element { return stored - 1 }
                slot = (slot + 1) & mask
            }
        }
    }

    @inlinable
    func position(of element: Element, in elements: [Element]) -> Int? {
        elements.withUnsafeBufferPointer { position(of: element, in: $0) }
    }

    /// Makes room for `total` entries without growing during the inserts that follow; called
    /// before the owner's array changes, while every element of it is indexed.
    @inlinable
    mutating func reserve(_ total: Int, elements: [Element]) {
        guard total * 4 > slots.count * 3 else { return }
        let size = Self.slotCount(for: total)
        rebuild(slotCount: size, elements: elements, limit: elements.count)
    }

    /// Records the identifiers at `positions` of `elements` (room must have been reserved) and
    /// returns those positions whose identifier was already indexed (a duplicate: the earlier
    /// position keeps the entry). Empty when all were new.
    @inlinable
    mutating func insert(positions: Range<Int>, in elements: UnsafeBufferPointer<Element>) -> [Int] {
        precondition(elements.count < Int(Int32.max), "NSDiffableDataSourceSnapshot: too many identifiers")
        var repeated: [Int] = []
        let shift = UInt64(self.shift)
        slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            for position in positions {
                let element = elements[position]
                var slot = Int(truncatingIfNeeded: (Self.hash(element) &* 0x9E37_79B9_7F4A_7C15) >> shift)
                while true {
                    let stored = Int(slots[slot])
                    if stored == 0 {
                        slots[slot] = Int32(truncatingIfNeeded: position + 1)
                        break
                    }
                    if elements[stored - 1] == element {
                        repeated.append(position)
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        count += positions.count - repeated.count
        return repeated
    }

    /// Indexes `elements` anew (positions moved or identifiers left); they must be unique.
    @inlinable
    mutating func rebuild(elements: [Element]) {
        rebuild(slotCount: Self.slotCount(for: elements.count), elements: elements, limit: elements.count)
    }

    /// A power of two with `total` entries at a load of at most 3/4 (10,000 items: 16,384
    /// slots, 64 KiB, which stays below malloc's threshold for mapping fresh pages).
    @inlinable
    static func slotCount(for total: Int) -> Int {
        var size = 16
        while size * 3 < total * 4 { size *= 2 }
        return size
    }

    /// Indexes the first `limit` identifiers of `elements` into `slotCount` empty slots.
    @inlinable
    mutating func rebuild(slotCount: Int, elements: [Element], limit: Int) {
        precondition(elements.count < Int(Int32.max), "NSDiffableDataSourceSnapshot: too many identifiers")
        slots = [Int32](repeating: 0, count: slotCount)
        shift = 64 - slotCount.trailingZeroBitCount
        count = 0
        let shift = UInt64(self.shift)
        elements.withUnsafeBufferPointer { elements in
            slots.withUnsafeMutableBufferPointer { slots in
                let mask = slots.count - 1
                for position in 0..<limit {
                    var slot = Int(truncatingIfNeeded: (Self.hash(elements[position]) &* 0x9E37_79B9_7F4A_7C15) >> shift)
                    while slots[slot] != 0 { slot = (slot + 1) & mask }
                    slots[slot] = Int32(truncatingIfNeeded: position + 1)
                }
            }
        }
        count = limit
    }

    /// After `amount` identifiers were inserted at `position` of the owner's array: the
    /// positions from there on move up (the identifiers and their slots stay).
    @inlinable
    mutating func shiftPositions(from position: Int, by amount: Int) {
        let threshold = Int32(truncatingIfNeeded: position + 1)
        let delta = Int32(truncatingIfNeeded: amount)
        slots.withUnsafeMutableBufferPointer { slots in
            for slot in slots.indices where slots[slot] >= threshold { slots[slot] += delta }
        }
    }
}
