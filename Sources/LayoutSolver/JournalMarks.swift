/// Which rows and objective entries the open journal has saved already: a stamp per symbol,
/// so a journal costs no hashing and opening one costs O(1) (`SimplexSolver.openJournal`).
struct JournalMarks {
    private var rowStamps: [UInt32] = []
    private var objectiveStamps: [UInt32] = []
    private var generation: UInt32 = 0

    mutating func begin() {
        if generation == UInt32.max {
            for i in rowStamps.indices { rowStamps[i] = 0 }
            for i in objectiveStamps.indices { objectiveStamps[i] = 0 }
            generation = 0
        }
        generation += 1
    }

    /// Marks `symbol`'s row saved; false when it already was.
    mutating func markRow(_ symbol: Int) -> Bool { Self.mark(symbol, &rowStamps, generation) }

    /// Marks `symbol`'s objective entry saved; false when it already was.
    mutating func markObjective(_ symbol: Int) -> Bool { Self.mark(symbol, &objectiveStamps, generation) }

    private static func mark(_ symbol: Int, _ stamps: inout [UInt32], _ generation: UInt32) -> Bool {
        if symbol >= stamps.count {
            stamps.append(contentsOf: repeatElement(0, count: max(symbol + 1, stamps.count * 2, 64) - stamps.count))
        }
        if stamps[symbol] == generation { return false }
        stamps[symbol] = generation
        return true
    }
}
