/// How a constraint's expression relates to zero: `expression (==|<=|>=) 0`.
package enum Relation: Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}
