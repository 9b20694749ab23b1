/// A map from dense symbol ids to values, stored as an array (no hashing): symbols are handed
/// out consecutively, so the array is as long as the number of symbols.
struct DenseMap<Value> {
    fileprivate var storage: [Value?] = []
    private(set) var count = 0

    subscript(key: Int) -> Value? {
        get { key < storage.count ? storage[key] : nil }
        _modify {
            if key >= storage.count {
                // Grow geometrically: ids arrive one by one.
                storage.append(contentsOf: repeatElement(nil, count: max(key + 1, storage.count * 2) - storage.count))
            }
            let had = storage[key] != nil
            defer {
                let has = storage[key] != nil
                if had != has { count += has ? 1 : -1 }
            }
            yield &storage[key]
        }
    }

    func contains(_ key: Int) -> Bool { key < storage.count && storage[key] != nil }

    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard key < storage.count, let value = storage[key] else { return nil }
        storage[key] = nil
        count -= 1
        return value
    }
}

extension DenseMap where Value == Row {
    /// A row's constant, read in place (no copy of the row's storage).
    func constant(of key: Int) -> Double? { key < storage.count ? storage[key]?.constant : nil }
}

/// symbol → the basic symbols whose rows mention it (unordered; short in practice).
struct ColumnIndex {
    private var storage: [[Int]] = []

    /// The rows that mention `symbol`, or nil when none do.
    subscript(symbol: Int) -> [Int]? {
        guard symbol < storage.count, !storage[symbol].isEmpty else { return nil }
        return storage[symbol]
    }

    mutating func insert(_ basic: Int, into symbol: Int) {
        if symbol >= storage.count { storage.append(contentsOf: repeatElement([], count: symbol + 1 - storage.count)) }
        storage[symbol].append(basic)
    }

    mutating func remove(_ basic: Int, from symbol: Int) {
        guard symbol < storage.count, let index = storage[symbol].lastIndex(of: basic) else { return }
        storage[symbol].swapAt(index, storage[symbol].count - 1)
        storage[symbol].removeLast()
    }
}

/// A set of symbols with O(1) insert, remove and membership, and the smallest member on demand
/// (a lazy min-heap: removed members are dropped when they reach the top).
struct SymbolHeap {
    private var member: [Bool] = []
    private var heap: [Int] = []
    private(set) var count = 0

    func contains(_ symbol: Int) -> Bool { symbol < member.count && member[symbol] }

    mutating func insert(_ symbol: Int) {
        if symbol >= member.count { member.append(contentsOf: repeatElement(false, count: symbol + 1 - member.count)) }
        guard !member[symbol] else { return }
        member[symbol] = true
        count += 1
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            guard heap[parent] > heap[child] else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    mutating func remove(_ symbol: Int) {
        guard contains(symbol) else { return }
        member[symbol] = false
        count -= 1
        if count == 0 { heap.removeAll(keepingCapacity: true) }
    }

    /// The smallest member (stale heap entries are discarded on the way).
    mutating func min() -> Int? {
        while let top = heap.first {
            if member[top] { return top }
            popTop()
        }
        return nil
    }

    mutating func removeAll() {
        for symbol in heap { member[symbol] = false }
        heap.removeAll(keepingCapacity: true)
        count = 0
    }

    var isEmpty: Bool { count == 0 }

    private mutating func popTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
