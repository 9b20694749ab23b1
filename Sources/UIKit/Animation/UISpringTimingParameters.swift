import Foundation

/// The timing of an animation as a spring: by damping ratio (settling within the
/// animator's duration), by physics (mass, stiffness, damping: the spring takes as long as
/// it takes), or by duration and bounce.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// In animation distances per second (a magnitude of 1 covers the whole distance in one
    /// second); only the magnitude counts for one-dimensional properties.
    public let initialVelocity: CGVector
    private let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
    private let dampingRatio: CGFloat

    /// UIKit: a critically damped spring, at rest when it starts.
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite ? min(1, max(0.001, ratio)) : 1
        initialVelocity = velocity
        physics = nil
        super.init()
    }

    /// UIKit: the damping ratio is `damping / (2 √(stiffness × mass))`; an animator with
    /// these parameters lasts as long as the spring takes to settle.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        physics = (m, k, c)
        dampingRatio = c / (2 * (k * m).squareRoot())
        initialVelocity = velocity
        super.init()
    }

    /// A spring that settles in about `duration` with `bounce` (0: none, up to 1: springier;
    /// negative: overdamped).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let response = duration.isFinite && duration > 0 ? duration : 0.5
        let bounce = bounce.isFinite ? min(1, max(-1, bounce)) : 0
        let stiffness = pow(2 * .pi / response, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let damping = ratio * 4 * .pi / response
        self.init(mass: 1, stiffness: CGFloat(stiffness), damping: CGFloat(damping), initialVelocity: initialVelocity)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether the spring is given by its physics (its settling time sets the duration).
    var hasPhysics: Bool { physics != nil }

    /// The velocity along the animation: the vector's magnitude, signed by its larger part.
    var scalarVelocity: CGFloat {
        let dx = initialVelocity.dx.isFinite ? initialVelocity.dx : 0
        let dy = initialVelocity.dy.isFinite ? initialVelocity.dy : 0
        let magnitude = (dx * dx + dy * dy).squareRoot()
        return (abs(dx) >= abs(dy) ? dx : dy) < 0 ? -magnitude : magnitude
    }

    func springParameters(duration: TimeInterval) -> SpringParameters {
        if let physics {
            return SpringParameters(mass: physics.mass, stiffness: physics.stiffness, damping: physics.damping,
                                    initialVelocity: scalarVelocity)
        }
        return SpringParameters(dampingRatio: dampingRatio, duration: duration, initialVelocity: scalarVelocity)
    }
}
