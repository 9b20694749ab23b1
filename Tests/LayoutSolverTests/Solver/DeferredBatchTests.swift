import XCTest
@testable import LayoutSolver

/// A deferred batch (`beginDeferredBatch()` … `endDeferredBatch()`) leaves the solver answering
/// as sequential adds would: the same values, the same refused constraints with the same errors,
/// and the same values after later edits that hand densely solved components over to the tableau.
final class DeferredBatchTests: XCTestCase {
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private struct Spec {
        var expression: LinearExpression
        var relation: Relation
        var priority: Float
        var below: Float?
    }

    func testBatchesAndLaterEditsMatchSequentialAdds() throws {
        var heldAny = false, refusedAny = false
        for seed in UInt64(1)...150 {
            var random = Generator(state: seed)
            let sequential = SimplexSolver(), deferred = SimplexSolver()
            let count = Int.random(in: 4...12, using: &random)
            let left = (0..<count).map { _ in sequential.makeVariable() }
            let right = (0..<count).map { _ in deferred.makeVariable() }
            XCTAssertEqual(left.map(\.id), right.map(\.id))
            var usedPriorities: Set<Float> = []
            func freshPriority() -> Float {
                while true {
                    let p = Float(Int.random(in: 20...990, using: &random))
                    if usedPriorities.insert(p).inserted { return p }
                }
            }
            // Variables fall into groups of 1–3; most constraints stay within a group, so the
            // batch has several components (some merged by a constraint across groups).
            let group = (0..<count).map { $0 / Int.random(in: 1...3, using: &random) }
            func randomSpec() -> Spec {
                let anchor = Int.random(in: 0..<count, using: &random)
                var terms: [(Variable, Double)] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let candidates = (0..<count).filter { group[$0] == group[anchor] || Int.random(in: 0..<12, using: &random) == 0 }
                    let v = candidates.randomElement(using: &random)!
                    terms.append((Variable(id: left[v].id), Double(Int.random(in: -3...3, using: &random))))
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let required = Int.random(in: 0..<3, using: &random) == 0
                let expression = LinearExpression(terms, constant: Double(Int.random(in: -60...60, using: &random)))
                if !required, relation == .equal, Int.random(in: 0..<3, using: &random) == 0 {
                    return Spec(expression: expression, relation: .equal, priority: freshPriority(), below: freshPriority())
                }
                return Spec(expression: expression, relation: relation, priority: required ? 1000 : freshPriority())
            }
            var specs: [Spec] = []
            for (i, x) in left.enumerated() where Int.random(in: 0..<5, using: &random) != 0 {
                usedPriorities.insert(Float(1 + i))
                specs.append(Spec(expression: LinearExpression(x) - Double(Int.random(in: -50...50, using: &random)),
                                  relation: .equal, priority: Float(1 + i)))
            }
            for _ in 0..<Int.random(in: count...(3 * count), using: &random) { specs.append(randomSpec()) }
            specs.shuffle(using: &random)

            var sequentialIDs: [ConstraintID?] = []
            var refused: [(ConstraintID, SolverError)] = []
            for spec in specs {
                do {
                    let id = if let below = spec.below {
                        try sequential.addTwoSided(spec.expression, above: spec.priority, below: below)
                    } else {
                        try sequential.add(spec.expression, spec.relation, priority: spec.priority)
                    }
                    sequentialIDs.append(id)
                } catch {
                    refused.append((ConstraintID(id: sequentialIDs.count), error))
                    sequentialIDs.append(nil)
                }
            }
            deferred.beginDeferredBatch()
            var deferredIDs: [ConstraintID] = []
            for spec in specs {
                let id = if let below = spec.below {
                    try deferred.addDeferredTwoSided(spec.expression, above: spec.priority, below: below)
                } else {
                    try deferred.addDeferred(spec.expression, spec.relation, priority: spec.priority)
                }
                deferredIDs.append(id)
            }
            let failures = deferred.endDeferredBatch()
            // Ids are handed out in order by both (a refused add still used its id).
            XCTAssertEqual(failures.map(\.0), refused.map(\.0), "seed \(seed): refused constraints")
            XCTAssertEqual(failures.map(\.1), refused.map(\.1), "seed \(seed): errors")
            refusedAny = refusedAny || !refused.isEmpty
            heldAny = heldAny || deferred.deferral.holdsAny
            XCTAssertEqual(deferred.constraintCount, sequential.constraintCount, "seed \(seed)")
            func compare(_ step: String) {
                for (a, b) in zip(left, right) {
                    XCTAssertEqual(deferred.value(of: b), sequential.value(of: a), accuracy: 1e-6, "seed \(seed), \(step), v\(a.id)")
                }
            }
            compare("after the batch")
            _ = sequential.takeChangedVariables()
            let reported = Set(deferred.takeChangedVariables().map(\.id))
            for v in right where abs(deferred.value(of: v)) > 1e-9 {
                XCTAssertTrue(reported.contains(v.id), "seed \(seed): v\(v.id) moved and was not reported")
            }
            // Later edits: constants, priorities, removals and new constraints, each handing
            // over the component it touches.
            var live = sequentialIDs.compactMap { $0 }
            for step in 0..<12 {
                guard !live.isEmpty else { break }
                let id = live[Int.random(in: 0..<live.count, using: &random)]
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let constant = Double(Int.random(in: -60...60, using: &random))
                    let a = Result { () throws(SolverError) in try sequential.setConstant(constant, of: id) }
                    let b = Result { () throws(SolverError) in try deferred.setConstant(constant, of: id) }
                    XCTAssertEqual(a.error, b.error, "seed \(seed), step \(step)")
                case 1:
                    try sequential.remove(id)
                    try deferred.remove(id)
                    live.removeAll { $0 == id }
                case 2:
                    XCTAssertEqual(deferred.priority(of: id), sequential.priority(of: id))
                    if let p = sequential.priority(of: id), p < 1000, sequential.priorities(of: id)!.below == p {
                        let q = freshPriority()
                        try sequential.setPriority(q, of: id)
                        try deferred.setPriority(q, of: id)
                    }
                default:
                    let spec = randomSpec()
                    let a = Result { () throws(SolverError) in try sequential.add(spec.expression, spec.relation, priority: spec.priority) }
                    let b = Result { () throws(SolverError) in try deferred.add(spec.expression, spec.relation, priority: spec.priority) }
                    XCTAssertEqual(a.error, b.error, "seed \(seed), step \(step)")
                    if case .success(let id) = a { live.append(id) }
                }
                compare("step \(step)")
            }
        }
        XCTAssertTrue(heldAny, "no component was solved densely")
        XCTAssertTrue(refusedAny, "no seed refused a constraint")
    }

    func testAHeldComponentIsHandedOverWhenEdited() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), w = solver.makeVariable()
        solver.beginDeferredBatch()
        try solver.addDeferred(LinearExpression(x) - 10, .equal)
        let width = try solver.addDeferredTwoSided(LinearExpression(w) - 100, above: 250, below: 750)
        try solver.addDeferred(LinearExpression([(x, 1), (w, 1)], constant: -80), .lessThanOrEqual)
        XCTAssertTrue(solver.endDeferredBatch().isEmpty)
        XCTAssertTrue(solver.deferral.holdsAny)
        XCTAssertEqual(solver.value(of: w), 70, accuracy: 1e-9)
        XCTAssertEqual(Set(solver.takeChangedVariables()), [x, w])
        try solver.setConstant(-60, of: width)
        XCTAssertFalse(solver.deferral.holdsAny)
        XCTAssertEqual(solver.value(of: w), 60, accuracy: 1e-9)
        XCTAssertEqual(solver.takeChangedVariables(), [w])
    }
}

private extension Result {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
