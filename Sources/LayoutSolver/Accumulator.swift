/// A dense scratch vector over symbols for summing many sparse rows: O(1) per update and
/// O(touched) to reset (generation stamps instead of clearing).
struct Accumulator {
    private var values: [Double] = []
    private var stamps: [UInt32] = []
    private var queued: [UInt32] = []
    private var generation: UInt32 = 0
    private(set) var touched: [Int] = []

    mutating func begin(symbolCount: Int) {
        if values.count < symbolCount {
            // Geometric growth: symbols arrive a few at a time between rows.
            let grow = max(symbolCount, values.count * 2, 64) - values.count
            values.append(contentsOf: repeatElement(0, count: grow))
            stamps.append(contentsOf: repeatElement(0, count: grow))
            queued.append(contentsOf: repeatElement(0, count: grow))
        }
        if generation == UInt32.max {
            for i in stamps.indices { stamps[i] = 0; queued[i] = 0 }
            generation = 0
        }
        generation += 1
        touched.removeAll(keepingCapacity: true)
    }

    mutating func add(_ symbol: Int, _ value: Double) {
        if stamps[symbol] != generation {
            stamps[symbol] = generation
            values[symbol] = 0
            touched.append(symbol)
        }
        values[symbol] += value
    }

    /// Sorts the touched symbols in place (the list is reset by the next `begin`).
    mutating func sortTouched() { touched.sort() }

    func value(_ symbol: Int) -> Double { stamps[symbol] == generation ? values[symbol] : 0 }

    /// Reads and zeroes a symbol's value.
    mutating func take(_ symbol: Int) -> Double {
        guard stamps[symbol] == generation else { return 0 }
        let value = values[symbol]
        values[symbol] = 0
        return value
    }

    /// Marks `symbol` queued; false when it already was.
    mutating func enqueue(_ symbol: Int) -> Bool {
        if queued[symbol] == generation { return false }
        queued[symbol] = generation
        return true
    }

    mutating func dequeue(_ symbol: Int) { queued[symbol] = 0 }
}
