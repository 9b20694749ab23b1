@_spi(Platform) @_spi(UIKit) import QuartzCore

extension UIView {
    /// Animates changes to one or more views. The changes apply to the model at once; on
    /// screen (the layers' presentation) they animate over `duration` after `delay`, paced by
    /// the curve in `options` (UIKit: ease-in-ease-out by default). `completion` hears
    /// whether the animations ran to their end (false when removed or replaced early); a
    /// block that animates nothing completes on the next turn of the run loop.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [],
                               animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let timing = ViewAnimationTiming(duration: duration, delay: delay,
                                         curve: ViewAnimationCurve(options: options.rawValue), options: options)
        ViewAnimationCenter.shared.animate(timing, animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: the changes move like a mass on a spring that comes to rest
    /// within `duration` (UIKit: mass 1, a stiffness chosen so, damping `dampingRatio` × the
    /// critical damping). `velocity` is in distances per second (1: the whole distance in
    /// one second). The curve options do not apply.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringParameters(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
        var springOptions = options
        // A spring sets its own pace: it does not take the curve of a block around it.
        springOptions.insert(.overrideInheritedCurve)
        let timing = ViewAnimationTiming(duration: duration, delay: delay, curve: .spring(spring), options: springOptions)
        ViewAnimationCenter.shared.animate(timing, animations: animations, completion: completion)
    }

    /// A spring animation described by its perceptual duration and bounce (0: settles without
    /// overshooting; up to 1: springier; negative: slower to settle). The animations last
    /// until the spring comes to rest, which may be longer than `duration`.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let parameters = UISpringTimingParameters(duration: duration, bounce: bounce,
                                                  initialVelocity: CGVector(dx: velocity, dy: 0))
        let spring = parameters.springParameters(duration: duration)
        let settling = _CAValueMath.settlingDuration(mass: spring.mass, stiffness: spring.stiffness,
                                                     damping: spring.damping, initialVelocity: spring.initialVelocity)
        var springOptions = options
        springOptions.insert([.overrideInheritedCurve, .overrideInheritedDuration])
        let timing = ViewAnimationTiming(duration: settling, delay: delay, curve: .spring(spring), options: springOptions)
        ViewAnimationCenter.shared.animate(timing, animations: animations, completion: completion)
    }

    /// Inside an animation block: the changes `animations` makes repeat `count` times (and
    /// run back after each cycle with `autoreverses`). Outside one they simply apply.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        let center = ViewAnimationCenter.shared
        guard let outer = center.activeBlock else {
            animations()
            return
        }
        var timing = outer.timing
        timing.repeatCount = count.isFinite ? Float(max(0, count)) : .infinity
        timing.options.remove(.repeat)
        if autoreverses { timing.options.insert(.autoreverse) } else { timing.options.remove(.autoreverse) }
        timing.options.formUnion([.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions])
        center.run(timing, sink: outer.sink, animations: animations)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled (changes apply at once, even
    /// inside an animation block).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let center = ViewAnimationCenter.shared
        let wasEnabled = center.animationsEnabled
        center.setAnimationsEnabled(false)
        actionsWithoutAnimation()
        center.setAnimationsEnabled(wasEnabled)
    }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationCenter.shared.setAnimationsEnabled(enabled)
    }

    public static var areAnimationsEnabled: Bool {
        ViewAnimationCenter.shared.animationsEnabled
    }

    /// The duration of the animation block running now (0 outside one, or while animations
    /// are disabled).
    public static var inheritedAnimationDuration: TimeInterval {
        ViewAnimationCenter.shared.inheritedDuration
    }
}
