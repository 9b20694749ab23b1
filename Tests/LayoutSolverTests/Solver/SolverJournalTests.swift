import XCTest
@testable import LayoutSolver

/// Which constant changes are journaled (and can be undone), and that an undone change leaves
/// long rows — whose position index is shared between a row and its journaled copy — intact.
final class SolverJournalTests: XCTestCase {
    private func v(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }

    /// An optional constraint's new constant is not journaled: whatever the value, its errors
    /// absorb it, so it never fails; the result is that of a fresh solve.
    func testAnOptionalConstantFarOutsideTheRequiredBoundsIsMetAsFarAsTheyAllow() throws {
        let solver = SimplexSolver()
        let x = solver.makeVariable("x")
        try solver.add(v(x), .greaterThanOrEqual)
        try solver.add(v(x) - 100, .lessThanOrEqual)
        let preference = try solver.add(v(x) - 40, .equal, priority: 500)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        try solver.setConstant(-1e6, of: preference)
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        try solver.setConstant(50, of: preference)
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        try solver.setConstant(-70, of: preference)
        XCTAssertEqual(solver.value(of: x), 70, accuracy: 1e-9)
        XCTAssertNil(solver.journal, "no journal is left open")
    }

    /// A required constant that contradicts the other required constraints is undone in a
    /// system with a 40-term row (indexed, past `Terms.indexThreshold`): later changes solve as
    /// if the attempt never happened.
    func testAnUndoneRequiredChangeRestoresALongRowAndItsIndex() throws {
        let solver = SimplexSolver()
        let parts = (0..<40).map { solver.makeVariable("p\($0)") }
        for part in parts { try solver.add(v(part), .greaterThanOrEqual) }
        var sum = LinearExpression()
        for part in parts { sum = sum + v(part) }
        try solver.add(sum - 100, .lessThanOrEqual)
        for part in parts.dropFirst() { try solver.add(v(part) - 1, .equal, priority: 250) }
        let pin = try solver.add(v(parts[0]) - 5, .equal)
        XCTAssertEqual(solver.value(of: parts[0]), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: parts[39]), 1, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setConstant(-500, of: pin)) { error in
            guard case .unsatisfiable = error as? SolverError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(solver.value(of: parts[0]), 5, accuracy: 1e-9, "the failed change is undone")
        XCTAssertEqual(solver.value(of: parts[1]), 1, accuracy: 1e-9)
        // The sum is now tight: the other parts share the 20 left (at 1 each they would need 39).
        try solver.setConstant(-80, of: pin)
        XCTAssertEqual(solver.value(of: parts[0]), 80, accuracy: 1e-9)
        let rest = parts.dropFirst().reduce(0) { $0 + solver.value(of: $1) }
        XCTAssertEqual(rest, 20, accuracy: 1e-9)
        for part in parts.dropFirst() { XCTAssertGreaterThanOrEqual(solver.value(of: part), -1e-9) }
        try solver.setConstant(-5, of: pin)
        for part in parts.dropFirst() { XCTAssertEqual(solver.value(of: part), 1, accuracy: 1e-9) }
    }
}
