/// An incremental simplex solver for linear constraints with priorities (the Cassowary family),
/// the engine under Auto Layout.
///
/// Model. Every constraint is `expression (==|<=|>=) 0` with a priority 0 < p ≤ 1000. Required
/// constraints (1000) hold exactly; an optional one gets error variables whose violation is
/// minimised. The objective is lexicographic by priority (`Cost`), so one unit of violation at a
/// higher priority outweighs any amount at lower priorities — exact, with no magic weights.
/// A two-sided constraint (`addTwoSided`) is an optional equality whose two error symbols are
/// weighted apart — one priority above, another below — which is a view's hugging and
/// compression resistance on one axis in one row and two symbols instead of two inequalities.
///
/// Data structures. Symbols (variables, slacks, errors, dummy markers) are dense `Int` ids with a
/// kind array, and every per-symbol table is an array indexed by id (`DenseMap`, `ColumnIndex`,
/// `SymbolHeap`): no hashing on the hot paths. A `Row` is `basic = constant + Σ c·s`; its `Terms`
/// are a sorted array (most rows have 2–4 terms) that switches to an unsorted array with an
/// open-addressing position index past 24 terms, so one term of a long row (a chain's sum)
/// changes in O(1). Rows come in two kinds:
/// - restricted rows (basic symbol is a slack/error/dummy) and the objective are kept canonical
///   (only non-basic symbols), as the simplex needs;
/// - definitions (basic symbol is an external variable) are lazy: `x = left + width + 8` may
///   mention other defined or basic symbols and is never rewritten by a pivot. Values are
///   computed by evaluating definitions on demand (memoised per solution, iterative).
/// Column indexes (`restrictedColumns`, `definitionColumns`: symbol → rows containing it) make
/// every substitution, ratio test and constant change visit only the rows that mention the
/// symbol; the primal simplex takes the smallest entering symbol from a heap of negative
/// objective entries and the dual simplex works through a heap of infeasible rows only.
/// Canonicalising a new row sums definitions in a dense scratch vector (`Accumulator`), O(terms).
///
/// Pivot choices. A new constraint is solved for an external variable if it has one, else for a
/// free slack (one no restricted row and no cost mentions: `width = 100` beside `width ≥ 20`
/// then needs no pivot), else for the slack or error the dual simplex would let enter (the
/// smallest cost per unit among those that bring the row to 0 with a value ≥ 0), so every cost
/// stays non-negative; rows the substitution makes infeasible go to the dual simplex. Phase one
/// with an artificial variable is left for proving a conflict. Ties in the ratio tests go to the
/// shortest row (primal) or shortest column (dual), which fills in least. In the dual simplex an
/// optional equality's error that turns negative is replaced by its sibling error (the
/// violation changes sign: a resize crossing a view's preferred width) instead of handing the
/// violation to another constraint of equal cost, which on a chain of n equally weighted views
/// walks all n over the long sum row; the primal simplex then removes any negative cost that
/// the flip left, with short pivots. Each error flips at most once per change, so the ordinary
/// (terminating) dual rule always finishes the job.
///
/// Why it scales. Classic Cassowary keeps every external variable basic in canonical form, so on
/// a chain of views `left_i` is written over all earlier widths: O(n) rows of O(n) terms, and
/// scanning all rows per pivot makes build and resize superlinear. Here a required constraint
/// that introduces a fresh variable simply defines it (`left_{i+1} := left_i + width_i + 8`, O(1)),
/// so chains stay short; only constraints that really couple a chain (the trailing edge pinned to
/// the container) pay for expanding it, once, into a few rows. Independent systems share no rows,
/// no columns and no candidate entries, so work on one never visits another: the column indexes
/// give the same separation as per-component tableaux without merging them when constraints
/// connect systems. Known cost: when the sign of the absorbing constraint's violation changes,
/// every other tied pair of equally weighted optional constraints on the chain needs one short
/// degenerate pivot to re-orient its basis (O(n) short pivots, no long ones).
///
/// Reading results. `value(of:)` evaluates definitions on demand; `takeChangedVariables()`
/// lists the variables that moved since its last call, found from the rows that changed (every
/// row change passes `journalRow`) and the definitions that depend on them, so a layout pass can
/// touch only the views whose frames changed; `discardChangedVariables()` ends a change without
/// the list, for a pass that reads every variable anyway.
///
/// Failure. Adding an unsatisfiable required constraint journals every row and objective entry it
/// touches and restores them, so the solver is exactly as before; the error names the required
/// constraints whose markers prove the conflict. NaN/infinite input is rejected before any change.
package final class SimplexSolver {
    enum Kind { case external, slack, error, dummy, artificial }

    struct Record {
        /// The expression's constant (the terms live on in the rows).
        var constant: Double
        var relation: Relation
        var priority: Float
        /// The weight of `secondError`: `priority`, except for a two-sided constraint
        /// (`addTwoSided`), whose negative violation has a priority of its own.
        var secondPriority: Float
        /// A symbol that occurs only in this constraint's original row, with its coefficient there.
        var marker: Int
        var markerCoefficient: Double
        /// The second error symbol of an optional constraint (or -1).
        var other: Int
        /// Error symbols weighted in the objective (no array: constraints are added and
        /// removed by the thousand): an optional equality's two (`marker` at `priority`, the
        /// positive violation, and `other` at `secondPriority`), an optional inequality's one
        /// (`other`, at `priority`).
        var firstError: Int { priority < 1000 ? (relation == .equal ? marker : other) : -1 }
        var secondError: Int { priority < 1000 && relation == .equal ? other : -1 }
        /// The edit variable this constraint implements (or -1).
        var edit = -1
    }

    /// What a change that may fail overwrote, in order (each row and entry once, its first
    /// state), so that `rollback()` restores it.
    struct Journal {
        var rows: [(basic: Int, row: Row?)] = []
        var objective: [(symbol: Int, cost: Cost?)] = []
    }

    // Single-threaded, and no access to these tables overlaps another: the dynamic exclusivity
    // checks on these hot class properties cost about 15 % of a build, so they are off.
    @exclusivity(unchecked) private(set) var kinds: [Kind] = []
    private var names: [Int: String] = [:]
    @exclusivity(unchecked) var rows = DenseMap<Row>()
    /// symbol → restricted basic symbols whose rows contain it.
    @exclusivity(unchecked) var restrictedColumns = ColumnIndex()
    /// symbol → external (defined) symbols whose definitions contain it.
    @exclusivity(unchecked) var definitionColumns = ColumnIndex()
    @exclusivity(unchecked) var objective = DenseMap<Cost>()
    /// Non-basic slack/error symbols whose objective cost is negative (entering candidates).
    @exclusivity(unchecked) var candidates = SymbolHeap()
    /// Restricted basic symbols whose row constant may be negative.
    @exclusivity(unchecked) var infeasible = SymbolHeap()
    /// Constraint records by `ConstraintID.id` (ids are dense).
    @exclusivity(unchecked) var records = DenseMap<Record>()
    @exclusivity(unchecked) var owners = DenseMap<ConstraintID>()
    var edits: [Int: ConstraintID] = [:]
    private var nextConstraint = 0
    @exclusivity(unchecked) var journal: Journal?
    @exclusivity(unchecked) var journalMarks = JournalMarks()
    /// The artificial objective during phase one of adding a required constraint.
    @exclusivity(unchecked) var phaseObjective: Row?
    /// Memoised values by symbol, `SimplexSolver.uncached` where none is held; a change to a row
    /// clears its symbol and the definitions that depend on it (`invalidateValue`). One array
    /// (not a value array and a validity array): reading or clearing a value touches one
    /// cache line, and a resize of a long chain reads and clears every value.
    @exclusivity(unchecked) private var cachedValues: [Double] = []
    /// The work lists of `invalidateValue` and `evaluate`, kept between calls (no allocation).
    @exclusivity(unchecked) private var invalidationStack: [Int] = []
    @exclusivity(unchecked) private var evaluationStack: [Int] = []

    /// A NaN with a payload of its own: no arithmetic produces it (a computed NaN has the
    /// canonical payload), so a cached NaN still counts as cached.
    private static let uncachedBits: UInt64 = 0x7FF8_0000_DEAD_BEEF

    /// Pivots performed (for tests and benchmarks of locality).
    @exclusivity(unchecked) package internal(set) var pivotCount = 0
    /// Scratch space for canonicalising rows.
    @exclusivity(unchecked) var scratch = Accumulator()
    /// `canonicalize`'s work list, kept between calls.
    @exclusivity(unchecked) var pendingBuffer: [Int] = []
    /// Rows changed since the last `takeChangedVariables()`, and the values it last reported.
    @exclusivity(unchecked) var changes = ChangeLog()
    /// Constraints added in a deferred batch and the components solved densely
    /// (`SimplexSolver+DeferredBatch.swift`); empty unless `beginDeferredBatch()` is used.
    @exclusivity(unchecked) var deferral = DeferralState()
    /// Unit costs of the priority levels in use (`unitCost(_:)`), a handful at most.
    @exclusivity(unchecked) private var unitCosts: [(level: Float, cost: Cost)] = []

    package init() {}

    /// `Cost.unit(level)`, kept per level: every optional constraint weighs its errors with
    /// one, and a new one is an allocation (apps use a few priority levels, by the thousand).
    func unitCost(_ level: Float) -> Cost {
        for entry in unitCosts where entry.level == level { return entry.cost }
        let cost = Cost.unit(level)
        if unitCosts.count < 8 { unitCosts.append((level, cost)) }
        return cost
    }

    // MARK: Variables

    package func makeVariable(_ name: String = "") -> Variable {
        let id = makeSymbol(.external)
        if !name.isEmpty { names[id] = name }
        return Variable(id: id)
    }

    package func name(of variable: Variable) -> String { names[variable.id] ?? "v\(variable.id)" }

    func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The variable's value in the current solution (0 for a variable nothing constrains).
    package func value(of variable: Variable) -> Double {
        evaluate(variable.id)
    }

    package var constraintCount: Int { records.count + deferral.heldConstraintCount + deferral.pending.count }

    /// The variables whose value changed since the previous call (since the solver was made, for
    /// the first call; an unconstrained variable's value is 0), in increasing id order. Costs what
    /// the changes touched — the changed rows and the definitions that depend on them — never the
    /// whole system, so a layout pass can update only the frames that moved. Changes smaller than
    /// 1e-9 (relative, for values beyond 1) are not reported and do not move the reference value.
    package func takeChangedVariables() -> [Variable] {
        var queue = changes.drain()
        guard !queue.isEmpty else { return [] }
        var visited = changes.beginVisit(symbolCount: kinds.count)
        for symbol in queue { visited.insert(symbol) }
        var result: [Variable] = []
        var index = 0
        while index < queue.count {
            let symbol = queue[index]
            index += 1
            if kinds[symbol] == .external, changes.report(evaluate(symbol), for: symbol) {
                result.append(Variable(id: symbol))
            }
            definitionColumns.forEach(symbol) { dependent in
                if visited.insert(dependent) { queue.append(dependent) }
            }
        }
        changes.endVisit(visited)
        return result.sorted { $0.id < $1.id }
    }

    /// Ends the changes since the last `takeChangedVariables()` without listing them, for a
    /// caller that brings every variable up to date itself (a first layout pass, with every
    /// view in it already to be laid out): O(changed rows), no value evaluated. The values last
    /// reported are forgotten, so the next call reports every variable that the changes after
    /// this one reach (once, whatever its value) and misses none.
    package func discardChangedVariables() {
        _ = changes.drain()
        changes.forgetReported()
    }

    package func contains(_ constraint: ConstraintID) -> Bool {
        records[constraint.id] != nil || deferral.component(of: constraint) >= 0
    }

    // MARK: Constraints

    func makeConstraintID() -> ConstraintID {
        defer { nextConstraint += 1 }
        return ConstraintID(id: nextConstraint)
    }

    /// Adds `expression relation 0` at `priority` (1000 = required).
    @discardableResult
    package func add(_ expression: LinearExpression, _ relation: Relation, priority: Float = 1000) throws(SolverError) -> ConstraintID {
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue
        }
        guard priority > 0, priority <= 1000, priority.isFinite else { throw .invalidPriority }
        precondition(!deferral.isOpen, "SimplexSolver.add: a deferred batch is open (use addDeferred)")
        if deferral.holdsAny { handOver(expression) }
        let id = ConstraintID(id: nextConstraint)
        nextConstraint += 1
        try insert(id, expression, relation, priority)
        return id
    }

    package func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Float = 1000) throws(SolverError) -> ConstraintID {
        try add(lhs - rhs, relation, priority: priority)
    }

    /// Adds `expression == 0` whose positive violation costs `above` and negative violation
    /// `below` (both optional): the optimum of the pair `expression ≤ 0` at `above` and
    /// `expression ≥ 0` at `below`, as one row with two error symbols instead of two rows with
    /// four symbols. A view's content size on one axis is such a pair: hugging above its
    /// intrinsic size, compression resistance below it. `setConstant` moves it like an
    /// equality; `setPriorities` changes either side.
    @discardableResult
    package func addTwoSided(_ expression: LinearExpression, above: Float, below: Float) throws(SolverError) -> ConstraintID {
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue
        }
        guard above > 0, above < 1000, below > 0, below < 1000 else { throw .invalidPriority }
        precondition(!deferral.isOpen, "SimplexSolver.add: a deferred batch is open (use addDeferred)")
        if deferral.holdsAny { handOver(expression) }
        let id = ConstraintID(id: nextConstraint)
        nextConstraint += 1
        try insert(id, expression, .equal, above, secondPriority: below)
        return id
    }

    package func remove(_ constraint: ConstraintID) throws(SolverError) {
        if deferral.holdsAny { handOver(constraint) }
        guard let record = records[constraint.id] else { throw .unknownConstraint }
        if record.firstError >= 0 {
            addToObjective(record.firstError, unitCost(record.priority), times: -1)
            if record.secondError >= 0 { addToObjective(record.secondError, unitCost(record.secondPriority), times: -1) }
        }
        removeMarker(record.marker)
        records[constraint.id] = nil
        owners[record.marker] = nil
        if record.other >= 0 { owners[record.other] = nil }
        if record.edit >= 0 { edits[record.edit] = nil }
        optimize()
    }

    /// Changes the constant of a constraint's expression (`expression.constant`), in place.
    package func setConstant(_ constant: Double, of constraint: ConstraintID) throws(SolverError) {
        if deferral.holdsAny { handOver(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue }
        guard var record = records[constraint.id] else { throw .unknownConstraint }
        var delta = constant - record.constant
        if delta == 0 { return }
        if record.relation == .lessThanOrEqual { delta = -delta }
        // Only a required constraint's new constant can contradict the other required
        // constraints (an optional one's errors absorb any value; the dual simplex cannot get
        // stuck on a feasible system), and only a required equality's basic marker can turn
        // non-zero: other changes are not journaled. A journal keeps every changed row's old
        // terms, so each row the change touches was copied before being written (a resize of a
        // chain of 10,000 views: thousands of rows copied, written and freed).
        // UIKit: only required constraints are reported as unsatisfiable ("Unable to
        // simultaneously satisfy constraints"); an optional one that cannot be met is simply
        // violated as little as its priority allows, whatever its constant.
        let journaled = record.priority >= 1000 || touchesBasicDummy(record.marker)
        if journaled { openJournal() }
        let consistent = shiftMarker(record.marker, by: delta / record.markerCoefficient) && dualOptimize()
        if !consistent {
            // Required constraints can no longer hold together: undo, as UIKit keeps the last layout.
            rollback()
            infeasible.removeAll()
            throw .unsatisfiable(constraint, conflictingWith: [])
        }
        journal = nil
        record.constant = constant
        records[constraint.id] = record
    }

    /// Whether a required equality's marker is basic in a row that mentions `marker`.
    private func touchesBasicDummy(_ marker: Int) -> Bool {
        if kinds[marker] == .dummy { return true }
        var found = false
        restrictedColumns.forEach(marker) { basic in if kinds[basic] == .dummy { found = true } }
        return found
    }

    /// Changes an optional constraint's priority to another optional priority (both sides of a
    /// two-sided constraint).
    package func setPriority(_ priority: Float, of constraint: ConstraintID) throws(SolverError) {
        guard priority > 0, priority <= 1000, priority.isFinite else { throw .invalidPriority }
        if deferral.holdsAny { handOver(constraint) }
        guard let record = records[constraint.id] else { throw .unknownConstraint }
        if priority == record.priority, priority == record.secondPriority { return }
        guard priority < 1000, record.priority < 1000 else { throw .requiredPriorityChange }
        reweigh(constraint, record, priority, priority)
    }

    /// Changes the two priorities of a two-sided constraint (`addTwoSided`), both optional.
    package func setPriorities(above: Float, below: Float, of constraint: ConstraintID) throws(SolverError) {
        guard above > 0, above < 1000, below > 0, below < 1000 else { throw .invalidPriority }
        if deferral.holdsAny { handOver(constraint) }
        guard let record = records[constraint.id] else { throw .unknownConstraint }
        guard record.priority < 1000, record.relation == .equal else { throw .requiredPriorityChange }
        if above == record.priority, below == record.secondPriority { return }
        reweigh(constraint, record, above, below)
    }

    private func reweigh(_ constraint: ConstraintID, _ record: Record, _ first: Float, _ second: Float) {
        var record = record
        if record.firstError >= 0 {
            addToObjective(record.firstError, unitCost(record.priority), times: -1)
            addToObjective(record.firstError, unitCost(first), times: 1)
        }
        if record.secondError >= 0 {
            addToObjective(record.secondError, unitCost(record.secondPriority), times: -1)
            addToObjective(record.secondError, unitCost(second), times: 1)
        }
        record.priority = first
        record.secondPriority = second
        records[constraint.id] = record
        optimize()
    }

    package func priority(of constraint: ConstraintID) -> Float? {
        if deferral.holdsAny { handOver(constraint) }
        return records[constraint.id]?.priority
    }

    /// A two-sided constraint's priorities (for another constraint: its priority twice).
    package func priorities(of constraint: ConstraintID) -> (above: Float, below: Float)? {
        if deferral.holdsAny { handOver(constraint) }
        return records[constraint.id].map { ($0.priority, $0.secondPriority) }
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `priority` (< 1000), holding its current value.
    package func addEditVariable(_ variable: Variable, priority: Float) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable }
        guard priority > 0, priority < 1000 else { throw .invalidPriority }
        if deferral.holdsAny { handOver(LinearExpression(variable)) }
        let current = value(of: variable)
        let id = try add(LinearExpression(variable) - current, .equal, priority: priority)
        edits[variable.id] = id
        records[id.id]!.edit = variable.id
    }

    package func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let id = edits[variable.id] else { throw .unknownEditVariable }
        try remove(id)
    }

    package func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests a value for an edit variable; costs only the rows its marker reaches.
    package func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue }
        guard let id = edits[variable.id] else { throw .unknownEditVariable }
        try setConstant(-value, of: id)
    }

    // MARK: Values

    /// A symbol's row is about to change: its cached value, and those of the definitions that
    /// depend on it (transitively), are stale. Every value is computed from cached inputs, so a
    /// symbol without a cached value has no dependent with one: the walk stops there, and costs
    /// what was read since the last change, never the whole system (changing one card of many
    /// keeps the other cards' values).
    func invalidateValue(of symbol: Int) {
        guard uncache(symbol) else { return }
        // The index and the work list are moved out and back: reading the index in place
        // retained and released its storage on every call (once per changed row).
        var columns = ColumnIndex()
        swap(&columns, &definitionColumns)
        defer { swap(&columns, &definitionColumns) }
        guard !columns.isEmpty(symbol) else { return }
        var stack: [Int] = []
        swap(&stack, &invalidationStack)
        columns.appendMembers(of: symbol, to: &stack)
        while let top = stack.popLast() {
            guard uncache(top) else { continue }
            columns.appendMembers(of: top, to: &stack)
        }
        swap(&stack, &invalidationStack)
    }

    /// Clears a symbol's cached value; false when it had none.
    @inline(__always)
    private func uncache(_ symbol: Int) -> Bool {
        guard symbol < cachedValues.count, cachedValues[symbol].bitPattern != Self.uncachedBits else { return false }
        cachedValues[symbol] = Double(bitPattern: Self.uncachedBits)
        return true
    }

    @inline(__always)
    private func cached(_ symbol: Int) -> Double? {
        guard symbol < cachedValues.count else { return nil }
        let value = cachedValues[symbol]
        return value.bitPattern == Self.uncachedBits ? nil : value
    }

    func cache(_ value: Double, for symbol: Int) {
        if symbol >= cachedValues.count {
            let grow = max(kinds.count, symbol + 1) - cachedValues.count
            cachedValues.append(contentsOf: repeatElement(Double(bitPattern: Self.uncachedBits), count: grow))
        }
        cachedValues[symbol] = value
    }

    /// The value of a symbol that is not a definition (a restricted symbol: its row's constant,
    /// as canonical rows mention only non-basic symbols, which are 0; an external without a
    /// row: 0), cached like the others so that `invalidateValue` can stop at uncached symbols.
    /// Nil for a definition not evaluated yet.
    private func leafValue(_ symbol: Int) -> Double? {
        if let value = cached(symbol) { return value }
        if kinds[symbol] == .external {
            guard !rows.contains(symbol) else { return nil }
            cache(0, for: symbol)
            return 0
        }
        let value = rows.constant(of: symbol) ?? 0
        cache(value, for: symbol)
        return value
    }

    /// Defined externals: their definition, evaluated depth-first without recursion.
    func evaluate(_ symbol: Int) -> Double {
        if let value = leafValue(symbol) { return value }
        // Fast path: every term is known (a chain read in order: left_i after left_{i-1}).
        if let total = evaluateKnownTerms(of: symbol) {
            cache(total, for: symbol)
            return total
        }
        var stack: [Int] = []
        swap(&stack, &evaluationStack)
        stack.append(symbol)
        while let top = stack.last {
            if cached(top) != nil { stack.removeLast(); continue }
            if let total = evaluateKnownTerms(of: top) {
                cache(total, for: top)
                stack.removeLast()
                continue
            }
            for term in rows[top]!.terms.items where leafValue(term.symbol) == nil {
                stack.append(term.symbol)
            }
        }
        swap(&stack, &evaluationStack)
        return cached(symbol)!
    }

    /// A definition's value when all its terms are known, else nil.
    private func evaluateKnownTerms(of symbol: Int) -> Double? {
        guard let row = rows[symbol] else { return 0 }
        var total = row.constant
        for term in row.terms.items {
            guard let value = leafValue(term.symbol) else { return nil }
            total += term.coefficient * value
        }
        return total
    }
}
