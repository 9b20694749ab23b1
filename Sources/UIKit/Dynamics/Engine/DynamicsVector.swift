import Foundation

/// A 2-D vector of doubles for the dynamics engine (points, velocities, forces), with its
/// operators kept inside the type so they add nothing to the module's global overloads.
struct DynamicsVector: Equatable {
    var x: Double
    var y: Double

    static let zero = DynamicsVector(x: 0, y: 0)

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }

    init(_ vector: CGVector) {
        self.init(x: Double(vector.dx), y: Double(vector.dy))
    }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var lengthSquared: Double { x * x + y * y }
    var isFinite: Bool { x.isFinite && y.isFinite }

    /// The vector turned a quarter turn (x, y) -> (-y, x).
    var perpendicular: DynamicsVector { DynamicsVector(x: -y, y: x) }

    var normalized: DynamicsVector {
        let l = length
        return l > 1e-12 ? DynamicsVector(x: x / l, y: y / l) : .zero
    }

    func rotated(by angle: Double) -> DynamicsVector {
        rotated(cos: Foundation.cos(angle), sin: Foundation.sin(angle))
    }

    func rotated(cos c: Double, sin s: Double) -> DynamicsVector {
        DynamicsVector(x: c * x - s * y, y: s * x + c * y)
    }

    static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -a.x, y: -a.y) }
    static func * (a: DynamicsVector, s: Double) -> DynamicsVector { DynamicsVector(x: a.x * s, y: a.y * s) }
    static func * (s: Double, a: DynamicsVector) -> DynamicsVector { DynamicsVector(x: a.x * s, y: a.y * s) }
    static func += (a: inout DynamicsVector, b: DynamicsVector) { a = a + b }
    static func -= (a: inout DynamicsVector, b: DynamicsVector) { a = a - b }

    func dot(_ b: DynamicsVector) -> Double { x * b.x + y * b.y }
    /// The z component of the 3-D cross product.
    func cross(_ b: DynamicsVector) -> Double { x * b.y - y * b.x }

    /// ω × r for an angular velocity ω about z.
    static func cross(_ w: Double, _ r: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -w * r.y, y: w * r.x) }
}
