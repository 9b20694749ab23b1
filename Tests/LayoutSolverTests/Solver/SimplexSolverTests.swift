import XCTest
@testable import LayoutSolver

final class SimplexSolverTests: XCTestCase {
    private func v(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }

    func testRequiredEqualitiesSolveExactly() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(v(x) + v(y), .equal, LinearExpression(constant: 10))
        try solver.add(v(x) - v(y), .equal, LinearExpression(constant: 2))
        XCTAssertEqual(solver.value(of: x), 6, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 4, accuracy: 1e-9)
    }

    func testInequalityBoundsAnOptionalPreference() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x")
        try solver.add(v(x) - 5, .greaterThanOrEqual)
        try solver.add(v(x), .equal, priority: 250)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        try solver.add(v(x) - 3, .lessThanOrEqual, priority: 500)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9, "a required bound beats an optional one")
    }

    func testHigherPriorityDominatesAnyNumberOfLowerOnes() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x")
        for _ in 0..<200 { try solver.add(v(x) - 10, .equal, priority: 250) }
        try solver.add(v(x), .equal, priority: 251)
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        let y = solver.makeVariable("y")
        for _ in 0..<50 { try solver.add(v(y) - 10, .equal, priority: 998) }
        try solver.add(v(y), .equal, priority: 999)
        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-9)
    }

    func testEditVariableFollowsSuggestionsWithinRequiredBounds() throws {
        let solver = SimplexSolver()
        let right = solver.makeVariable("right"), width = solver.makeVariable("width")
        try solver.add(v(width), .equal, v(right) - 16)
        try solver.add(v(width) - 20, .greaterThanOrEqual)
        try solver.addEditVariable(right, priority: 999)
        try solver.suggestValue(300, for: right)
        XCTAssertEqual(solver.value(of: width), 284, accuracy: 1e-9)
        try solver.suggestValue(10, for: right)
        XCTAssertEqual(solver.value(of: width), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 36, accuracy: 1e-9)
        try solver.suggestValue(100, for: right)
        XCTAssertEqual(solver.value(of: width), 84, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.suggestValue(1, for: width))
    }

    func testChangingConstantsMovesTheSolutionInPlace() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let equality = try solver.add(v(y), .equal, v(x) + 8)
        let bound = try solver.add(v(x) - 5, .greaterThanOrEqual)
        let preference = try solver.add(v(x) - 1, .equal, priority: 250)
        XCTAssertEqual(solver.value(of: y), 13, accuracy: 1e-9)
        try solver.setConstant(-20, of: equality) // y - x - 20 == 0
        XCTAssertEqual(solver.value(of: y), 25, accuracy: 1e-9)
        try solver.setConstant(-2, of: bound) // x >= 2
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
        try solver.setConstant(-40, of: preference) // x == 40 preferred
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 60, accuracy: 1e-9)
    }

    func testRemovingAConstraintRestoresThePreviousSolution() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(v(x) - 10, .equal, priority: 500)
        try solver.add(v(y), .equal, v(x) + 5)
        let before = (solver.value(of: x), solver.value(of: y))
        let cap = try solver.add(v(y) - 7, .lessThanOrEqual)
        XCTAssertEqual(solver.value(of: y), 7, accuracy: 1e-9)
        try solver.remove(cap)
        XCTAssertEqual(solver.value(of: x), before.0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), before.1, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.remove(cap)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint) }
    }

    func testUnsatisfiableRequiredConstraintIsReportedAndChangesNothing() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pin = try solver.add(v(x) - 10, .equal)
        let link = try solver.add(v(y), .greaterThanOrEqual, v(x))
        try solver.add(v(y) - 50, .equal, priority: 250)
        let before = (solver.value(of: x), solver.value(of: y))
        XCTAssertThrowsError(try solver.add(v(y) - 3, .lessThanOrEqual)) { error in
            guard case .unsatisfiable(_, let others)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(others), [pin, link])
        }
        XCTAssertThrowsError(try solver.add(v(x) - 11, .equal)) { error in
            guard case .unsatisfiable(_, let others)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(others, [pin])
        }
        XCTAssertEqual(solver.constraintCount, 3)
        XCTAssertEqual(solver.value(of: x), before.0)
        XCTAssertEqual(solver.value(of: y), before.1)
        // Still consistent: further changes behave normally.
        try solver.remove(pin)
        try solver.add(v(y) - 3, .lessThanOrEqual)
        XCTAssertEqual(solver.value(of: y), 3, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: x), 3 + 1e-9)
    }

    func testConstantChangeThatBreaksRequiredConstraintsIsRefused() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x")
        let low = try solver.add(v(x) - 5, .greaterThanOrEqual)
        try solver.add(v(x) - 8, .lessThanOrEqual)
        try solver.add(v(x), .equal, priority: 250)
        XCTAssertThrowsError(try solver.setConstant(-9, of: low))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        try solver.setConstant(-7, of: low)
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
    }

    func testNonFiniteInputIsRejectedAndNotStored() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x")
        let id = try solver.add(v(x) - 4, .equal, priority: 500)
        XCTAssertThrowsError(try solver.add(LinearExpression([(x, .nan)]), .equal)) { XCTAssertEqual($0 as? SolverError, .nonFiniteValue) }
        XCTAssertThrowsError(try solver.add(v(x) + .infinity, .lessThanOrEqual)) { XCTAssertEqual($0 as? SolverError, .nonFiniteValue) }
        XCTAssertThrowsError(try solver.setConstant(.nan, of: id)) { XCTAssertEqual($0 as? SolverError, .nonFiniteValue) }
        XCTAssertThrowsError(try solver.add(v(x), .equal, priority: 0)) { XCTAssertEqual($0 as? SolverError, .invalidPriority) }
        XCTAssertEqual(solver.constraintCount, 1)
        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9)
    }

    func testPriorityChangesBetweenOptionalValuesOnly() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x")
        let a = try solver.add(v(x) - 10, .equal, priority: 250)
        let b = try solver.add(v(x) - 20, .equal, priority: 500)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        try solver.setPriority(750, of: a)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setPriority(1000, of: b)) { XCTAssertEqual($0 as? SolverError, .requiredPriorityChange) }
        let c = try solver.add(v(x) - 5, .greaterThanOrEqual)
        XCTAssertThrowsError(try solver.setPriority(500, of: c)) { XCTAssertEqual($0 as? SolverError, .requiredPriorityChange) }
        XCTAssertEqual(solver.priority(of: b), 500)
    }

    func testIndependentSystemsDoNotShareWork() throws {
        // One card's resize costs the same pivots whether 0 or 200 other cards exist, and leaves them alone.
        func resizePivots(otherCards: Int) throws -> (Int, [Double]) {
            let solver = SimplexSolver()
            var others: [Variable] = []
            for _ in 0..<otherCards {
                let (_, width) = try card(solver)
                others.append(width)
            }
            let before = others.map { solver.value(of: $0) }
            let (right, _) = try card(solver)
            let start = solver.pivotCount
            for value in stride(from: 400.0, to: 50, by: -10) { try solver.suggestValue(value, for: right) }
            XCTAssertEqual(others.map { solver.value(of: $0) }, before)
            return (solver.pivotCount - start, others.map { solver.value(of: $0) })
        }
        func card(_ solver: SimplexSolver) throws -> (Variable, Variable) {
            let right = solver.makeVariable(), left = solver.makeVariable(), width = solver.makeVariable()
            try solver.add(v(left) - 8, .equal)
            try solver.add(v(left) + v(width), .equal, v(right) - 8)
            try solver.add(v(width) - 40, .greaterThanOrEqual)
            try solver.add(v(width) - 120, .equal, priority: 250)
            try solver.addEditVariable(right, priority: 999)
            try solver.suggestValue(300, for: right)
            return (right, width)
        }
        let alone = try resizePivots(otherCards: 0).0
        let crowded = try resizePivots(otherCards: 200).0
        XCTAssertEqual(alone, crowded)
    }

    func testChainMatchesTheClosedFormSolution() throws {
        let solver = SimplexSolver()
        let n = 40
        let left = solver.makeVariable(), right = solver.makeVariable()
        var lefts: [Variable] = [], widths: [Variable] = []
        try solver.add(v(left), .equal)
        for i in 0..<n {
            lefts.append(solver.makeVariable()); widths.append(solver.makeVariable())
            try solver.add(v(lefts[i]), .equal, (i == 0 ? v(left) : v(lefts[i - 1]) + v(widths[i - 1])) + 8)
            try solver.add(v(widths[i]) - 20, .greaterThanOrEqual)
            try solver.add(v(widths[i]) - 100, .equal, priority: 250)
        }
        try solver.add(v(lefts[n - 1]) + v(widths[n - 1]), .equal, v(right) - 8, priority: 750)
        try solver.addEditVariable(right, priority: 999)
        for container in [4328.0, 2000, 900, 5000, 4328] {
            try solver.suggestValue(container, for: right)
            let widthsSum = widths.reduce(0) { $0 + solver.value(of: $1) }
            XCTAssertEqual(widthsSum, max(container - 16 - 8 * Double(n - 1), 20 * Double(n)), accuracy: 1e-6)
            XCTAssertTrue(widths.allSatisfy { solver.value(of: $0) >= 20 - 1e-9 })
            for i in 1..<n {
                XCTAssertEqual(solver.value(of: lefts[i]), solver.value(of: lefts[i - 1]) + solver.value(of: widths[i - 1]) + 8, accuracy: 1e-6)
            }
        }
    }

    /// The benchmark chain (n views, every second width tied to its predecessor) dragged across
    /// its natural width: returns the pivots of each of the 100 resizes.
    private func chainResizePivots(_ n: Int) throws -> [Int] {
        let solver = SimplexSolver()
        let containerLeft = solver.makeVariable(), containerRight = solver.makeVariable()
        var lefts: [Variable] = [], widths: [Variable] = []
        try solver.add(v(containerLeft), .equal)
        for i in 0..<n {
            lefts.append(solver.makeVariable()); widths.append(solver.makeVariable())
            try solver.add(v(lefts[i]), .equal, (i == 0 ? v(containerLeft) : v(lefts[i - 1]) + v(widths[i - 1])) + 8)
            try solver.add(v(widths[i]) - 20, .greaterThanOrEqual)
            try solver.add(v(widths[i]) - 100, .equal, priority: 250)
            if i % 2 == 1 { try solver.add(v(widths[i]), .equal, v(widths[i - 1])) }
        }
        try solver.add(v(lefts[n - 1]) + v(widths[n - 1]), .equal, v(containerRight) - 8, priority: 750)
        let natural = Double(108 * n + 8)
        try solver.addEditVariable(containerRight, priority: 999)
        try solver.suggestValue(natural, for: containerRight)
        var pivots: [Int] = []
        for k in 1...100 {
            let container = natural - 400 + 8 * Double(k)
            let before = solver.pivotCount
            try solver.suggestValue(container, for: containerRight)
            pivots.append(solver.pivotCount - before)
            let right = solver.value(of: lefts[n - 1]) + solver.value(of: widths[n - 1])
            XCTAssertEqual(right, container - 8, accuracy: 1e-6, "n \(n) step \(k)")
            let sum = widths.reduce(0) { $0 + solver.value(of: $1) }
            XCTAssertEqual(sum, container - 16 - 8 * Double(n - 1), accuracy: 1e-6, "n \(n) step \(k)")
        }
        for i in stride(from: 1, to: n, by: 2) {
            XCTAssertEqual(solver.value(of: widths[i]), solver.value(of: widths[i - 1]), accuracy: 1e-6)
        }
        XCTAssertTrue(widths.allSatisfy { solver.value(of: $0) >= 100 - 1e-6 }, "wider than natural: nothing shrinks")
        return pivots
    }

    func testChainResizesPivotIndependentlyOfTheChainLength() throws {
        let short = try chainResizePivots(40)
        let long = try chainResizePivots(400)
        // Every resize except the first one below the natural width (step 1) and the one
        // crossing it (step 50 → 51) costs the same few pivots whatever n is. At those two, each
        // tied pair's error changes orientation: the edit variable is added without pivots (its
        // row is solved for the error with the smallest cost ratio), so the first shrink pays
        // the orientation that the build used to pay.
        var shortOthers = short, longOthers = long
        shortOthers.remove(at: 50); longOthers.remove(at: 50)
        shortOthers.remove(at: 0); longOthers.remove(at: 0)
        XCTAssertEqual(shortOthers, longOthers)
        XCTAssertLessThanOrEqual(longOthers.max() ?? 0, 4)
        XCTAssertLessThanOrEqual(longOthers.reduce(0, +), 12)
        // The crossing flips the absorbing constraint's errors in O(1) dual pivots; the primal
        // clean-up is one short pivot per tied pair (documented in BENCHMARKS.md).
        XCTAssertLessThanOrEqual(long[0], 400 / 2 + 3)
        XCTAssertLessThanOrEqual(long[50], 400 / 2 + 3)
    }

    func testAViolatedRequiredConstraintIsAddedWithoutPhaseOne() throws {
        // w ≥ 20, w = 100 @250: then w ≤ 60 (required) is violated by 40 when it arrives. It is
        // solved for the preference's error (the cheapest symbol that can absorb it): w = 60,
        // exactly, with no pivot and no artificial variable.
        let solver = SimplexSolver()
        let w = solver.makeVariable("w"), other = solver.makeVariable("other")
        try solver.add(v(w) - 20, .greaterThanOrEqual)
        try solver.add(v(w) - 100, .equal, priority: 250)
        try solver.add(v(other) - 7, .equal, priority: 500)
        let before = solver.pivotCount
        try solver.add(v(w) - 60, .lessThanOrEqual)
        XCTAssertEqual(solver.value(of: w), 60, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: other), 7, accuracy: 1e-9)
        XCTAssertEqual(solver.pivotCount, before)
        // A second violated bound on top moves the same error again; a third contradicts the
        // required ones and leaves everything as it was.
        try solver.add(v(w) - 40, .lessThanOrEqual)
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.add(v(w) - 10, .lessThanOrEqual))
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9)
        try solver.add(v(w) - 30, .greaterThanOrEqual)
        XCTAssertEqual(solver.value(of: w), 40, accuracy: 1e-9, "satisfied already: nothing moves")
    }

    func testAnEditVariableOnAChainIsAddedWithoutPivots() throws {
        let solver = SimplexSolver()
        let n = 300
        let containerLeft = solver.makeVariable(), containerRight = solver.makeVariable()
        var lefts: [Variable] = [], widths: [Variable] = []
        try solver.add(v(containerLeft), .equal)
        for i in 0..<n {
            lefts.append(solver.makeVariable()); widths.append(solver.makeVariable())
            try solver.add(v(lefts[i]), .equal, (i == 0 ? v(containerLeft) : v(lefts[i - 1]) + v(widths[i - 1])) + 8)
            try solver.add(v(widths[i]) - 20, .greaterThanOrEqual)
            try solver.add(v(widths[i]) - 100, .equal, priority: 250)
            if i % 2 == 1 { try solver.add(v(widths[i]), .equal, v(widths[i - 1])) }
        }
        _ = try solver.add(v(lefts[n - 1]) + v(widths[n - 1]), .equal, v(containerRight) - 8, priority: 750)
        // The edit's row holds at the current value: it is solved for the error with the
        // smallest cost ratio, so no cost turns negative and nothing pivots (solving it for its
        // own error used to leave n/2 negative costs, removed one degenerate pivot at a time).
        let before = solver.pivotCount
        try solver.addEditVariable(containerRight, priority: 999)
        XCTAssertEqual(solver.pivotCount, before)
        let natural = Double(108 * n + 8)
        try solver.suggestValue(natural, for: containerRight)
        XCTAssertTrue(widths.allSatisfy { abs(solver.value(of: $0) - 100) < 1e-6 })
        XCTAssertEqual(solver.value(of: lefts[n - 1]) + solver.value(of: widths[n - 1]), natural - 8, accuracy: 1e-6)
        // Narrower: every width gives up the same share (pairs stay equal), the edge follows.
        try solver.suggestValue(natural - 600, for: containerRight)
        XCTAssertEqual(solver.value(of: lefts[n - 1]) + solver.value(of: widths[n - 1]), natural - 608, accuracy: 1e-6)
        XCTAssertEqual(widths.reduce(0) { $0 + solver.value(of: $1) }, 100 * Double(n) - 600, accuracy: 1e-6)
    }

    func testRemovingAnEditVariablesConstraintForgetsTheEditVariable() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(v(y), .equal, v(x) + 1)
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(10, for: x)
        XCTAssertEqual(solver.value(of: y), 11, accuracy: 1e-9)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertThrowsError(try solver.suggestValue(3, for: x)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable) }
        try solver.addEditVariable(y, priority: 400)
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(20, for: y)
        try solver.suggestValue(4, for: x)
        XCTAssertEqual(solver.value(of: x), 4, accuracy: 1e-9, "the stronger edit wins")
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintCount, 3)
    }

    func testChangedVariablesAreOnlyThoseOfTheCardThatMoved() throws {
        let solver = SimplexSolver()
        var cards: [(right: Variable, left: Variable, width: Variable)] = []
        for _ in 0..<50 {
            let right = solver.makeVariable(), left = solver.makeVariable(), width = solver.makeVariable()
            try solver.add(v(left) - 8, .equal)
            try solver.add(v(left) + v(width), .equal, v(right) - 8)
            try solver.add(v(width) - 40, .greaterThanOrEqual)
            try solver.add(v(width) - 120, .equal, priority: 250)
            try solver.addEditVariable(right, priority: 999)
            try solver.suggestValue(300, for: right)
            cards.append((right, left, width))
        }
        // First call: every variable that left 0 (left = 8, width = 284, right = 300).
        XCTAssertEqual(solver.takeChangedVariables().count, 150)
        XCTAssertEqual(solver.takeChangedVariables(), [], "nothing changed since")
        try solver.suggestValue(200, for: cards[17].right)
        XCTAssertEqual(solver.takeChangedVariables().map(\.id), [cards[17].right.id, cards[17].width.id].sorted())
        XCTAssertEqual(solver.value(of: cards[17].width), 184, accuracy: 1e-9)
        // Down to the width's minimum and back: the right edge still follows the suggestion.
        try solver.suggestValue(20, for: cards[3].right)
        try solver.suggestValue(300, for: cards[3].right)
        XCTAssertEqual(solver.takeChangedVariables(), [], "back where it was last reported")
        try solver.suggestValue(300, for: cards[17].right)
        XCTAssertEqual(Set(solver.takeChangedVariables().map(\.id)), [cards[17].right.id, cards[17].width.id])
    }

    func testDiscardedChangesAreReportedAgainWhenTheirVariablesMoveLater() throws {
        let solver = SimplexSolver()
        var cards: [(right: Variable, left: Variable, width: Variable)] = []
        for _ in 0..<10 {
            let right = solver.makeVariable(), left = solver.makeVariable(), width = solver.makeVariable()
            try solver.add(v(left) - 8, .equal)
            try solver.add(v(left) + v(width), .equal, v(right) - 8)
            try solver.add(v(width) - 40, .greaterThanOrEqual)
            try solver.addEditVariable(right, priority: 999)
            try solver.suggestValue(300, for: right)
            cards.append((right, left, width))
        }
        let offset = solver.makeVariable()
        try solver.addEditVariable(offset, priority: 999)
        try solver.suggestValue(7, for: offset)
        // The first values are never listed (a caller that reads every variable anyway).
        solver.discardChangedVariables()
        XCTAssertEqual(solver.takeChangedVariables(), [], "nothing changed since")
        // Back to 0, a value never reported: still listed (the values dropped unreported are
        // forgotten, not taken for the 0 of an unconstrained variable).
        try solver.suggestValue(0, for: cards[4].right)
        XCTAssertEqual(solver.value(of: cards[4].right), 56, accuracy: 1e-9, "the width's minimum holds")
        try solver.suggestValue(0, for: cards[6].right)
        try solver.suggestValue(0, for: offset)
        let edge = solver.makeVariable()
        try solver.add(v(edge) - 5, .equal)
        XCTAssertEqual(Set(solver.takeChangedVariables().map(\.id)),
                       [cards[4].right.id, cards[4].width.id, cards[6].right.id, cards[6].width.id, offset.id, edge.id])
        // After that, the ordinary rule again: a change undone before the call is not listed.
        try solver.suggestValue(100, for: cards[4].right)
        try solver.suggestValue(0, for: cards[4].right)
        XCTAssertEqual(solver.takeChangedVariables(), [])
        try solver.suggestValue(300, for: cards[4].right)
        XCTAssertEqual(Set(solver.takeChangedVariables().map(\.id)), [cards[4].right.id, cards[4].width.id])
    }

    /// A view's content size on one axis: hugging above the intrinsic width (250), compression
    /// resistance below it (750), as one two-sided constraint of one row and two error symbols.
    func testATwoSidedConstraintWeighsEachSideByItsOwnPriority() throws {
        let solver = SimplexSolver()
        let width = solver.makeVariable("width")
        let symbols = solver.kinds.count
        let size = try solver.addTwoSided(v(width) - 50, above: 250, below: 750)
        XCTAssertEqual(solver.kinds.count, symbols + 2, "two error symbols, no slacks")
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
        // Stretched at 500: beats hugging (250).
        let wide = try solver.add(v(width) - 100, .equal, priority: 500)
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        try solver.remove(wide)
        // Squeezed at 500: compression resistance (750) wins.
        let narrow = try solver.add(v(width) - 10, .equal, priority: 500)
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
        // Resistance lowered to 400: the squeeze wins; hugging raised to 600 changes nothing below.
        try solver.setPriorities(above: 600, below: 400, of: size)
        XCTAssertEqual(solver.value(of: width), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.priorities(of: size)?.above, 600)
        XCTAssertEqual(solver.priorities(of: size)?.below, 400)
        try solver.remove(narrow)
        // A new intrinsic width moves it like an equality's constant.
        try solver.setConstant(-70, of: size)
        XCTAssertEqual(solver.value(of: width), 70, accuracy: 1e-9)
        // Required bounds always win.
        let cap = try solver.add(v(width) - 30, .lessThanOrEqual)
        XCTAssertEqual(solver.value(of: width), 30, accuracy: 1e-9)
        try solver.remove(cap)
        XCTAssertEqual(solver.value(of: width), 70, accuracy: 1e-9)
        try solver.remove(size)
        XCTAssertEqual(solver.constraintCount, 0)
        XCTAssertThrowsError(try solver.addTwoSided(v(width) - 5, above: 1000, below: 750)) { error in
            XCTAssertEqual(error as? SolverError, .invalidPriority)
        }
    }
}
