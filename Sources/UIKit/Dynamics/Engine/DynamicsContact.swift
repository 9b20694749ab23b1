import Foundation

/// A contact between a body and another body or a boundary (the fixed solver body), solved
/// with sequential impulses: a non-penetration impulse per point (speculative while the gap
/// closes within a step), Coulomb friction, and restitution from the approach speed. A
/// contact that persists from the previous step starts from the impulses it ended with
/// there (warm starting), so a pile settles in few iterations.
struct DynamicsContact {
    /// Which collision behavior, pair and outlines a contact is for: contacts are found in
    /// increasing order of it, so last step's can be matched by walking both lists.
    struct ID: Comparable {
        var behavior: Int
        /// 0: two items (`first`, `second` are member indices); 1: an item (`first`) and a
        /// boundary (`second`: -1 for the reference bounds, else the boundary's index).
        var phase: Int
        var first: Int
        var second: Int
        /// The outlines (and wall or segment) within the pair.
        var part: Int

        static func < (l: ID, r: ID) -> Bool {
            (l.behavior, l.phase, l.first, l.second, l.part) < (r.behavior, r.phase, r.first, r.second, r.part)
        }

        /// The pair, whatever the outlines (the collision delegate's granularity).
        var pair: ID { ID(behavior: behavior, phase: phase, first: first, second: second, part: 0) }
    }

    struct Point {
        var rA: DynamicsVector
        var rB: DynamicsVector
        var separation: Double
        var normalMass: Double = 0
        var tangentMass: Double = 0
        var normalImpulse: Double = 0
        var tangentImpulse: Double = 0
        /// The part of `normalImpulse` restitution added (a bounce is not carried over).
        var bounceImpulse: Double = 0
        /// The normal velocity before solving (negative: approaching).
        var approachSpeed: Double = 0
        var target: Double = 0
    }

    /// Overlap tolerated without correction, and the share corrected per step (Baumgarte).
    static let slop = 0.25
    static let correction = 0.2
    /// Approach speeds below this do not bounce (ours; keeps resting items still).
    static let restitutionThreshold = 30.0
    /// A point of last step's contact is the same point this step when it is this close
    /// (points, relative to the first body) and the normal has barely turned.
    static let matchDistance = 2.0, matchNormal = 0.95

    let id: ID
    /// Indices into the solver's bodies (`b` is the fixed body for a boundary).
    let a: Int
    let b: Int
    let normal: DynamicsVector
    var count: Int
    var first: Point
    var second: Point
    let friction: Double
    let restitution: Double
    /// Where the deepest point is (reference coordinates), for the collision delegate.
    let location: DynamicsVector
    let minimumSeparation: Double

    @MainActor
    init(id: ID, a: DynamicsBody, b: DynamicsBody?, fixed: Int, manifold m: DynamicsManifold) {
        self.id = id
        self.a = a.index
        self.b = b?.index ?? fixed
        normal = m.normal
        count = m.count
        let bPosition = b?.position
        func point(_ p: DynamicsManifold.Point) -> Point {
            Point(rA: p.position - a.position, rB: bPosition.map { p.position - $0 } ?? .zero, separation: p.separation)
        }
        first = point(m.first)
        second = m.count > 1 ? point(m.second) : first
        let deepest = m.count > 1 && m.second.separation < m.first.separation ? m.second : m.first
        location = deepest.position
        minimumSeparation = deepest.separation
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

    /// Takes the impulses of the matching points of last step's contact for the same pair.
    mutating func inherit(from old: DynamicsContact) {
        guard normal.dot(old.normal) >= Self.matchNormal else { return }
        Self.match(&first, old)
        if count > 1 { Self.match(&second, old) }
    }

    private static func match(_ p: inout Point, _ old: DynamicsContact) {
        var best = matchDistance * matchDistance
        var found: Point?
        for i in 0..<old.count {
            let q = i == 0 ? old.first : old.second
            let d = (q.rA - p.rA).lengthSquared
            if d <= best { best = d; found = q }
        }
        if let found {
            p.normalImpulse = max(0, found.normalImpulse - found.bounceImpulse)
            p.tangentImpulse = found.tangentImpulse
        }
    }

    private static func relativeVelocity(_ p: Point, _ bodyA: DynamicsSolverBody, _ bodyB: DynamicsSolverBody) -> DynamicsVector {
        bodyB.velocity(at: p.rB) - bodyA.velocity(at: p.rA)
    }

    private static func apply(_ impulse: DynamicsVector, _ p: Point, _ bodyA: inout DynamicsSolverBody,
                              _ bodyB: inout DynamicsSolverBody) {
        bodyA.applyImpulse(-impulse, at: p.rA)
        bodyB.applyImpulse(impulse, at: p.rB)
    }

    /// Masses, approach speeds and targets (before any impulse of this step is applied).
    mutating func prepare(step h: Double, _ bodies: [DynamicsSolverBody]) {
        let bodyA = bodies[a], bodyB = bodies[b], normal = normal
        Self.prepare(&first, h, normal, bodyA, bodyB)
        if count > 1 { Self.prepare(&second, h, normal, bodyA, bodyB) }
    }

    private static func prepare(_ p: inout Point, _ h: Double, _ normal: DynamicsVector,
                                _ bodyA: DynamicsSolverBody, _ bodyB: DynamicsSolverBody) {
        let tangent = normal.perpendicular
        let rnA = p.rA.cross(normal), rnB = p.rB.cross(normal)
        let kNormal = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * rnA * rnA + bodyB.inverseInertia * rnB * rnB
        p.normalMass = kNormal > 0 ? 1 / kNormal : 0
        let rtA = p.rA.cross(tangent), rtB = p.rB.cross(tangent)
        let kTangent = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * rtA * rtA + bodyB.inverseInertia * rtB * rtB
        p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
        p.approachSpeed = relativeVelocity(p, bodyA, bodyB).dot(normal)
        if p.separation > 0 {
            // Speculative: the gap may close this step, no more.
            p.target = -p.separation / h
        } else {
            p.target = min(correction * max(0, -p.separation - slop) / h, 200)
        }
    }

    /// Applies the inherited impulses.
    func warmStart(_ bodies: inout [DynamicsSolverBody]) {
        guard first.normalImpulse != 0 || first.tangentImpulse != 0 || second.normalImpulse != 0 || second.tangentImpulse != 0 else {
            return
        }
        var bodyA = bodies[a], bodyB = bodies[b]
        let tangent = normal.perpendicular
        Self.apply(normal * first.normalImpulse + tangent * first.tangentImpulse, first, &bodyA, &bodyB)
        if count > 1 { Self.apply(normal * second.normalImpulse + tangent * second.tangentImpulse, second, &bodyA, &bodyB) }
        write(bodyA, bodyB, &bodies)
    }

    mutating func solve(_ bodies: inout [DynamicsSolverBody]) {
        var bodyA = bodies[a], bodyB = bodies[b]
        let normal = normal, friction = friction
        Self.solve(&first, normal, friction, &bodyA, &bodyB)
        if count > 1 { Self.solve(&second, normal, friction, &bodyA, &bodyB) }
        write(bodyA, bodyB, &bodies)
    }

    private static func solve(_ p: inout Point, _ normal: DynamicsVector, _ friction: Double,
                              _ bodyA: inout DynamicsSolverBody, _ bodyB: inout DynamicsSolverBody) {
        let tangent = normal.perpendicular
        // Friction, bounded by the normal impulse so far.
        let vt = relativeVelocity(p, bodyA, bodyB).dot(tangent)
        let maxFriction = friction * p.normalImpulse
        let newTangent = max(-maxFriction, min(maxFriction, p.tangentImpulse - vt * p.tangentMass))
        apply(tangent * (newTangent - p.tangentImpulse), p, &bodyA, &bodyB)
        p.tangentImpulse = newTangent
        // Non-penetration.
        let vn = relativeVelocity(p, bodyA, bodyB).dot(normal)
        let newNormal = max(0, p.normalImpulse - (vn - p.target) * p.normalMass)
        apply(normal * (newNormal - p.normalImpulse), p, &bodyA, &bodyB)
        p.normalImpulse = newNormal
    }

    /// Whether a point approached fast enough to bounce.
    var bounces: Bool {
        restitution > 0 && (first.approachSpeed < -Self.restitutionThreshold
            || (count > 1 && second.approachSpeed < -Self.restitutionThreshold))
    }

    /// Gives back `restitution` of the approach speed where the points were pushed apart.
    mutating func applyRestitution(_ bodies: inout [DynamicsSolverBody]) {
        var bodyA = bodies[a], bodyB = bodies[b]
        let normal = normal, restitution = restitution
        Self.bounce(&first, normal, restitution, &bodyA, &bodyB)
        if count > 1 { Self.bounce(&second, normal, restitution, &bodyA, &bodyB) }
        write(bodyA, bodyB, &bodies)
    }

    private static func bounce(_ p: inout Point, _ normal: DynamicsVector, _ restitution: Double,
                               _ bodyA: inout DynamicsSolverBody, _ bodyB: inout DynamicsSolverBody) {
        guard p.approachSpeed < -restitutionThreshold, p.normalImpulse > 0 else { return }
        let vn = relativeVelocity(p, bodyA, bodyB).dot(normal)
        let newNormal = max(0, p.normalImpulse - (vn + restitution * p.approachSpeed) * p.normalMass)
        apply(normal * (newNormal - p.normalImpulse), p, &bodyA, &bodyB)
        p.bounceImpulse += newNormal - p.normalImpulse
        p.normalImpulse = newNormal
    }

    /// Stores the bodies back (the fixed body stays still whatever the arithmetic did).
    private func write(_ bodyA: DynamicsSolverBody, _ bodyB: DynamicsSolverBody, _ bodies: inout [DynamicsSolverBody]) {
        bodies[a] = bodyA
        if b < bodies.count - 1 { bodies[b] = bodyB }
    }
}
