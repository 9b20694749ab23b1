/// A map from dense symbol ids to values, stored as an array (no hashing): symbols are handed
/// out consecutively, so the array is as long as the number of symbols.
struct DenseMap<Value> {
    fileprivate var storage: [Value?] = []
    private(set) var count = 0

    subscript(key: Int) -> Value? {
        get { key < storage.count ? storage[key] : nil }
        _modify {
            if key >= storage.count { grow(to: key) }
            let had = occupied(key)
            defer {
                let has = occupied(key)
                if had != has { count += has ? 1 : -1 }
            }
            yield &storage[key]
        }
    }

    func contains(_ key: Int) -> Bool { key < storage.count && occupied(key) }

    /// `storage[key] != nil` would copy the value out (retaining a row's terms): a switch does not.
    @inline(__always)
    private func occupied(_ key: Int) -> Bool {
        switch storage[key] {
        case .none: false
        case .some: true
        }
    }

    /// Geometric growth, one `nil` appended at a time: `append(contentsOf: repeatElement(…))`
    /// of a non-trivial optional costs several times more per element.
    private mutating func grow(to key: Int) {
        let newCount = Swift.max(key + 1, storage.count * 2, 16)
        storage.reserveCapacity(newCount)
        while storage.count < newCount { storage.append(nil) }
    }

    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard key < storage.count else { return nil }
        // Moved out, not copied: the caller gets the only reference to a row's terms.
        var value: Value? = nil
        swap(&value, &storage[key])
        if value != nil { count -= 1 }
        return value
    }
}

extension DenseMap where Value == Row {
    /// A row's constant, read in place (no copy of the row's storage).
    func constant(of key: Int) -> Double? { key < storage.count ? storage[key]?.constant : nil }
}

/// symbol → the basic symbols whose rows mention it (unordered; short in practice). Up to
/// three members live inline in one flat array of 32-bit slots, four per symbol (no allocation
/// per column: most columns hold one to three rows; 16 bytes per symbol); a longer column moves
/// to a list of its own, reused once it shrinks again. Members keep the order an array with
/// swap-removal of the last occurrence would give. (Symbol ids fit 32 bits: two billion
/// symbols would need hundreds of gigabytes of rows first.)
struct ColumnIndex {
    /// Per symbol: the member count, then three members — or, for a longer column, the index
    /// of its list in `lists` in the first member slot.
    private static let stride = 4
    private static let inlineCapacity = 3
    private var slots: [Int32] = []
    private var lists: [[Int]] = []
    private var freeLists: [Int] = []

    func count(_ symbol: Int) -> Int {
        let index = symbol * Self.stride
        return index < slots.count ? Int(slots[index]) : 0
    }

    func isEmpty(_ symbol: Int) -> Bool { count(symbol) == 0 }

    /// The rows that mention `symbol`, or nil when none do (a new array: for paths that
    /// change the column while going through it, or sort it).
    subscript(symbol: Int) -> [Int]? {
        let n = count(symbol)
        if n == 0 { return nil }
        let base = symbol * Self.stride
        if n > Self.inlineCapacity { return lists[Int(slots[base + 1])] }
        var members: [Int] = []
        members.reserveCapacity(n)
        for index in (base + 1)...(base + n) { members.append(Int(slots[index])) }
        return members
    }

    /// Calls `body` with each member of the column; `body` must not change this index.
    @inline(__always)
    func forEach(_ symbol: Int, _ body: (Int) throws -> Void) rethrows {
        let n = count(symbol)
        if n == 0 { return }
        let base = symbol * Self.stride
        if n > Self.inlineCapacity {
            for member in lists[Int(slots[base + 1])] { try body(member) }
            return
        }
        for index in (base + 1)...(base + n) { try body(Int(slots[index])) }
    }

    /// Appends the members of `symbol`'s column to `list` (no closure, so the caller need not
    /// hold a copy of the index: on a class's property that was a retain and a release per call).
    @inline(__always)
    func appendMembers(of symbol: Int, to list: inout [Int]) {
        let base = symbol * Self.stride
        guard base < slots.count else { return }
        let n = Int(slots[base])
        if n == 0 { return }
        if n > Self.inlineCapacity {
            list.append(contentsOf: lists[Int(slots[base + 1])])
            return
        }
        for index in (base + 1)...(base + n) { list.append(Int(slots[index])) }
    }

    /// Geometric growth into a new array copied and zero-filled in bulk (appending the slots
    /// one by one cost about ten instructions each, and there are four per symbol).
    private mutating func grow(to symbol: Int) {
        let newCount = Swift.max(symbol + 1, slots.count / Self.stride * 2, 16) * Self.stride
        let old = slots
        slots = [Int32](unsafeUninitializedCapacity: newCount) { buffer, initialized in
            let start = buffer.baseAddress!
            old.withUnsafeBufferPointer { source in
                if let from = source.baseAddress { start.initialize(from: from, count: source.count) }
            }
            (start + old.count).initialize(repeating: 0, count: newCount - old.count)
            initialized = newCount
        }
    }

    mutating func insert(_ basic: Int, into symbol: Int) {
        let base = symbol * Self.stride
        if base >= slots.count { grow(to: symbol) }
        let n = Int(slots[base])
        if n < Self.inlineCapacity {
            slots[base + 1 + n] = Int32(basic)
        } else if n == Self.inlineCapacity {
            var list: [Int] = []
            let index: Int
            if let free = freeLists.popLast() {
                swap(&list, &lists[free])
                index = free
            } else {
                lists.append([])
                index = lists.count - 1
            }
            list.append(Int(slots[base + 1]))
            list.append(Int(slots[base + 2]))
            list.append(Int(slots[base + 3]))
            list.append(basic)
            swap(&list, &lists[index])
            slots[base + 1] = Int32(index)
        } else {
            lists[Int(slots[base + 1])].append(basic)
        }
        slots[base] = Int32(n + 1)
    }

    mutating func remove(_ basic: Int, from symbol: Int) {
        let n = count(symbol)
        guard n > 0 else { return }
        let base = symbol * Self.stride
        if n <= Self.inlineCapacity {
            let member = Int32(basic)
            var found = -1
            var index = base + n
            while index > base {
                if slots[index] == member { found = index; break }
                index -= 1
            }
            guard found >= 0 else { return }
            slots[found] = slots[base + n]
            slots[base] = Int32(n - 1)
            return
        }
        let listIndex = Int(slots[base + 1])
        guard let found = lists[listIndex].lastIndex(of: basic) else { return }
        lists[listIndex].swapAt(found, n - 1)
        lists[listIndex].removeLast()
        slots[base] = Int32(n - 1)
        if n - 1 == Self.inlineCapacity {
            // Back inline; the list keeps its storage for the next long column.
            let list = lists[listIndex]
            slots[base + 1] = Int32(list[0])
            slots[base + 2] = Int32(list[1])
            slots[base + 3] = Int32(list[2])
            lists[listIndex].removeAll(keepingCapacity: true)
            freeLists.append(listIndex)
        }
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
