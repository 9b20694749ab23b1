extension UIView {
    /// Animates changes to one or more views. The changes apply to the model at once (as in
    /// UIKit); `completion` runs with `true` when the animation ends (on the framework clock,
    /// so tests advance a manual clock to reach it). Completions run even for a zero
    /// duration, on the next turn of the run loop.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [],
                               animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        ViewAnimationCenter.shared.run(duration: duration, delay: delay, options: options,
                                       animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: the same timing for the completion as a plain animation of
    /// `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A transition of one view's content.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in its superview (or hides and shows them with
    /// `.showHideTransitionViews`).
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// A keyframe animation: the keyframes added inside `animations` all apply; the
    /// completion comes after `duration` (+ `delay`).
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: [], animations: animations, completion: completion)
    }

    /// Adds a keyframe inside `animateKeyframes`: its changes apply in the model.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `actionsWithoutAnimation` with animations disabled.
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

    /// The duration of the animation block running now (0 outside one).
    public static var inheritedAnimationDuration: TimeInterval {
        ViewAnimationCenter.shared.blockStack.last ?? 0
    }
}
