import XCTest
@testable import LayoutSolver

/// `DenseComponentSolver` answers only with the optimum the incremental solver reaches: random
/// small systems are solved by both, and wherever the dense solver answers, every value agrees
/// to 1e-6; where the required constraints conflict or the optimum is not unique, it declines.
final class DenseComponentSolverTests: XCTestCase {
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
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var priority: Float
        var below: Float?
    }

    func testRandomSystemsMatchTheIncrementalSolver() throws {
        var answered = 0, declinedConflicts = 0
        let seeds = UInt64(1)...500
        for seed in seeds {
            var random = Generator(state: seed)
            let count = Int.random(in: 2...6, using: &random)
            var specs: [Spec] = []
            // Anchors at distinct low priorities pin most systems to one optimum; some seeds
            // leave a variable unanchored (ties or a free variable possible).
            let anchored = Int.random(in: 0..<4, using: &random) != 0
            var usedPriorities: Set<Float> = []
            func freshPriority() -> Float {
                while true {
                    let p = Float(Int.random(in: 20...990, using: &random))
                    if usedPriorities.insert(p).inserted { return p }
                }
            }
            for i in 0..<count where anchored || i > 0 {
                usedPriorities.insert(Float(1 + i))
                specs.append(Spec(terms: [(i, 1)], constant: Double(Int.random(in: -50...50, using: &random)),
                                  relation: .equal, priority: Float(1 + i), below: nil))
            }
            for _ in 0..<Int.random(in: 1...(2 * count + 2), using: &random) {
                var terms: [(Int, Double)] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    terms.append((Int.random(in: 0..<count, using: &random), Double(Int.random(in: -3...3, using: &random))))
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let required = Int.random(in: 0..<3, using: &random) == 0
                let constant = Double(Int.random(in: -60...60, using: &random))
                if !required, relation == .equal, Int.random(in: 0..<2, using: &random) == 0 {
                    specs.append(Spec(terms: terms, constant: constant, relation: .equal, priority: freshPriority(), below: freshPriority()))
                } else {
                    specs.append(Spec(terms: terms, constant: constant, relation: relation,
                                      priority: required ? 1000 : freshPriority(), below: nil))
                }
            }

            let incremental = SimplexSolver()
            let variables = (0..<count).map { _ in incremental.makeVariable() }
            var accepted = DenseComponentSolver.System()
            var all = DenseComponentSolver.System()
            accepted.variableCount = count
            all.variableCount = count
            var refused = false
            for spec in specs {
                let expression = LinearExpression(spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant)
                all.append(spec.terms, constant: spec.constant, spec.relation, priority: spec.priority, below: spec.below)
                do {
                    if let below = spec.below {
                        try incremental.addTwoSided(expression, above: spec.priority, below: below)
                    } else {
                        try incremental.add(expression, spec.relation, priority: spec.priority)
                    }
                    accepted.append(spec.terms, constant: spec.constant, spec.relation, priority: spec.priority, below: spec.below)
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    refused = true
                }
            }
            let dense = DenseComponentSolver()
            var values: [Double] = []
            if refused {
                XCTAssertFalse(dense.solve(all, into: &values), "seed \(seed): a conflict the incremental solver refused was solved")
                declinedConflicts += 1
            }
            if dense.solve(accepted, into: &values) {
                answered += 1
                for (i, variable) in variables.enumerated() {
                    XCTAssertEqual(values[i], incremental.value(of: variable), accuracy: 1e-6, "seed \(seed), variable \(i)")
                }
            }
        }
        // The comparison means something only if most systems are answered.
        XCTAssertGreaterThan(answered, seeds.count * 3 / 4, "the dense solver declined too often")
        XCTAssertGreaterThan(declinedConflicts, 0, "no seed produced a conflict")
    }

    func testConflictingRequiredConstraintsAreDeclined() {
        var system = DenseComponentSolver.System()
        system.variableCount = 1
        system.append([(0, 1)], constant: -1, .equal)
        system.append([(0, 1)], constant: -2, .equal)
        var values: [Double] = []
        XCTAssertFalse(DenseComponentSolver().solve(system, into: &values))
    }

    func testAFreeVariableIsDeclined() {
        // x + y = 10 alone: every split is optimal; the incremental solver's pick is its own.
        var system = DenseComponentSolver.System()
        system.variableCount = 2
        system.append([(0, 1), (1, 1)], constant: -10, .equal)
        var values: [Double] = []
        XCTAssertFalse(DenseComponentSolver().solve(system, into: &values))
    }

    func testTiedOptionalConstraintsAreDeclined() {
        // x ≥ 10 and x ≤ 0 at the same priority: any x in [0, 10] costs 10.
        var system = DenseComponentSolver.System()
        system.variableCount = 1
        system.append([(0, 1)], constant: -10, .greaterThanOrEqual, priority: 500)
        system.append([(0, 1)], constant: 0, .lessThanOrEqual, priority: 500)
        var values: [Double] = []
        XCTAssertFalse(DenseComponentSolver().solve(system, into: &values))
    }

    func testHuggingAndCompressionDecideAnOverfullRow() {
        // A label (intrinsic width 100, hugging 250, compression 750) between 0 and a
        // container of 60: compression loses, the label is squeezed to 60 at its position 0.
        var system = DenseComponentSolver.System()
        system.variableCount = 2    // x, width
        system.append([(0, 1)], constant: 0, .equal)
        system.append([(1, 1)], constant: -100, .equal, priority: 250, below: 750)
        system.append([(0, 1), (1, 1)], constant: -60, .lessThanOrEqual)
        var values: [Double] = []
        XCTAssertTrue(DenseComponentSolver().solve(system, into: &values))
        XCTAssertEqual(values[0], 0, accuracy: 1e-9)
        XCTAssertEqual(values[1], 60, accuracy: 1e-9)
    }
}
