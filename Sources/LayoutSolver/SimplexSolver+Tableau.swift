/// Row storage, column indexes, journaling and pivoting.
extension SimplexSolver {
    func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    // MARK: Rows with their columns

    func journalRow(_ basic: Int) {
        guard journal != nil, journal!.rows.index(forKey: basic) == nil else { return }
        journal!.rows[basic] = .some(rows[basic])
    }

    private func indexColumns(of basic: Int, _ row: Row, insert: Bool) {
        if isRestricted(basic) {
            for s in row.terms.keys {
                if insert { restrictedColumns[s, default: []].insert(basic) } else { removeColumn(&restrictedColumns, s, basic) }
            }
        } else {
            for s in row.terms.keys {
                if insert { definitionColumns[s, default: []].insert(basic) } else { removeColumn(&definitionColumns, s, basic) }
            }
        }
    }

    private func removeColumn(_ columns: inout [Int: Set<Int>], _ symbol: Int, _ basic: Int) {
        guard var set = columns.removeValue(forKey: symbol) else { return }
        set.remove(basic)
        if !set.isEmpty { columns[symbol] = set }
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
        if restricted { removeColumn(&restrictedColumns, symbol, basic) } else { removeColumn(&definitionColumns, symbol, basic) }
        row.constant += c * replacement.constant
        for (s, k) in replacement.terms {
            let old = row.terms[s]
            let new = (old ?? 0) + c * k
            if abs(new) < Row.epsilon {
                if old != nil {
                    row.terms[s] = nil
                    if restricted { removeColumn(&restrictedColumns, s, basic) } else { removeColumn(&definitionColumns, s, basic) }
                }
            } else {
                row.terms[s] = new
                if old == nil {
                    if restricted { restrictedColumns[s, default: []].insert(basic) } else { definitionColumns[s, default: []].insert(basic) }
                }
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
            for (s, k) in replacement.terms {
                let new = (phase.terms[s] ?? 0) + c * k
                phase.terms[s] = abs(new) < Row.epsilon ? nil : new
            }
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
        if journal != nil, journal!.objective.index(forKey: symbol) == nil {
            journal!.objective[symbol] = .some(objective[symbol])
        }
        objective[symbol] = cost
        updateCandidate(symbol)
    }

    func updateCandidate(_ symbol: Int) {
        if let cost = objective[symbol], cost.isNegative, rows[symbol] == nil,
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
        var row = takeRow(leaving)!
        let a = row.terms.removeValue(forKey: entering)!
        var solved = Row(constant: -row.constant / a)
        solved.terms.reserveCapacity(row.terms.count + 1)
        solved.terms[leaving] = 1 / a
        for (s, k) in row.terms { solved.terms[s] = -k / a }
        row = solved
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
                guard let e = phase.terms.filter({ $0.value < -Row.epsilon && (kinds[$0.key] == .slack || kinds[$0.key] == .error) })
                    .keys.min() else { return }
                entering = e
            } else {
                guard let e = candidates.min() else { return }
                entering = e
            }
            var leaving = -1
            var best = Double.infinity
            for basic in restrictedColumns[entering] ?? [] {
                guard kinds[basic] != .artificial || phaseObjective != nil else { continue }
                let row = rows[basic]!
                let c = row.terms[entering]!
                guard c < 0 else { continue }
                let ratio = -row.constant / c
                if ratio < best - Row.epsilon || (abs(ratio - best) <= Row.epsilon && basic < leaving) {
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
    @discardableResult
    func dualOptimize() -> Bool {
        while !infeasible.isEmpty {
            var leaving = -1
            for basic in infeasible where basic < leaving || leaving < 0 {
                if let row = rows[basic], row.constant < -Row.epsilon { leaving = basic }
            }
            guard leaving >= 0 else { infeasible.removeAll(); return true }
            let row = rows[leaving]!
            var entering = -1
            var bestCost = Cost()
            var bestCoefficient = 1.0
            for (s, c) in row.terms where c > Row.epsilon && kinds[s] != .dummy && kinds[s] != .artificial {
                let cost = objective[s] ?? Cost()
                if entering < 0 || cost.ratio(c, isLessThan: bestCost, bestCoefficient)
                    || (!bestCost.ratio(bestCoefficient, isLessThan: cost, c) && s < entering) {
                    entering = s
                    bestCost = cost
                    bestCoefficient = c
                }
            }
            // No symbol can raise the row: the required constraints are inconsistent.
            guard entering >= 0 else { return false }
            infeasible.remove(leaving)
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    // MARK: Canonical form

    /// Rewrites `row` over non-basic symbols only, expanding definitions and restricted rows.
    func canonicalize(_ row: inout Row) {
        var pending = row.terms.keys.filter { rows[$0] != nil }.sorted()
        var queued = Set(pending)
        var index = 0
        while index < pending.count {
            let symbol = pending[index]
            index += 1
            queued.remove(symbol)
            guard let c = row.terms.removeValue(forKey: symbol), let definition = rows[symbol] else { continue }
            row.constant += c * definition.constant
            for (s, k) in definition.terms {
                let new = (row.terms[s] ?? 0) + c * k
                if abs(new) < Row.epsilon { row.terms[s] = nil; continue }
                row.terms[s] = new
                if rows[s] != nil, !queued.contains(s) {
                    queued.insert(s)
                    pending.append(s)
                }
            }
        }
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
        for basic in restrictedColumns[marker] ?? [] {
            journalRow(basic)
            var row = rows[basic]!
            row.constant += row.terms[marker]! * delta
            rows[basic] = row
            if kinds[basic] == .dummy, abs(row.constant) > 1e-7 { consistent = false }
            if row.constant < -Row.epsilon { infeasible.insert(basic) }
        }
        for basic in definitionColumns[marker] ?? [] {
            journalRow(basic)
            rows[basic]!.constant += rows[basic]!.terms[marker]! * delta
        }
        return consistent
    }

    /// Removes the row that defines a constraint's marker, pivoting it into the basis first.
    func removeMarker(_ marker: Int) {
        if rows[marker] == nil {
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
                let onlyInDefinitions = restrictedColumns[marker] == nil && objective[marker] == nil && phaseObjective == nil
                leaving = definitions.min()!
                if !onlyInDefinitions {
                    var row = rows[leaving]!
                    canonicalize(&row)
                    setRow(leaving, row)
                }
                if onlyInDefinitions {
                    // Solve the definition for the marker; only definitions mention it, and they may stay lazy.
                    var row = takeRow(leaving)!
                    let a = row.terms.removeValue(forKey: marker)!
                    var solved = Row(constant: -row.constant / a)
                    solved.terms[leaving] = 1 / a
                    for (s, k) in row.terms { solved.terms[s] = -k / a }
                    row = solved
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
