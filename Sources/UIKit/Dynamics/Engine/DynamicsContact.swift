import Foundation

/// A contact between a body and another body or a boundary (`b` nil), solved with sequential
/// impulses: a non-penetration impulse per point (speculative while the gap closes within a
/// step), Coulomb friction, and restitution from the approach speed.
@MainActor
final class DynamicsContact {
    struct Point {
        var rA: DynamicsVector
        var rB: DynamicsVector
        var separation: Double
        var normalMass: Double = 0
        var tangentMass: Double = 0
        var normalImpulse: Double = 0
        var tangentImpulse: Double = 0
        /// The normal velocity before solving (negative: approaching).
        var approachSpeed: Double = 0
        var target: Double = 0
    }

    /// Overlap tolerated without correction, and the share corrected per step (Baumgarte).
    static let slop = 0.25
    static let correction = 0.2
    /// Approach speeds below this do not bounce (ours; keeps resting items still).
    static let restitutionThreshold = 30.0

    let a: DynamicsBody
    let b: DynamicsBody?
    let normal: DynamicsVector
    var points: [Point]
    let friction: Double
    let restitution: Double

    init(a: DynamicsBody, b: DynamicsBody?, manifold: DynamicsManifold) {
        self.a = a
        self.b = b
        normal = manifold.normal
        points = manifold.points.map { p in
            Point(rA: p.position - a.position, rB: b.map { p.position - $0.position } ?? .zero, separation: p.separation)
        }
        // Ours (UIKit does not say how two items' properties combine): friction is the
        // geometric mean, elasticity the larger; a boundary takes the item's own.
        if let b {
            friction = (a.friction * b.friction).squareRoot()
            restitution = max(a.elasticity, b.elasticity)
        } else {
            friction = a.friction
            restitution = a.elasticity
        }
    }

    /// The deepest point's position (reference coordinates).
    var location: DynamicsVector {
        let deepest = points.min { $0.separation < $1.separation }!
        return a.position + deepest.rA
    }

    var minimumSeparation: Double { points.reduce(Double.infinity) { min($0, $1.separation) } }

    private func relativeVelocity(_ p: Point) -> DynamicsVector {
        (b?.velocity(at: p.rB) ?? .zero) - a.velocity(at: p.rA)
    }

    func prepare(step h: Double) {
        let tangent = normal.perpendicular
        let invMassB = b?.inverseMass ?? 0, invIB = b?.inverseInertia ?? 0
        for i in points.indices {
            var p = points[i]
            let rnA = p.rA.cross(normal), rnB = p.rB.cross(normal)
            let kNormal = a.inverseMass + invMassB + a.inverseInertia * rnA * rnA + invIB * rnB * rnB
            p.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let rtA = p.rA.cross(tangent), rtB = p.rB.cross(tangent)
            let kTangent = a.inverseMass + invMassB + a.inverseInertia * rtA * rtA + invIB * rtB * rtB
            p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            p.approachSpeed = relativeVelocity(p).dot(normal)
            if p.separation > 0 {
                // Speculative: the gap may close this step, no more.
                p.target = -p.separation / h
            } else {
                p.target = min(Self.correction * max(0, -p.separation - Self.slop) / h, 200)
            }
            points[i] = p
        }
    }

    func solve() {
        let tangent = normal.perpendicular
        for i in points.indices {
            var p = points[i]
            // Friction, bounded by the normal impulse so far.
            let vt = relativeVelocity(p).dot(tangent)
            let maxFriction = friction * p.normalImpulse
            let newTangent = max(-maxFriction, min(maxFriction, p.tangentImpulse - vt * p.tangentMass))
            apply(tangent * (newTangent - p.tangentImpulse), p)
            p.tangentImpulse = newTangent
            // Non-penetration.
            let vn = relativeVelocity(p).dot(normal)
            let newNormal = max(0, p.normalImpulse - (vn - p.target) * p.normalMass)
            apply(normal * (newNormal - p.normalImpulse), p)
            p.normalImpulse = newNormal
            points[i] = p
        }
    }

    /// Gives back `restitution` of the approach speed where the points were pushed apart.
    func applyRestitution() {
        guard restitution > 0 else { return }
        for i in points.indices {
            var p = points[i]
            guard p.approachSpeed < -Self.restitutionThreshold, p.normalImpulse > 0 else { continue }
            let vn = relativeVelocity(p).dot(normal)
            let newNormal = max(0, p.normalImpulse - (vn + restitution * p.approachSpeed) * p.normalMass)
            apply(normal * (newNormal - p.normalImpulse), p)
            p.normalImpulse = newNormal
            points[i] = p
        }
    }

    private func apply(_ impulse: DynamicsVector, _ p: Point) {
        a.applyImpulse(-impulse, at: p.rA)
        b?.applyImpulse(impulse, at: p.rB)
    }
}
