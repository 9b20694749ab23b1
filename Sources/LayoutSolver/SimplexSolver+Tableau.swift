/// Row storage, column indexes, journaling and pivoting.
extension SimplexSolver {
    func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    /// Starts journaling every row and objective entry about to change (see `rollback()`).
    func openJournal() {
        journal = Journal()
        journalMarks.begin()
    }

    // MARK: Rows with their columns

    /// Called before every change to a row: journals it (when a journal is open) and notes the
    /// row for `takeChangedVariables()`.
    func journalRow(_ basic: Int) {
        changes.note(basic)
        invalidateValue(of: basic)
        guard journal != nil, journalMarks.markRow(basic) else { return }
        journal!.rows.append((basic, rows[basic]))
    }

    private func indexColumns(of basic: Int, _ row: Row, insert: Bool) {
        if isRestricted(basic) {
            for term in row.terms.items {
                let s = term.symbol
                if insert { restrictedColumns.insert(basic, into: s) } else { restrictedColumns.remove(basic, from: s) }
            }
        } else {
            for term in row.terms.items {
                let s = term.symbol
                if insert { definitionColumns.insert(basic, into: s) } else { definitionColumns.remove(basic, from: s) }
            }
        }
    }

    func setRow(_ basic: Int, _ row: Row) {
        journalRow(basic)
        if let old = rows[basic] { indexColumns(of: basic, old, insert: false) }
        rows[basic] = row
        indexColumns(of: basic, row, insert: true)
        if isRestricted(basic), row.constant < -Row.epsilon { infeasible.insert(basic) }
    }

    @discardableResult
    func takeRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        journalRow(basic)
        indexColumns(of: basic, row, insert: false)
        rows[basic] = nil
        return row
    }

    /// Replaces `symbol` by `replacement` in the row of `basic` (which contains it).
    private func substitute(_ symbol: Int, _ replacement: Row, inRowOf basic: Int) {
        journalRow(basic)
        var row = rows.removeValue(forKey: basic)!
        guard let c = row.terms.removeValue(forKey: symbol) else { rows[basic] = row; return }
        let restricted = isRestricted(basic)
        if restricted { restrictedColumns.remove(basic, from: symbol) } else { definitionColumns.remove(basic, from: symbol) }
        row.constant += c * replacement.constant
        row.terms.add(replacement.terms, times: c, epsilon: Row.epsilon) { s, change in
            if restricted {
                if change > 0 { restrictedColumns.insert(basic, into: s) } else { restrictedColumns.remove(basic, from: s) }
            } else {
                if change > 0 { definitionColumns.insert(basic, into: s) } else { definitionColumns.remove(basic, from: s) }
            }
        }
        rows[basic] = row
        if restricted, row.constant < -Row.epsilon { infeasible.insert(basic) }
    }

    /// Substitutes a newly basic symbol into every canonical row and the objectives.
    func substituteEverywhere(_ symbol: Int, _ replacement: Row) {
        if let column = restrictedColumns[symbol] {
            for basic in column.sorted() { substitute(symbol, replacement, inRowOf: basic) }
        }
        if let cost = objective[symbol] {
            setObjective(symbol, nil)
            for (s, k) in replacement.terms { addToObjective(s, cost, times: k) }
        }
        if var phase = phaseObjective, let c = phase.terms.removeValue(forKey: symbol) {
            phase.constant += c * replacement.constant
            phase.terms.add(replacement.terms, times: c, epsilon: Row.epsilon) { _, _ in }
            phaseObjective = phase
        }
    }

    /// Substitutes into definitions too (used when a basic row disappears).
    func substituteIntoDefinitions(_ symbol: Int, _ replacement: Row) {
        guard let column = definitionColumns[symbol] else { return }
        for basic in column.sorted() { substitute(symbol, replacement, inRowOf: basic) }
    }

    // MARK: Objective

    func setObjective(_ symbol: Int, _ cost: Cost?) {
        if journal != nil, journalMarks.markObjective(symbol) {
            journal!.objective.append((symbol, objective[symbol]))
        }
        objective[symbol] = cost
        updateCandidate(symbol)
    }

    func updateCandidate(_ symbol: Int) {
        if let cost = objective[symbol], cost.isNegative, !rows.contains(symbol),
           kinds[symbol] == .slack || kinds[symbol] == .error {
            candidates.insert(symbol)
        } else {
            candidates.remove(symbol)
        }
    }

    /// objective += factor · cost · symbol, substituting the symbol's row if it is basic.
    func addToObjective(_ symbol: Int, _ cost: Cost, times factor: Double) {
        if let row = rows[symbol] {
            for (s, k) in row.terms { addToObjective(s, cost, times: factor * k) }
            return
        }
        var current = objective[symbol] ?? Cost()
        current.add(cost, times: factor)
        setObjective(symbol, current.isZero ? nil : current)
    }

    // MARK: Pivoting

    /// Makes `entering` basic using the row of `leaving`, which becomes non-basic.
    func pivot(entering: Int, leaving: Int) {
        pivotCount += 1
        let row = takeRow(leaving)!.solved(for: entering, formerBasic: leaving)
        setRow(entering, row)
        substituteEverywhere(entering, row)
        updateCandidate(entering)
        updateCandidate(leaving)
    }

    /// Primal simplex on the objective (or the phase-one objective when present).
    func optimize() {
        while true {
            let entering: Int
            if let phase = phaseObjective {
                guard let e = phase.terms.lazy.filter({ $0.value < -Row.epsilon && (self.kinds[$0.key] == .slack || self.kinds[$0.key] == .error) })
                    .map({ $0.key }).min() else { return }
                entering = e
            } else {
                guard let e = candidates.min() else { return }
                entering = e
            }
            var leaving = -1
            var best = Double.infinity
            let phase = phaseObjective != nil
            restrictedColumns.forEach(entering) { basic in
                guard kinds[basic] != .artificial || phase else { return }
                let row = rows[basic]!
                let c = row.terms[entering]!
                guard c < 0 else { return }
                let ratio = -row.constant / c
                // Ties (degenerate vertices): the shortest row, so the pivot fills in least.
                if ratio < best - Row.epsilon || (abs(ratio - best) <= Row.epsilon
                    && (row.terms.count, basic) < (rows[leaving]!.terms.count, leaving)) {
                    best = ratio
                    leaving = basic
                }
            }
            // An unbounded direction cannot lower a bounded objective; stop rather than loop.
            guard leaving >= 0 else { candidates.remove(entering); return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex over the infeasible rows only (after constants changed). False when a row
    /// cannot be made feasible (the required constraints contradict each other).
    ///
    /// Entering choice: the minimum cost ratio, ties to the shortest column (least fill-in). But
    /// when the infeasible basic symbol is one of an optional equality's two error symbols and
    /// the other one can enter, it enters instead ("flip": the constraint's violation changes
    /// sign, as when a resize crosses a view's preferred width). The ratio rule would rather
    /// pass the violation on to another optional constraint of equal cost, and on a chain of n
    /// equally weighted views it walks all n (degenerate pivots over the long sum row). A flip
    /// makes the row feasible in one step and may leave negative costs, which the primal simplex
    /// then removes with short pivots. Each symbol flips at most once per call, so the ordinary
    /// dual rule (which terminates) always takes over.
    @discardableResult
    func dualOptimize() -> Bool {
        var flipped: [Int] = []
        while let leaving = infeasible.min() {
            guard let row = rows[leaving], row.constant < -Row.epsilon else {
                infeasible.remove(leaving)
                continue
            }
            var entering = -1
            if kinds[leaving] == .error, let owner = owners[leaving], let record = records[owner.id], !flipped.contains(leaving) {
                let sibling = record.marker == leaving ? record.other : record.marker
                if sibling >= 0, let c = row.terms[sibling], c > Row.epsilon {
                    entering = sibling
                    flipped.append(leaving)
                }
            }
            if entering < 0 {
                var bestCost = Cost()
                var bestCoefficient = 1.0
                var bestColumn = 0
                for (s, c) in row.terms where c > Row.epsilon && kinds[s] != .dummy && kinds[s] != .artificial {
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
            }
            // No symbol can raise the row: the required constraints are inconsistent.
            guard entering >= 0 else { return false }
            infeasible.remove(leaving)
            pivot(entering: entering, leaving: leaving)
        }
        if !flipped.isEmpty { optimize() }
        return true
    }

    // MARK: Canonical form

    /// Rewrites `row` over non-basic symbols only, expanding definitions and restricted rows.
    /// Accumulates in a dense scratch array, so expanding a chain of n definitions is O(n).
    func canonicalize(_ row: inout Row) {
        // A row over non-basic symbols only is canonical already (a new row's terms are sorted).
        var basicTerms = !row.terms.isSorted
        if !basicTerms {
            for term in row.terms.items where rows.contains(term.symbol) { basicTerms = true; break }
        }
        guard basicTerms else { return }
        // The scratch space and the work list, kept between calls, are moved out and back: no
        // copy, no allocation per row, and no uniqueness check of a class property per term.
        var scratch = Accumulator()
        swap(&scratch, &self.scratch)
        var pending: [Int] = []
        swap(&pending, &pendingBuffer)
        defer {
            swap(&pending, &pendingBuffer)
            swap(&scratch, &self.scratch)
        }
        scratch.begin(symbolCount: kinds.count)
        pending.removeAll(keepingCapacity: true)
        for (s, k) in row.terms {
            scratch.add(s, k)
            if rows.contains(s), scratch.enqueue(s) { pending.append(s) }
        }
        var constant = row.constant
        var index = 0
        while index < pending.count {
            let symbol = pending[index]
            index += 1
            scratch.dequeue(symbol)
            let c = scratch.take(symbol)
            guard abs(c) >= Row.epsilon, let definition = rows[symbol] else { continue }
            constant += c * definition.constant
            for (s, k) in definition.terms {
                scratch.add(s, c * k)
                if rows.contains(s), scratch.enqueue(s) { pending.append(s) }
            }
        }
        var items: [Terms.Term] = []
        items.reserveCapacity(scratch.touched.count)
        scratch.sortTouched()
        for s in scratch.touched where !rows.contains(s) {
            let c = scratch.value(s)
            if abs(c) >= Row.epsilon { items.append(Terms.Term(symbol: s, coefficient: c)) }
        }
        row = Row(constant: constant, terms: Terms(sorted: items))
    }

    /// Shifts `marker` by `delta` in every row mentioning it (its constraint's constant changed).
    /// False when a basic dummy (a required equality's marker) would become non-zero.
    func shiftMarker(_ marker: Int, by delta: Double) -> Bool {
        // marker_old = marker_new + delta
        var consistent = true
        if var row = rows[marker] {
            journalRow(marker)
            row.constant -= delta
            rows[marker] = row
            if kinds[marker] == .dummy, abs(row.constant) > 1e-7 { consistent = false }
            if row.constant < -Row.epsilon { infeasible.insert(marker) }
        }
        restrictedColumns.forEach(marker) { basic in
            journalRow(basic)
            var row = rows.removeValue(forKey: basic)!
            row.constant += row.terms[marker]! * delta
            let constant = row.constant
            rows[basic] = row
            if kinds[basic] == .dummy, abs(constant) > 1e-7 { consistent = false }
            if constant < -Row.epsilon { infeasible.insert(basic) }
        }
        definitionColumns.forEach(marker) { basic in
            journalRow(basic)
            var row = rows.removeValue(forKey: basic)!
            row.constant += row.terms[marker]! * delta
            rows[basic] = row
        }
        return consistent
    }

    /// Removes the row that defines a constraint's marker, pivoting it into the basis first.
    func removeMarker(_ marker: Int) {
        if !rows.contains(marker) {
            var leaving = -1
            var negative = false
            var best = Double.infinity
            for basic in (restrictedColumns[marker] ?? []).sorted() {
                let row = rows[basic]!
                let c = row.terms[marker]!
                if c < 0 {
                    let ratio = -row.constant / c
                    if !negative || ratio < best - Row.epsilon { leaving = basic; best = ratio; negative = true }
                } else if !negative {
                    let ratio = row.constant / c
                    if ratio < best - Row.epsilon || leaving < 0 { leaving = basic; best = ratio }
                }
            }
            if leaving < 0, let definitions = definitionColumns[marker] {
                let onlyInDefinitions = restrictedColumns.isEmpty(marker) && objective[marker] == nil && phaseObjective == nil
                leaving = definitions.min()!
                if !onlyInDefinitions {
                    var row = rows[leaving]!
                    canonicalize(&row)
                    setRow(leaving, row)
                }
                if onlyInDefinitions {
                    // Solve the definition for the marker; only definitions mention it, and they may stay lazy.
                    let row = takeRow(leaving)!.solved(for: marker, formerBasic: leaving)
                    setRow(marker, row)
                    leaving = -2
                }
            }
            if leaving >= 0 { pivot(entering: marker, leaving: leaving) }
        }
        guard let row = takeRow(marker) else { return }
        substituteIntoDefinitions(marker, row)
        infeasible.remove(marker)
    }
}
