/// Identifies a constraint added to a `SimplexSolver`.
package struct ConstraintID: Hashable, Comparable, Sendable {
    package let id: Int
    package static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.id < rhs.id }
}
