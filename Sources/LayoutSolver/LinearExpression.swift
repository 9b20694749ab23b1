/// A solver variable: a dense integer id handed out by `SimplexSolver.makeVariable`.
package struct Variable: Hashable, Sendable {
    package let id: Int
}

/// `Σ coefficient · variable + constant`.
package struct LinearExpression: Sendable {
    package var terms: [(variable: Variable, coefficient: Double)]
    package var constant: Double

    package init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    package init(_ variable: Variable) {
        self.init([(variable, 1)])
    }

    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression((lhs.terms + rhs.terms).map { ($0.variable, $0.coefficient) }, constant: lhs.constant + rhs.constant)
    }

    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient) }, constant: lhs.constant + rhs)
    }

    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}
