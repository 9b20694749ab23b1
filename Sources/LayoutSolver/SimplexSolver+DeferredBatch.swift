/// Deferred batches: constraints added between `beginDeferredBatch()` and `endDeferredBatch()`
/// are grouped into independent components (union–find over their variables); a component that
/// shares no variable with the tableau or another held component is solved by
/// `DenseComponentSolver` without building its rows, and held as it is: its variables' values
/// are cached, and its constraints enter the tableau (the handover) only when something needs
/// them — a constraint of it removed, changed or re-weighed, an edit variable or a new
/// constraint on one of its variables. The handover adds them in their original order, so the
/// tableau is the one sequential adds would have built; the dense solver answers only with a
/// unique optimum, which the tableau reaches too. A component the dense solver declines (a
/// conflict, ties) is added to the tableau at once, constraint by constraint, and the errors
/// sequential adds would have thrown are returned by `endDeferredBatch()`.
///
/// Not used by the Auto Layout engine yet (its activation reports a conflict per constraint as
/// it is added); the path is measured with `scripts/solver-cards-driver.swift` (`CARDS_DEFER`).
extension SimplexSolver {
    package func beginDeferredBatch() {
        precondition(!deferral.isOpen, "SimplexSolver.beginDeferredBatch(): a batch is open already")
        deferral.isOpen = true
    }

    /// Adds `expression relation 0` to the open batch; only invalid input throws here (a
    /// conflict is reported by `endDeferredBatch()`).
    @discardableResult
    package func addDeferred(_ expression: LinearExpression, _ relation: Relation, priority: Float = 1000) throws(SolverError) -> ConstraintID {
        precondition(deferral.isOpen, "SimplexSolver.addDeferred: no batch is open")
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue
        }
        guard priority > 0, priority <= 1000, priority.isFinite else { throw .invalidPriority }
        return deferConstraint(expression, relation, priority, below: nil)
    }

    /// `addTwoSided` in the open batch.
    @discardableResult
    package func addDeferredTwoSided(_ expression: LinearExpression, above: Float, below: Float) throws(SolverError) -> ConstraintID {
        precondition(deferral.isOpen, "SimplexSolver.addDeferredTwoSided: no batch is open")
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue
        }
        guard above > 0, above < 1000, below > 0, below < 1000 else { throw .invalidPriority }
        return deferConstraint(expression, .equal, above, below: below)
    }

    private func deferConstraint(_ expression: LinearExpression, _ relation: Relation, _ priority: Float, below: Float?) -> ConstraintID {
        let id = makeConstraintID()
        deferral.pending.append(.init(id: id, expression: expression, relation: relation, priority: priority, below: below))
        return id
    }

    /// Closes the batch: solves its new independent components densely where that gives the
    /// unique optimum, adds the rest to the tableau in order. Returns the constraints sequential
    /// adds would have refused, with their errors (they are not in the solver).
    package func endDeferredBatch(dense: Bool = true) -> [(ConstraintID, SolverError)] {
        precondition(deferral.isOpen, "SimplexSolver.endDeferredBatch(): no batch is open")
        deferral.isOpen = false
        var batch: [DeferralState.Pending] = []
        swap(&batch, &deferral.pending)
        var failures: [(ConstraintID, SolverError)] = []
        guard !batch.isEmpty else { return failures }
        var state = DeferralState()
        swap(&state, &deferral)
        defer { swap(&state, &deferral) }

        // Union–find over the batch's variables: dense arrays by variable id and by node.
        func find(_ x: Int) -> Int {
            var x = x
            while state.parent[x] != Int32(x) {
                let grand = state.parent[Int(state.parent[x])]
                state.parent[x] = grand
                x = Int(grand)
            }
            return x
        }
        state.parent.removeAll(keepingCapacity: true)
        state.variableOfNode.removeAll(keepingCapacity: true)
        for constraint in batch {
            var first = -1
            for term in constraint.expression.terms where term.coefficient != 0 {
                let variable = term.variable.id
                if variable >= state.nodeOfVariable.count {
                    state.nodeOfVariable.append(contentsOf: repeatElement(-1, count: max(variable + 1, state.nodeOfVariable.count * 2) - state.nodeOfVariable.count))
                }
                var node = Int(state.nodeOfVariable[variable])
                if node < 0 {
                    node = state.parent.count
                    state.nodeOfVariable[variable] = Int32(node)
                    state.parent.append(Int32(node))
                    state.variableOfNode.append(variable)
                }
                if first < 0 { first = find(node) } else {
                    let root = find(node)
                    if root != first { state.parent[root] = Int32(first) }
                }
            }
        }
        let nodes = state.parent.count
        // Per root: its group (in order of first constraint), and whether it touches the
        // tableau or a held component (then it goes to the tableau). A constraint without
        // variables is a group of its own, for the tableau.
        var groupOfRoot = [Int32](repeating: -1, count: nodes)
        var groupAttached: [Bool] = []
        var groupOf = [Int32](repeating: 0, count: batch.count)
        var attachedRoot = [Bool](repeating: false, count: nodes)
        for node in 0..<nodes {
            let variable = state.variableOfNode[node]
            if !isFresh(variable) || state.component(ofVariable: variable) >= 0 { attachedRoot[find(node)] = true }
        }
        for (index, constraint) in batch.enumerated() {
            guard let term = constraint.expression.terms.first(where: { $0.coefficient != 0 }) else {
                groupOf[index] = Int32(groupAttached.count)
                groupAttached.append(true)
                continue
            }
            let root = find(Int(state.nodeOfVariable[term.variable.id]))
            if groupOfRoot[root] < 0 {
                groupOfRoot[root] = Int32(groupAttached.count)
                groupAttached.append(attachedRoot[root])
            }
            groupOf[index] = groupOfRoot[root]
        }
        // The constraints by group, each group in the batch's order (a counting sort).
        let groupCount = groupAttached.count
        var start = [Int](repeating: 0, count: groupCount + 1)
        for g in groupOf { start[Int(g) + 1] += 1 }
        for g in 0..<groupCount { start[g + 1] += start[g] }
        var order = [Int](repeating: 0, count: batch.count)
        var fill = start
        for (index, g) in groupOf.enumerated() { order[fill[Int(g)]] = index; fill[Int(g)] += 1 }
        for variable in state.variableOfNode { state.nodeOfVariable[variable] = -1 }

        state.localOfNode.removeAll(keepingCapacity: true)
        state.localOfNode.append(contentsOf: repeatElement(-1, count: nodes))
        // The nodes are gone from `nodeOfVariable`; the dense systems map variables through a
        // per-group list instead.
        for group in 0..<groupCount {
            let range = start[group]..<start[group + 1]
            if dense, !groupAttached[group] {
                state.system.removeAll()
                var members: [Int] = []
                for position in range {
                    let constraint = batch[order[position]]
                    for term in constraint.expression.terms where term.coefficient != 0 {
                        let variable = term.variable.id
                        if variable >= state.nodeOfVariable.count || state.nodeOfVariable[variable] < 0 {
                            if variable >= state.nodeOfVariable.count {
                                state.nodeOfVariable.append(contentsOf: repeatElement(-1, count: max(variable + 1, state.nodeOfVariable.count * 2) - state.nodeOfVariable.count))
                            }
                            state.nodeOfVariable[variable] = Int32(members.count)
                            members.append(variable)
                        }
                        state.system.appendTerm(Int(state.nodeOfVariable[variable]), term.coefficient)
                    }
                    state.system.close(constant: constraint.expression.constant, constraint.relation,
                                       priority: constraint.priority, below: constraint.below)
                }
                for variable in members { state.nodeOfVariable[variable] = -1 }
                state.system.variableCount = members.count
                if state.solver.solve(state.system, into: &state.values) {
                    for (index, variable) in members.enumerated() {
                        invalidateValue(of: variable)
                        cache(state.values[index], for: variable)
                        changes.note(variable)
                    }
                    var constraints: [DeferralState.Pending] = []
                    constraints.reserveCapacity(range.count)
                    for position in range { constraints.append(batch[order[position]]) }
                    _ = state.hold(.init(constraints: constraints, variables: members))
                    continue
                }
            }
            swap(&state, &deferral)
            for position in range {
                let constraint = batch[order[position]]
                do throws(SolverError) {
                    try insertPending(constraint)
                } catch {
                    failures.append((constraint.id, error))
                }
            }
            swap(&state, &deferral)
        }
        // In the order sequential adds would have refused them.
        failures.sort { $0.0 < $1.0 }
        return failures
    }

    private func insertPending(_ constraint: DeferralState.Pending) throws(SolverError) {
        if deferral.holdsAny { handOver(constraint.expression) }
        try insert(constraint.id, constraint.expression, constraint.relation, constraint.priority,
                   secondPriority: constraint.below)
    }

    /// Hands the held components that `expression`'s variables belong to over to the tableau.
    func handOver(_ expression: LinearExpression) {
        for term in expression.terms {
            let component = deferral.component(ofVariable: term.variable.id)
            if component >= 0 { handOver(component: component) }
        }
    }

    /// Hands the held component of `constraint` (if any) over to the tableau.
    func handOver(_ constraint: ConstraintID) {
        let component = deferral.component(of: constraint)
        if component >= 0 { handOver(component: component) }
    }

    /// Adds a held component's constraints to the tableau in their original order. They were
    /// solved together, so none conflicts; the values they give are the ones cached (the
    /// unique optimum), so no variable is reported as changed by the handover itself.
    private func handOver(component index: Int) {
        let component = deferral.release(index)
        for variable in component.variables { invalidateValue(of: variable) }
        for constraint in component.constraints {
            do throws(SolverError) {
                try insert(constraint.id, constraint.expression, constraint.relation, constraint.priority,
                           secondPriority: constraint.below)
            } catch {
                assertionFailure("SimplexSolver: a densely solved constraint was refused at its handover: \(error)")
            }
        }
    }
}
