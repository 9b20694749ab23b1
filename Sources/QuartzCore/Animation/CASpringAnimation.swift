/// An animation that moves like a mass on a damped spring (Core Animation). The motion comes
/// from the spring, not from `timingFunction`; set `duration` to `settlingDuration` to see it
/// come to rest.
open class CASpringAnimation: CABasicAnimation {
    /// 1 by default; must be positive.
    open var mass: CGFloat = 1
    /// 100 by default; must be positive.
    open var stiffness: CGFloat = 100
    /// 10 by default; must not be negative.
    open var damping: CGFloat = 10
    /// The starting speed toward the end value, in distances (from start to end) per second.
    open var initialVelocity: CGFloat = 0
    /// Whether the motion may pass the end value (true).
    open var allowsOverdamping = true

    /// A spring described the way people perceive it (iOS 17): `perceptualDuration` seconds
    /// for one swing, `bounce` from 0 (none, critically damped) toward 1 (more); a negative
    /// bounce is overdamped.
    ///
    /// Core Animation: mass 1, stiffness (2π / duration)², damping ratio 1 − bounce (for a
    /// negative bounce 1 / (1 + bounce)), as SwiftUI's `Spring(duration:bounce:)`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = Swift.max(perceptualDuration, 1e-6)
        let ratio = bounce >= 0 ? 1 - Swift.min(bounce, 1) : 1 / Swift.max(1 + bounce, 1e-6)
        mass = 1
        stiffness = CGFloat(pow(2 * Double.pi / duration, 2))
        damping = ratio * CGFloat(4 * Double.pi / duration)
    }

    /// The time of one swing of the spring: 2π / √(stiffness / mass).
    open var perceptualDuration: CFTimeInterval {
        let m = Double(Swift.max(1e-6, mass)), k = Double(Swift.max(1e-6, stiffness))
        return 2 * Double.pi / (k / m).squareRoot()
    }

    /// How springy the motion is: 1 − damping ratio when underdamped, 1 / ratio − 1 when
    /// overdamped (negative).
    open var bounce: CGFloat {
        let m = Double(Swift.max(1e-6, mass)), k = Double(Swift.max(1e-6, stiffness))
        let ratio = Double(Swift.max(0, damping)) / (2 * (k * m).squareRoot())
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// How long the spring takes to come to rest (within 0.1% of the distance).
    open var settlingDuration: CFTimeInterval {
        var t = 0.0
        var calm = 0.0
        while t < 60 {
            calm = abs(1 - springProgress(at: t)) < 0.001 ? calm + 1.0 / 120 : 0
            if calm >= 0.1 { return Swift.max(0, t - 0.1) }
            t += 1.0 / 120
        }
        return 60
    }

    override func copyAttributes(into other: CAAnimation) {
        super.copyAttributes(into: other)
        guard let other = other as? CASpringAnimation else { return }
        other.mass = mass
        other.stiffness = stiffness
        other.damping = damping
        other.initialVelocity = initialVelocity
        other.allowsOverdamping = allowsOverdamping
    }

    override func progress(_ fraction: Double) -> Double {
        springProgress(at: fraction * duration)
    }

    /// The spring's position at `t` seconds: 0 at the start, 1 at rest.
    func springProgress(at t: Double) -> Double {
        let m = Double(Swift.max(1e-6, mass)), k = Double(Swift.max(1e-6, stiffness)), c = Double(Swift.max(0, damping))
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        // Displacement from rest starts at -1 and moves toward 0 at the initial velocity.
        let v0 = Double(initialVelocity)
        let x0 = -1.0
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            let displacement = envelope * (x0 * cos(omegaD * t) + (v0 + zeta * omega * x0) / omegaD * sin(omegaD * t))
            return 1 + displacement
        }
        if zeta == 1 {
            let displacement = exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
            return 1 + displacement
        }
        let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot())
        let r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
        let b = (v0 - r1 * x0) / (r2 - r1)
        let a = x0 - b
        return 1 + a * exp(r1 * t) + b * exp(r2 * t)
    }
}
