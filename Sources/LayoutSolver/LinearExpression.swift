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
        terms = [(variable: variable, coefficient: 1)]
        constant = 0
    }

    /// An empty expression with room for `capacity` terms.
    package init(capacity: Int) {
        terms = []
        terms.reserveCapacity(capacity)
        constant = 0
    }

    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.terms.append(contentsOf: rhs.terms)
        sum.constant += rhs.constant
        return sum
    }

    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { difference.terms.append((term.variable, -term.coefficient)) }
        difference.constant -= rhs.constant
        return difference
    }

    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = lhs
        for i in product.terms.indices { product.terms[i].coefficient *= rhs }
        product.constant *= rhs
        return product
    }

    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}
