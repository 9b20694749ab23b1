/// Which rows changed since the changed variables were last taken, and the values last reported
/// (for `SimplexSolver.takeChangedVariables()`). Dense arrays by symbol id, reset in O(changes).
struct ChangeLog {
    private var noted: [Bool] = []
    private var changed: [Int] = []
    private var reported: [Double] = []
    /// The epoch each entry of `reported` was written in; entries of an earlier epoch are
    /// unknown (`forgetReported()` starts a new epoch in O(1)).
    private var reportedEpochs: [UInt32] = []
    private var epoch: UInt32 = 0
    private var visitStamps: [UInt32] = []
    private var visitGeneration: UInt32 = 0

    mutating func note(_ symbol: Int) {
        if symbol >= noted.count { noted.append(contentsOf: repeatElement(false, count: max(symbol + 1, noted.count * 2) - noted.count)) }
        if noted[symbol] { return }
        noted[symbol] = true
        changed.append(symbol)
    }

    /// The noted symbols, clearing the log.
    mutating func drain() -> [Int] {
        for symbol in changed { noted[symbol] = false }
        defer { changed.removeAll(keepingCapacity: true) }
        return changed
    }

    /// True (and remembers `value`) when it differs from the value last reported for `symbol`.
    /// A value reported before the last `forgetReported()` is unknown: any value differs from it.
    mutating func report(_ value: Double, for symbol: Int) -> Bool {
        if symbol >= reported.count {
            let count = max(symbol + 1, reported.count * 2) - reported.count
            reported.append(contentsOf: repeatElement(0, count: count))
            // Reference 0 (an unconstrained variable's value) holds only while nothing was
            // forgotten: a variable's value may have been dropped unreported before its entry existed.
            reportedEpochs.append(contentsOf: repeatElement(epoch == 0 ? 0 : epoch &- 1, count: count))
        }
        if reportedEpochs[symbol] != epoch {
            reportedEpochs[symbol] = epoch
            reported[symbol] = value
            return true
        }
        let old = reported[symbol]
        guard abs(value - old) > 1e-9 * max(1, abs(old)) else { return false }
        reported[symbol] = value
        return true
    }

    /// Forgets every value reported so far (O(1)): from now on each variable visited counts
    /// as changed once, whatever its value.
    mutating func forgetReported() {
        if epoch == UInt32.max {
            for i in reportedEpochs.indices { reportedEpochs[i] = 0 }
            epoch = 0
        }
        epoch += 1
    }

    struct Visit {
        fileprivate var stamps: [UInt32]
        fileprivate let generation: UInt32

        /// Marks `symbol` visited; false when it already was.
        @discardableResult
        mutating func insert(_ symbol: Int) -> Bool {
            if stamps[symbol] == generation { return false }
            stamps[symbol] = generation
            return true
        }
    }

    /// A visited-set over symbols, valid until `endVisit` (the stamp array moves in and out, so
    /// no copy is made).
    mutating func beginVisit(symbolCount: Int) -> Visit {
        if visitStamps.count < symbolCount { visitStamps.append(contentsOf: repeatElement(0, count: symbolCount - visitStamps.count)) }
        if visitGeneration == UInt32.max {
            for i in visitStamps.indices { visitStamps[i] = 0 }
            visitGeneration = 0
        }
        visitGeneration += 1
        var stamps: [UInt32] = []
        swap(&stamps, &visitStamps)
        return Visit(stamps: stamps, generation: visitGeneration)
    }

    mutating func endVisit(_ visit: Visit) { visitStamps = visit.stamps }
}
