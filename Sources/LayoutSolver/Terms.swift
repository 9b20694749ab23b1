/// A row's terms: (symbol, coefficient) pairs in one contiguous array. Most rows have two to
/// four terms; they are kept sorted by symbol, where a binary search beats a hash table several
/// times over in time and memory (one allocation, 16 bytes a term). A long row (a chain's sum
/// row, the objective's expansion) gets a position index instead, unsorted, so that updating
/// one of its terms stays O(1) rather than shifting the array. Iteration order depends only on
/// the sequence of operations (never on hashing), so the solver stays deterministic.
struct Terms: Sequence {
    struct Term {
        var symbol: Int
        var coefficient: Double
    }

    /// Rows longer than this keep a position index.
    static let indexThreshold = 24

    private(set) var items: [Term] = []
    /// symbol → position in `items`, for long rows only (then `items` is unsorted). Boxed, so
    /// that a row is 24 bytes (its constant, its terms, this reference) rather than 56: the
    /// solver's row table is indexed by symbol, and a resize of a chain of 10,000 views walks
    /// most of it, so its size is cache misses.
    private var index: IndexBox?

    final class IndexBox {
        // Single-threaded, and no access overlaps another: no run-time exclusivity checks.
        @exclusivity(unchecked) var positions: PositionIndex
        init(_ positions: PositionIndex) { self.positions = positions }
    }

    /// The index, unshared (copied first when another row value still refers to it: the
    /// solver's journal keeps a row's old value).
    @inline(__always)
    private mutating func uniqueIndex() -> IndexBox {
        if !isKnownUniquelyReferenced(&index!) { index = IndexBox(index!.positions) }
        return index!
    }

    init() {}

    /// From pairs sorted by symbol, without zero coefficients.
    init(sorted items: [Term]) {
        self.items = items
        if items.count > Terms.indexThreshold { buildIndex() }
    }

    /// From pairs in any order (distinct symbols, no zero coefficients).
    init(unsorted items: [Term]) {
        self.items = items
        if items.count > Terms.indexThreshold { buildIndex() } else { self.items.sort { $0.symbol < $1.symbol } }
    }

    var isSorted: Bool { index == nil }
    var capacity: Int { items.capacity }
    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var keys: [Int] { items.map(\.symbol) }

    mutating func reserveCapacity(_ capacity: Int) { items.reserveCapacity(capacity) }

    private mutating func buildIndex() {
        // Room for half as many terms again (a table of at least three slots per term): a row
        // rebuilt just below a power-of-two length would otherwise grow its index (a new table,
        // every key rehashed) on its next new term. Four slots per term, as before, made the
        // table of a chain's sum row — rebuilt by every pivot on it — twice as large.
        var index = PositionIndex(minimumCapacity: (items.count * 3 + 1) / 2)
        for (i, term) in items.enumerated() { index.set(term.symbol, i) }
        self.index = IndexBox(index)
    }

    /// The index of `symbol`, or where it would be inserted (sorted rows only).
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) >> 1
            let s = items[middle].symbol
            if s == symbol { return (middle, true) }
            if s < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    private func find(_ symbol: Int) -> (index: Int, found: Bool) {
        if let index {
            if let i = index.positions[symbol] { return (i, true) }
            return (items.count, false)
        }
        return position(of: symbol)
    }

    private mutating func insert(_ term: Term, at i: Int) {
        if index != nil {
            uniqueIndex().positions.set(term.symbol, items.count)
            items.append(term)
            return
        }
        if i == items.count { items.append(term) } else { items.insert(term, at: i) }
        if items.count > Terms.indexThreshold { buildIndex() }
    }

    private mutating func remove(at i: Int) -> Term {
        guard index != nil else { return items.remove(at: i) }
        let term = items[i]
        let last = items.count - 1
        let box = uniqueIndex()
        if i != last {
            items[i] = items[last]
            box.positions.set(items[i].symbol, i)
        }
        items.removeLast()
        box.positions.remove(term.symbol)
        if items.count <= Terms.indexThreshold / 2 {
            index = nil
            items.sort { $0.symbol < $1.symbol }
        }
        return term
    }

    subscript(symbol: Int) -> Double? {
        get {
            let (i, found) = find(symbol)
            return found ? items[i].coefficient : nil
        }
        set {
            let (i, found) = find(symbol)
            switch (newValue, found) {
            case (let value?, true): items[i].coefficient = value
            case (let value?, false): insert(Term(symbol: symbol, coefficient: value), at: i)
            case (nil, true): _ = remove(at: i)
            case (nil, false): break
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Int) -> Double? {
        let (i, found) = find(symbol)
        guard found else { return nil }
        return remove(at: i).coefficient
    }

    /// Adds `factor · coefficient` to `symbol`; a result within epsilon of zero removes the term.
    /// Returns +1 when the term was created, -1 when removed, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Int, _ value: Double, epsilon: Double) -> Int {
        let (i, found) = find(symbol)
        if found {
            let new = items[i].coefficient + value
            if abs(new) < epsilon { _ = remove(at: i); return -1 }
            items[i].coefficient = new
            return 0
        }
        if abs(value) < epsilon { return 0 }
        insert(Term(symbol: symbol, coefficient: value), at: i)
        return 1
    }

    /// Every coefficient c becomes −c / a.
    mutating func negateDividing(by a: Double) {
        for i in items.indices { items[i].coefficient = -items[i].coefficient / a }
    }

    mutating func scale(by factor: Double) {
        for i in items.indices { items[i].coefficient *= factor }
    }

    struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Term]>
        mutating func next() -> (key: Int, value: Double)? {
            guard let term = base.next() else { return nil }
            return (term.symbol, term.coefficient)
        }
    }

    func makeIterator() -> Iterator { Iterator(base: items.makeIterator()) }
    var underestimatedCount: Int { items.count }
}

extension Terms {
    /// self += factor · other in one merge pass; `changed(symbol, +1/-1)` reports terms created
    /// and removed (coefficients within `epsilon` of zero are dropped).
    mutating func add(_ other: Terms, times factor: Double, epsilon: Double, _ changed: (Int, Int) -> Void) {
        if other.count <= 4 || !isSorted || !other.isSorted {
            for term in other.items {
                let change = add(term.symbol, factor * term.coefficient, epsilon: epsilon)
                if change != 0 { changed(term.symbol, change) }
            }
            return
        }
        var merged: [Term] = []
        merged.reserveCapacity(items.count + other.items.count)
        var i = 0, j = 0
        let a = items, b = other.items
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let value = factor * b[j].coefficient
                if abs(value) >= epsilon {
                    merged.append(Term(symbol: b[j].symbol, coefficient: value))
                    changed(b[j].symbol, 1)
                }
                j += 1
            } else {
                let value = a[i].coefficient + factor * b[j].coefficient
                if abs(value) >= epsilon {
                    merged.append(Term(symbol: a[i].symbol, coefficient: value))
                } else {
                    changed(a[i].symbol, -1)
                }
                i += 1; j += 1
            }
        }
        self = Terms(sorted: merged)
    }
}

extension Row {
    /// `self = solved(for: subject)` (no former basic symbol), reusing the row's storage when
    /// it is sorted and unique; the same coefficients, in the same order.
    mutating func solve(for subject: Int) {
        // In place only when the storage is (nearly) exact: a stored row keeps its capacity.
        guard terms.isSorted, terms.capacity <= terms.count + 1 else {
            self = solved(for: subject)
            return
        }
        let a = terms.removeValue(forKey: subject)!
        terms.negateDividing(by: a)
        constant = -constant / a
    }

    /// Solves `0 = constant + Σ terms (− basic)` for `subject`: the row of the symbol entering
    /// the basis, with the former basic symbol (if any) as a term. Built in sorted order, O(n).
    func solved(for subject: Int, formerBasic basic: Int? = nil) -> Row {
        let a = terms[subject]!
        if !terms.isSorted {
            var items: [Terms.Term] = []
            items.reserveCapacity(terms.count)
            for term in terms.items where term.symbol != subject {
                items.append(Terms.Term(symbol: term.symbol, coefficient: -term.coefficient / a))
            }
            if let basic { items.append(Terms.Term(symbol: basic, coefficient: 1 / a)) }
            return Row(constant: -constant / a, terms: Terms(unsorted: items))
        }
        var items: [Terms.Term] = []
        items.reserveCapacity(terms.count)
        var pending = basic
        for term in terms.items where term.symbol != subject {
            if let b = pending, b < term.symbol {
                items.append(Terms.Term(symbol: b, coefficient: 1 / a))
                pending = nil
            }
            items.append(Terms.Term(symbol: term.symbol, coefficient: -term.coefficient / a))
        }
        if let b = pending { items.append(Terms.Term(symbol: b, coefficient: 1 / a)) }
        return Row(constant: -constant / a, terms: Terms(sorted: items))
    }
}
