@_spi(Platform) import QuartzCore

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

    /// Runs `actionsWithoutAnimation` with animations disabled (changes apply at once, even
    /// inside an animation block).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let center = ViewAnimationCenter.shared
        let wasEnabled = center.animationsEnabled
        center.animationsEnabled = false
        actionsWithoutAnimation()
        center.animationsEnabled = wasEnabled
    }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationCenter.shared.animationsEnabled = enabled
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
