import Foundation

/// A constraint between two bodies (the engine's ground body stands for a fixed point),
/// solved with sequential impulses on velocities, with a Baumgarte term that removes drift,
/// or as a soft spring (frequency and damping ratio) where one is asked for.
@MainActor
final class DynamicsJoint {
    enum Kind {
        /// The anchors `length` apart (a spring when `frequency` > 0).
        case distance(length: Double, frequency: Double, damping: Double)
        /// The anchors at most `length` apart.
        case rope(length: Double)
        /// The anchors at one point (a spring when `frequency` > 0); with `angle`, also the
        /// relative angle held (softly, with the same spring).
        case point(frequency: Double, damping: Double, holdsAngle: Bool)
        /// The anchors at one point, turning against `friction`, within `range` (radians).
        case pin(friction: Double, range: UIFloatRange)
        /// B's anchor on A's line along `axis` (A's coordinates) within `range`; no turning.
        case slider(axis: DynamicsVector, range: UIFloatRange)
    }

    static let correction = 0.2

    let a: DynamicsBody
    let b: DynamicsBody
    let localA: DynamicsVector
    let localB: DynamicsVector
    let kind: Kind
    /// B's angle minus A's that the angle constraints keep.
    let referenceAngle: Double

    private var rA = DynamicsVector.zero, rB = DynamicsVector.zero
    private var h: Double = 1
    // Linear part.
    private var axis = DynamicsVector.zero
    private var linearBias: Double = 0, linearGamma: Double = 0, linearMass: Double = 0, linearImpulse: Double = 0
    private var pointBias = DynamicsVector.zero, pointImpulse = DynamicsVector.zero
    private var k11: Double = 0, k12: Double = 0, k22: Double = 0
    // Angular part.
    private var angularMass: Double = 0, angularBias: Double = 0, angularGamma: Double = 0, angularImpulse: Double = 0
    private var frictionImpulse: Double = 0
    private var lowerImpulse: Double = 0, upperImpulse: Double = 0
    private var lowerC: Double = 0, upperC: Double = 0
    private var limitMass: Double = 0
    private var axialA: Double = 0, axialB: Double = 0
    private var perpendicularA: Double = 0, perpendicularB: Double = 0, perpendicularC: Double = 0, perpendicularMass: Double = 0

    init(a: DynamicsBody, localA: DynamicsVector, b: DynamicsBody, localB: DynamicsVector, kind: Kind, referenceAngle: Double = 0) {
        self.a = a
        self.b = b
        self.localA = localA
        self.localB = localB
        self.kind = kind
        self.referenceAngle = referenceAngle
    }

    /// Spring coefficients for effective mass `m`: (gamma, bias factor) as in a soft
    /// constraint; (0, Baumgarte) when rigid.
    private func softness(mass m: Double, frequency: Double, damping: Double) -> (gamma: Double, biasFactor: Double) {
        guard frequency > 0, m > 0 else { return (0, Self.correction / h) }
        let omega = 2 * Double.pi * frequency
        let stiffness = m * omega * omega, damper = 2 * m * damping * omega
        let denominator = h * (damper + h * stiffness)
        guard denominator > 0 else { return (0, Self.correction / h) }
        let gamma = 1 / denominator
        return (gamma, h * stiffness * gamma)
    }

    func prepare(step: Double) {
        h = step
        rA = localA.rotated(by: a.angle)
        rB = localB.rotated(by: b.angle)
        let mA = a.inverseMass, mB = b.inverseMass, iA = a.inverseInertia, iB = b.inverseInertia
        let d = (b.position + rB) - (a.position + rA)
        switch kind {
        case let .distance(length, frequency, damping):
            prepareLine(d, length: length, frequency: frequency, damping: damping)
        case let .rope(length):
            prepareLine(d, length: length, frequency: 0, damping: 0)
            let c = d.length - length
            // Slack: the rope may shorten freely but not stretch past its length this step.
            linearBias = c > 0 ? Self.correction * c / h : c / h
        case let .point(frequency, damping, holdsAngle):
            preparePoint(d, frequency: frequency, damping: damping)
            if holdsAngle { prepareAngle(frequency: frequency, damping: damping) }
        case let .pin(friction, range):
            preparePoint(d, frequency: 0, damping: 0)
            let k = iA + iB
            angularMass = k > 0 ? 1 / k : 0
            frictionImpulse = 0
            _ = friction
            let relative = b.angle - a.angle - referenceAngle
            lowerC = range.minimum.isFinite ? relative - Double(range.minimum) : .infinity
            upperC = range.maximum.isFinite ? Double(range.maximum) - relative : .infinity
            limitMass = angularMass
        case let .slider(localAxis, range):
            axis = localAxis.rotated(by: a.angle)
            let perpendicular = axis.perpendicular
            perpendicularA = (d + rA).cross(perpendicular)
            perpendicularB = rB.cross(perpendicular)
            let kp = mA + mB + iA * perpendicularA * perpendicularA + iB * perpendicularB * perpendicularB
            perpendicularMass = kp > 0 ? 1 / kp : 0
            perpendicularC = perpendicular.dot(d)
            prepareAngle(frequency: 0, damping: 0)
            axialA = (d + rA).cross(axis)
            axialB = rB.cross(axis)
            let ka = mA + mB + iA * axialA * axialA + iB * axialB * axialB
            limitMass = ka > 0 ? 1 / ka : 0
            let translation = axis.dot(d)
            lowerC = range.minimum.isFinite ? translation - Double(range.minimum) : .infinity
            upperC = range.maximum.isFinite ? Double(range.maximum) - translation : .infinity
        }
        lowerImpulse = 0
        upperImpulse = 0
    }

    private func prepareLine(_ d: DynamicsVector, length: Double, frequency: Double, damping: Double) {
        let current = d.length
        axis = current > 1e-9 ? d * (1 / current) : DynamicsVector(x: 0, y: 1)
        let crA = rA.cross(axis), crB = rB.cross(axis)
        let k = a.inverseMass + b.inverseMass + a.inverseInertia * crA * crA + b.inverseInertia * crB * crB
        let (gamma, factor) = softness(mass: k > 0 ? 1 / k : 0, frequency: frequency, damping: damping)
        linearGamma = gamma
        linearBias = (current - length) * factor
        linearMass = k + gamma > 0 ? 1 / (k + gamma) : 0
        linearImpulse = 0
    }

    private func preparePoint(_ d: DynamicsVector, frequency: Double, damping: Double) {
        let mA = a.inverseMass, mB = b.inverseMass, iA = a.inverseInertia, iB = b.inverseInertia
        let reduced = mA + mB > 0 ? 1 / (mA + mB) : 0
        let (gamma, factor) = softness(mass: reduced, frequency: frequency, damping: damping)
        linearGamma = gamma
        k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y + gamma
        k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
        k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x + gamma
        pointBias = d * factor
        pointImpulse = .zero
    }

    private func prepareAngle(frequency: Double, damping: Double) {
        let k = a.inverseInertia + b.inverseInertia
        let (gamma, factor) = softness(mass: k > 0 ? 1 / k : 0, frequency: frequency, damping: damping)
        angularGamma = gamma
        angularMass = k + gamma > 0 ? 1 / (k + gamma) : 0
        angularBias = (b.angle - a.angle - referenceAngle) * factor
        angularImpulse = 0
    }

    private var relativePointVelocity: DynamicsVector { b.velocity(at: rB) - a.velocity(at: rA) }

    private func applyLinear(_ impulse: DynamicsVector) {
        a.applyImpulse(-impulse, at: rA)
        b.applyImpulse(impulse, at: rB)
    }

    private func applyAngular(_ impulse: Double) {
        a.angularVelocity -= a.inverseInertia * impulse
        b.angularVelocity += b.inverseInertia * impulse
    }

    func solve() {
        switch kind {
        case .distance:
            solveLine(clampToPull: false)
        case .rope:
            solveLine(clampToPull: true)
        case let .point(_, _, holdsAngle):
            if holdsAngle { solveAngle() }
            solvePoint()
        case let .pin(friction, _):
            if friction > 0, angularMass > 0 {
                let maxImpulse = friction * h
                let lambda = -(b.angularVelocity - a.angularVelocity) * angularMass
                let old = frictionImpulse
                frictionImpulse = max(-maxImpulse, min(maxImpulse, old + lambda))
                applyAngular(frictionImpulse - old)
            }
            solveAngularLimits()
            solvePoint()
        case .slider:
            solveAngle()
            if perpendicularMass > 0 {
                let perpendicular = axis.perpendicular
                let cdot = perpendicular.dot(b.velocity - a.velocity) + perpendicularB * b.angularVelocity
                    - perpendicularA * a.angularVelocity
                let lambda = -(cdot + Self.correction * perpendicularC / h) * perpendicularMass
                applyAxial(perpendicular, lambda, perpendicularA, perpendicularB)
            }
            solveAxialLimits()
        }
    }

    private func applyAxial(_ direction: DynamicsVector, _ lambda: Double, _ sA: Double, _ sB: Double) {
        a.velocity -= direction * (lambda * a.inverseMass)
        a.angularVelocity -= a.inverseInertia * lambda * sA
        b.velocity += direction * (lambda * b.inverseMass)
        b.angularVelocity += b.inverseInertia * lambda * sB
    }

    private func solveLine(clampToPull: Bool) {
        guard linearMass > 0 else { return }
        let cdot = axis.dot(relativePointVelocity)
        var lambda = -linearMass * (cdot + linearBias + linearGamma * linearImpulse)
        if clampToPull {
            let old = linearImpulse
            linearImpulse = min(0, old + lambda)
            lambda = linearImpulse - old
        } else {
            linearImpulse += lambda
        }
        applyLinear(axis * lambda)
    }

    private func solvePoint() {
        let det = k11 * k22 - k12 * k12
        guard det > 1e-18 else { return }
        let cdot = relativePointVelocity + pointBias + pointImpulse * linearGamma
        // λ = -K⁻¹ (Ċ + bias + γ·accumulated)
        let lambda = DynamicsVector(x: -(k22 * cdot.x - k12 * cdot.y) / det, y: -(k11 * cdot.y - k12 * cdot.x) / det)
        pointImpulse += lambda
        applyLinear(lambda)
    }

    private func solveAngle() {
        guard angularMass > 0 else { return }
        let lambda = -angularMass * (b.angularVelocity - a.angularVelocity + angularBias + angularGamma * angularImpulse)
        angularImpulse += lambda
        applyAngular(lambda)
    }

    /// One-sided limits: C ≥ 0, speculative while C > 0.
    private func limitImpulse(_ c: Double, _ cdot: Double, _ accumulated: inout Double) -> Double {
        let bias = c > 0 ? c / h : Self.correction * c / h
        let lambda = -limitMass * (cdot + bias)
        let old = accumulated
        accumulated = max(0, old + lambda)
        return accumulated - old
    }

    private func solveAngularLimits() {
        guard limitMass > 0 else { return }
        if lowerC.isFinite {
            applyAngular(limitImpulse(lowerC, b.angularVelocity - a.angularVelocity, &lowerImpulse))
        }
        if upperC.isFinite {
            applyAngular(-limitImpulse(upperC, a.angularVelocity - b.angularVelocity, &upperImpulse))
        }
    }

    private func solveAxialLimits() {
        guard limitMass > 0 else { return }
        let cdot = axis.dot(b.velocity - a.velocity) + axialB * b.angularVelocity - axialA * a.angularVelocity
        if lowerC.isFinite {
            applyAxial(axis, limitImpulse(lowerC, cdot, &lowerImpulse), axialA, axialB)
        }
        if upperC.isFinite {
            let cdotUpper = -(axis.dot(b.velocity - a.velocity) + axialB * b.angularVelocity - axialA * a.angularVelocity)
            applyAxial(axis, -limitImpulse(upperC, cdotUpper, &upperImpulse), axialA, axialB)
        }
    }
}
