import XCTest
@testable import LayoutSolver

/// Random sequences of add / remove / change constant / change priority (unsatisfiable ones
/// included) leave the same values as solving the final constraint set in a fresh solver.
/// Systems are fully determined: every variable has an anchor at its own lowest priority and
/// every optional constraint has a distinct priority, so the lexicographic optimum is unique.
final class IncrementalEquivalenceTests: XCTestCase {
    private struct Spec {
        var expression: LinearExpression
        var relation: Relation
        var priority: Float
        /// A two-sided constraint's priority below (`priority` is the one above).
        var below: Float? = nil
    }

    private final class Generator: RandomNumberGenerator {
        var state: UInt64
        init(state: UInt64) { self.state = state }
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A value-type view of the shared generator (nested functions cannot capture an inout generator).
    private struct SystemProxy: RandomNumberGenerator {
        let source: Generator
        mutating func next() -> UInt64 { source.next() }
    }

    func testRandomEditSequencesMatchAFreshSolve() throws {
        for seed in UInt64(1)...40 {
            try runSequence(seed: seed)
        }
    }

    /// More variables and longer expressions: rows grow past `Terms.indexThreshold`, so the
    /// indexed (long-row) representation is exercised by pivots, substitutions and removals.
    func testLargerSystemsMatchAFreshSolve() throws {
        var longest = 0
        for seed in UInt64(101)...106 {
            longest = max(longest, try runSequence(seed: seed, count: 40, maxTerms: 8, steps: 80))
        }
        XCTAssertGreaterThan(longest, Terms.indexThreshold, "no row reached the indexed representation")
    }

    /// Two-sided constraints (`addTwoSided`, a view's content size pair) among the others: the
    /// fresh solve gets the two inequalities they stand for (`≤ 0` at the priority above,
    /// `≥ 0` at the one below), so the incremental solver must reach the same optimum.
    func testTwoSidedConstraintsMatchTheirInequalitiesInAFreshSolve() throws {
        for seed in UInt64(201)...240 {
            try runSequence(seed: seed, twoSided: true)
        }
        for seed in UInt64(301)...304 {
            try runSequence(seed: seed, count: 30, maxTerms: 6, steps: 60, twoSided: true)
        }
    }

    /// Returns the longest restricted row seen.
    @discardableResult
    private func runSequence(seed: UInt64, count: Int = 5, maxTerms: Int = 3, steps: Int = 40, twoSided: Bool = false) throws -> Int {
        var longest = 0
        let source = Generator(state: seed)
        var random = SystemProxy(source: source)
        let solver = SimplexSolver()
        let variables = (0..<count).map { _ in solver.makeVariable() }
        var lastReported = [Double](repeating: 0, count: count)
        var live: [ConstraintID: Spec] = [:]
        var usedPriorities: Set<Float> = []
        func freshPriority() -> Float {
            var r = SystemProxy(source: source)
            while true {
                let p = Float(Int.random(in: 20...990, using: &r))
                if usedPriorities.insert(p).inserted { return p }
            }
        }
        func add(_ spec: Spec) throws {
            let before = variables.map { solver.value(of: $0) }
            do {
                let id = if let below = spec.below {
                    try solver.addTwoSided(spec.expression, above: spec.priority, below: below)
                } else {
                    try solver.add(spec.expression, spec.relation, priority: spec.priority)
                }
                live[id] = spec
            } catch {
                guard case .unsatisfiable = error else { throw error }
                XCTAssertEqual(variables.map { solver.value(of: $0) }, before, "seed \(seed): a refused add changed values")
            }
        }
        // Anchors at the lowest priorities pin every variable.
        for (i, x) in variables.enumerated() {
            usedPriorities.insert(Float(1 + i))
            try add(Spec(expression: LinearExpression(x) - Double(Int.random(in: -50...50, using: &random)),
                         relation: .equal, priority: Float(1 + i)))
        }
        for step in 0..<steps {
            let choice = Int.random(in: 0..<10, using: &random)
            if choice < 5 || live.count <= count {
                var terms: [(Variable, Double)] = []
                for _ in 0..<Int.random(in: 1...maxTerms, using: &random) {
                    terms.append((variables.randomElement(using: &random)!, Double(Int.random(in: -3...3, using: &random))))
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let required = Int.random(in: 0..<3, using: &random) == 0
                let expression = LinearExpression(terms, constant: Double(Int.random(in: -60...60, using: &random)))
                if twoSided, !required, Int.random(in: 0..<2, using: &random) == 0 {
                    try add(Spec(expression: expression, relation: .equal, priority: freshPriority(), below: freshPriority()))
                } else {
                    try add(Spec(expression: expression, relation: relation, priority: required ? 1000 : freshPriority()))
                }
            } else {
                let id = live.keys.sorted()[Int.random(in: count..<live.count, using: &random)]
                if choice < 7 {
                    try solver.remove(id)
                    live[id] = nil
                } else if choice < 9 {
                    let constant = Double(Int.random(in: -60...60, using: &random))
                    let before = variables.map { solver.value(of: $0) }
                    do {
                        try solver.setConstant(constant, of: id)
                        live[id]!.expression.constant = constant
                    } catch {
                        guard case .unsatisfiable = error else { throw error }
                        XCTAssertEqual(variables.map { solver.value(of: $0) }, before, "seed \(seed): a refused change changed values")
                    }
                } else if live[id]!.below != nil {
                    let above = freshPriority(), below = freshPriority()
                    try solver.setPriorities(above: above, below: below, of: id)
                    live[id]!.priority = above
                    live[id]!.below = below
                    XCTAssertEqual(solver.priorities(of: id)?.above, above)
                    XCTAssertEqual(solver.priorities(of: id)?.below, below)
                } else {
                    let priority = freshPriority()
                    do {
                        try solver.setPriority(priority, of: id)
                        live[id]!.priority = priority
                    } catch {
                        guard error == .requiredPriorityChange else { throw error }
                        XCTAssertEqual(live[id]!.priority, 1000)
                    }
                }
            }
            // The changed variables the solver reports are exactly those whose value moved since
            // the last report (same tolerance), found without looking at the others.
            let reported = Set(solver.takeChangedVariables().map(\.id))
            var moved: Set<Int> = []
            for (i, x) in variables.enumerated() {
                let value = solver.value(of: x)
                if abs(value - lastReported[i]) > 1e-9 * max(1, abs(lastReported[i])) {
                    moved.insert(x.id)
                    lastReported[i] = value
                }
            }
            XCTAssertEqual(reported, moved, "seed \(seed) step \(step): changed variables")
            for symbol in 0..<solver.kinds.count where solver.kinds[symbol] != .external {
                longest = max(longest, solver.rows[symbol]?.terms.count ?? 0)
            }
            // Compare with a fresh solve of the live set.
            let fresh = SimplexSolver()
            let freshVariables = (0..<count).map { _ in fresh.makeVariable() }
            for id in live.keys.sorted() {
                let spec = live[id]!
                let mapped = LinearExpression(spec.expression.terms.map { (freshVariables[$0.variable.id], $0.coefficient) },
                                              constant: spec.expression.constant)
                if let below = spec.below {
                    XCTAssertNoThrow(try fresh.add(mapped, .lessThanOrEqual, priority: spec.priority), "seed \(seed) step \(step)")
                    XCTAssertNoThrow(try fresh.add(mapped, .greaterThanOrEqual, priority: below), "seed \(seed) step \(step)")
                } else {
                    XCTAssertNoThrow(try fresh.add(mapped, spec.relation, priority: spec.priority), "seed \(seed) step \(step)")
                }
            }
            for i in 0..<count {
                XCTAssertEqual(solver.value(of: variables[i]), fresh.value(of: freshVariables[i]), accuracy: 1e-6,
                               "seed \(seed) step \(step) variable \(i)")
            }
        }
        return longest
    }
}
