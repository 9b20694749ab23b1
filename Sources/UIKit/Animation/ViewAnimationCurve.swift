@_spi(Platform) import QuartzCore

/// The pacing of a view animation: a cubic timing curve, or a spring.
enum ViewAnimationCurve {
    case cubic(CGPoint, CGPoint)
    /// A spring that settles within the animation's duration (UIKit's
    /// `usingSpringWithDamping:initialSpringVelocity:`), or one given by its physics.
    case spring(SpringParameters)

    /// UIKit's curves as Core Animation's named timing functions.
    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: self = .cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: self = .cubic(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: self = .cubic(.zero, CGPoint(x: 1, y: 1))
        }
    }

    /// The curve an options set names (bits 16...19; UIKit: ease-in-out when none is set).
    init(options rawValue: UInt) {
        self.init(UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut)
    }

    static let linear = ViewAnimationCurve(.linear)

    @MainActor var timingFunction: CAMediaTimingFunction? {
        guard case let .cubic(c1, c2) = self else { return nil }
        if c1 == .zero, c2 == CGPoint(x: 1, y: 1) { return CAMediaTimingFunction(name: .linear) }
        return CAMediaTimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y))
    }
}

/// A spring's physics: mass 1, as UIKit uses for its spring animations.
struct SpringParameters {
    var mass: CGFloat = 1
    var stiffness: CGFloat
    var damping: CGFloat
    /// In animation distances per second (1: the whole distance in one second).
    var initialVelocity: CGFloat

    init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// UIKit's mapping of a damping ratio and a duration to a spring: mass 1, and the
    /// stiffness whose oscillation's envelope has shrunk to 0.1% of the distance when the
    /// duration ends; damping = ratio × 2√(stiffness × mass).
    init(dampingRatio: CGFloat, duration: TimeInterval, initialVelocity: CGFloat) {
        let ratio = Double(min(1, max(1e-3, dampingRatio.isFinite ? dampingRatio : 1)))
        let time = min(10, max(0.01, duration.isFinite ? duration : 0.5))
        let velocity = Double(initialVelocity.isFinite ? initialVelocity : 0)
        // The envelope's height at `time` for an undamped frequency ω (falls as ω grows).
        func envelope(_ omega: Double) -> Double {
            if ratio < 1 {
                let decay = ratio * omega
                let omegaD = omega * (1 - ratio * ratio).squareRoot()
                let amplitude = (1 + pow((decay - velocity) / omegaD, 2)).squareRoot()
                return amplitude * exp(-decay * time)
            }
            return abs(1 + (omega - velocity) * time) * exp(-omega * time)
        }
        var low = 1e-3, high = 1e4
        for _ in 0..<100 {
            let mid = (low * high).squareRoot()
            if envelope(mid) > 1e-3 { low = mid } else { high = mid }
        }
        let omega = high
        self.init(mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(ratio * 2 * omega),
                  initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
    }
}
