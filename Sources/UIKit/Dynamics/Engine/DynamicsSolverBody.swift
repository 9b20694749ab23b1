/// A body's velocities and inverse mass as the contact solver sees them: plain values in one
/// array, so the solver's inner loop touches no objects (no reference counting).
struct DynamicsSolverBody {
    var velocity: DynamicsVector
    var angularVelocity: Double
    var inverseMass: Double
    var inverseInertia: Double

    /// A body nothing moves (boundaries).
    static let fixed = DynamicsSolverBody(velocity: .zero, angularVelocity: 0, inverseMass: 0, inverseInertia: 0)

    /// The velocity of the body's point at `r` from its centre.
    func velocity(at r: DynamicsVector) -> DynamicsVector {
        velocity + DynamicsVector.cross(angularVelocity, r)
    }

    mutating func applyImpulse(_ impulse: DynamicsVector, at r: DynamicsVector) {
        velocity += impulse * inverseMass
        angularVelocity += inverseInertia * r.cross(impulse)
    }
}
