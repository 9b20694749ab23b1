/// Why the solver refused a request. The solver's state is unchanged whenever one is returned.
package enum SolverError: Error, Equatable, Sendable {
    /// A coefficient, constant or suggested value was NaN or infinite.
    case nonFiniteValue
    /// A priority outside 0 < priority ≤ 1000.
    case invalidPriority
    /// The required constraint being added cannot be satisfied together with `conflictingWith`
    /// (required constraints whose combination excludes it).
    case unsatisfiable(ConstraintID, conflictingWith: [ConstraintID])
    /// The constraint or edit variable is not in the solver.
    case unknownConstraint
    case unknownEditVariable
    case duplicateEditVariable
    /// Priorities can change only between optional values (UIKit raises for required ↔ optional).
    case requiredPriorityChange
}
