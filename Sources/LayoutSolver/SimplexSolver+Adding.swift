/// Adding a constraint: lazy definitions for fresh variables, otherwise a canonical row solved
/// for an external variable, a free slack, or the slack or error the dual simplex would let
/// enter (then repaired by the dual simplex); phase one with an artificial variable only to
/// prove a conflict (journaled, so failure is undone).
extension SimplexSolver {
    func insert(_ id: ConstraintID, _ expression: LinearExpression, _ relation: Relation, _ priority: Float,
                secondPriority: Float? = nil) throws(SolverError) {
        var row = Row(constant: relation == .lessThanOrEqual ? -expression.constant : expression.constant)
        let sign: Double = relation == .lessThanOrEqual ? -1 : 1
        // Exactly the row's terms: the expression's, the marker and an optional constraint's
        // second error (the row is solved in place and stored).
        row.terms.reserveCapacity(expression.terms.count + (priority < 1000 ? 2 : 1))
        for term in expression.terms where term.coefficient != 0 {
            let new = (row.terms[term.variable.id] ?? 0) + sign * term.coefficient
            row.terms[term.variable.id] = abs(new) < Row.epsilon ? nil : new
        }
        // Row meaning: 0 = constant + Σ terms + marker terms.
        let required = priority >= 1000
        var record = Record(constant: expression.constant, relation: relation, priority: priority,
                            secondPriority: secondPriority ?? priority, marker: -1, markerCoefficient: 1, other: -1)
        switch (relation, required) {
        case (.equal, true):
            record.marker = makeSymbol(.dummy)
            record.markerCoefficient = 1
        case (.equal, false):
            record.marker = makeSymbol(.error)
            record.markerCoefficient = -1
            record.other = makeSymbol(.error)
        case (_, true):
            record.marker = makeSymbol(.slack)
            record.markerCoefficient = -1
        case (_, false):
            record.marker = makeSymbol(.slack)
            record.markerCoefficient = -1
            record.other = makeSymbol(.error)
        }
        row.terms[record.marker] = record.markerCoefficient
        if record.other >= 0 { row.terms[record.other] = 1 }

        // A required constraint that introduces a variable defines it, lazily (no expansion).
        var fresh = -1
        if required {
            for term in row.terms.items where term.symbol > fresh && kinds[term.symbol] == .external && isFresh(term.symbol) {
                fresh = term.symbol
            }
        } else if let only = onlyExternal(of: row), isFresh(only) {
            // An optional constraint whose one variable is fresh (a view's content size, made
            // before any constraint mentions its width or height): the general path below would
            // find the row canonical already (its other symbols are its own new errors), choose
            // that variable as the subject and substitute it nowhere. Solving for it directly
            // gives the same row and the same objective, without the searches.
            addErrorsToObjective(record, priority)
            row.solve(for: only)
            setRow(only, row)
            commit(id, record)
            optimize()
            return
        }
        if fresh >= 0 {
            row.solve(for: fresh)
            setRow(fresh, row)
            commit(id, record)
            return
        }

        canonicalize(&row)
        addErrorsToObjective(record, priority)

        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            setRow(subject, row)
            substituteEverywhere(subject, row)
            if kinds[subject] != .external { updateCandidate(subject) }
            commit(id, record)
            optimize()
            return
        }

        if row.terms.keys.allSatisfy({ kinds[$0] == .dummy }) {
            // Only required equalities involved and a non-zero constant: a contradiction.
            let conflicting = row.terms.keys.compactMap { owners[$0] }
            throw .unsatisfiable(id, conflictingWith: Array(Set(conflicting)).sorted())
        }
        if addEntering(id, record, row) { return }
        try addWithArtificial(id, record, row)
    }

    /// Adds a row `0 = c + Σ a·s` over slacks and errors (no external, no free slack) without
    /// phase one, by solving it for the symbol the dual simplex would let enter: the smallest
    /// cost per unit among the symbols that can move the row to 0 with a non-negative value
    /// (those with a of the sign opposite to c; either sign when c = 0). Then every cost stays
    /// non-negative, so the tableau stays optimal, and the new row is feasible; the other rows
    /// that the substitution makes infeasible are repaired by the dual simplex, which visits
    /// only them. Cassowary-style solvers add such a row with an artificial variable and a
    /// second objective instead, which runs a primal simplex over the whole row, and, for a
    /// satisfied row, solve it for its own error, which leaves negative costs that the primal
    /// simplex then removes one degenerate pivot at a time (an edit variable on a chain of n
    /// views: n/2 pivots over a row of n terms). False, with the solver unchanged, when no
    /// symbol can enter or the required constraints conflict: the artificial path then proves
    /// the conflict and names it.
    private func addEntering(_ id: ConstraintID, _ record: Record, _ canonical: Row) -> Bool {
        let holds = abs(canonical.constant) < Row.epsilon
        let sign: Double = canonical.constant > 0 ? -1 : 1
        var entering = -1
        var bestCost = Cost()
        var bestCoefficient = 1.0
        var bestColumn = 0
        for term in canonical.terms.items where kinds[term.symbol] == .slack || kinds[term.symbol] == .error {
            let s = term.symbol
            let c = holds ? abs(term.coefficient) : sign * term.coefficient
            guard c > Row.epsilon else { continue }
            let cost = objective[s] ?? Cost()
            let column = restrictedColumns.count(s)
            if entering < 0 || cost.ratio(c, isLessThan: bestCost, bestCoefficient)
                || (!bestCost.ratio(bestCoefficient, isLessThan: cost, c) && (column, s) < (bestColumn, entering)) {
                entering = s
                bestCost = cost
                bestCoefficient = c
                bestColumn = column
            }
        }
        guard entering >= 0 else { return false }
        var row = canonical
        // A row that holds within epsilon holds exactly: a tiny constant divided by a small
        // coefficient must not leave a basic slack slightly negative with no dual pass to follow.
        if holds { row.constant = 0 }
        row.solve(for: entering)
        if holds || restrictedColumns.isEmpty(entering) {
            // No restricted row changes its constant: nothing can become infeasible.
            setRow(entering, row)
            substituteEverywhere(entering, row)
            updateCandidate(entering)
            commit(id, record)
            optimize()
            return true
        }
        openJournal()
        setRow(entering, row)
        substituteEverywhere(entering, row)
        updateCandidate(entering)
        guard dualOptimize() else {
            rollback()
            return false
        }
        journal = nil
        commit(id, record)
        optimize()
        return true
    }

    /// The row's one external symbol, or nil when it has none or several.
    private func onlyExternal(of row: Row) -> Int? {
        var found = -1
        for term in row.terms.items where kinds[term.symbol] == .external {
            if found >= 0 { return nil }
            found = term.symbol
        }
        return found >= 0 ? found : nil
    }

    /// An optional constraint's errors enter the objective at their priorities.
    private func addErrorsToObjective(_ record: Record, _ priority: Float) {
        guard record.firstError >= 0 else { return }
        let unit = unitCost(priority)
        addToObjective(record.firstError, unit, times: 1)
        if record.secondError >= 0 {
            addToObjective(record.secondError, record.secondPriority == priority ? unit : unitCost(record.secondPriority), times: 1)
        }
    }

    func isFresh(_ symbol: Int) -> Bool {
        !rows.contains(symbol) && restrictedColumns.isEmpty(symbol) && definitionColumns.isEmpty(symbol) && !objective.contains(symbol)
    }

    private func commit(_ id: ConstraintID, _ record: Record) {
        records[id.id] = record
        owners[record.marker] = id
        if record.other >= 0 { owners[record.other] = id }
    }

    /// An external variable (the cheapest to substitute), else a free slack, else — for a row
    /// of required equalities' markers only that already holds — its own marker. Otherwise
    /// nil: `addEntering` chooses among the row's slacks and errors.
    private func chooseSubject(_ row: Row, _ record: Record) -> Int? {
        var best = -1
        var bestCount = Int.max
        for term in row.terms.items where kinds[term.symbol] == .external {
            let s = term.symbol
            let count = restrictedColumns.count(s)
            if count < bestCount || (count == bestCount && s > best) { best = s; bestCount = count }
        }
        if best >= 0 { return best }
        // A non-basic slack that no restricted row and no cost mentions can take any value ≥ 0
        // without moving anything else: solving for it satisfies the constraint exactly at no
        // cost (a new `width = 100` beside `width ≥ 20` needs no pivot afterwards).
        for (s, a) in row.terms where kinds[s] == .slack && s != record.marker {
            if -row.constant / a >= 0, restrictedColumns.isEmpty(s), !objective.contains(s) { return s }
        }
        if abs(row.constant) < Row.epsilon, row.terms[record.marker] != nil,
           row.terms.items.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            return record.marker
        }
        return nil
    }

    /// Phase one: minimise an artificial variable equal to the row; if it stays positive the
    /// required constraint is unsatisfiable and every touched row is restored from the journal.
    private func addWithArtificial(_ id: ConstraintID, _ record: Record, _ canonical: Row) throws(SolverError) {
        var row = canonical
        if row.constant < 0 {
            row.constant = -row.constant
            row.terms.scale(by: -1)
        }
        openJournal()
        let artificial = makeSymbol(.artificial)
        setRow(artificial, row)
        phaseObjective = row
        optimize()
        let residual = rows[artificial]?.constant ?? 0
        if residual > 1e-7 {
            let proof = phaseObjective!
            phaseObjective = nil
            rollback()
            let conflicting = proof.terms.compactMap { (s, c) -> ConstraintID? in
                guard kinds[s] == .dummy || (kinds[s] == .slack && c > 0) else { return nil }
                guard let owner = owners[s], let r = records[owner.id], r.priority >= 1000 else { return nil }
                return owner
            }
            throw .unsatisfiable(id, conflictingWith: Array(Set(conflicting)).sorted())
        }
        phaseObjective = nil
        if let basic = takeRow(artificial) {
            // Prefer a slack or error; a row of dummies only is a redundant (implied) constraint.
            let pivotable = basic.terms.keys.filter { kinds[$0] == .slack || kinds[$0] == .error }
            if let entering = pivotable.min() ?? basic.terms.keys.min() {
                let solved = basic.solved(for: entering, formerBasic: artificial)
                setRow(entering, solved)
                substituteEverywhere(entering, solved)
                updateCandidate(entering)
            }
        }
        // The artificial variable is 0 from now on: drop it from every row.
        for basic in (restrictedColumns[artificial] ?? []).sorted() {
            var r = takeRow(basic)!
            r.terms[artificial] = nil
            setRow(basic, r)
        }
        for basic in (definitionColumns[artificial] ?? []).sorted() {
            var r = takeRow(basic)!
            r.terms[artificial] = nil
            setRow(basic, r)
        }
        journal = nil
        commit(id, record)
        optimize()
    }

    func rollback() {
        guard let saved = journal else { return }
        journal = nil
        for (basic, old) in saved.rows {
            _ = takeRow(basic)
            if let old { setRow(basic, old) }
        }
        for (symbol, old) in saved.objective {
            objective[symbol] = old
        }
        for entry in saved.objective { updateCandidate(entry.symbol) }
        for entry in saved.rows { updateCandidate(entry.basic) }
        infeasible.removeAll()
    }
}
