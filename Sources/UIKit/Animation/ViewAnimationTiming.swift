@_spi(Platform) import QuartzCore

/// How the animations of one animation block run: when, how long, at what pace, how often.
struct ViewAnimationTiming {
    var duration: TimeInterval
    var delay: TimeInterval = 0
    var curve: ViewAnimationCurve
    var options: UIView.AnimationOptions = []
    /// 0: once (or forever with `.repeat`).
    var repeatCount: Float = 0

    init(duration: TimeInterval, delay: TimeInterval = 0, curve: ViewAnimationCurve, options: UIView.AnimationOptions = []) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.curve = curve
        self.options = options
    }

    var autoreverses: Bool { options.contains(.autoreverse) }

    /// UIKit: `.repeat` repeats indefinitely.
    var effectiveRepeatCount: Float {
        options.contains(.repeat) ? .infinity : repeatCount
    }

    /// This block's timing as seen inside `outer` (UIKit: a nested block inherits the
    /// duration and curve of the block around it unless it overrides them, and its repeat
    /// and autoreverse options unless it overrides the inherited options).
    func nested(in outer: ViewAnimationTiming) -> ViewAnimationTiming {
        var timing = self
        if !options.contains(.overrideInheritedDuration) { timing.duration = outer.duration }
        if !options.contains(.overrideInheritedCurve), case .cubic = curve { timing.curve = outer.curve }
        if !options.contains(.overrideInheritedOptions) {
            timing.options.formUnion(outer.options.intersection([.repeat, .autoreverse, .allowUserInteraction]))
            if timing.repeatCount == 0 { timing.repeatCount = outer.repeatCount }
        }
        return timing
    }

    /// Sets an animation's timing: duration, start (after the delay, in `layer`'s time),
    /// pacing, repetition; UIKit's block animations fill both ways (the old value shows
    /// during the delay).
    @MainActor func configure(_ animation: CAAnimation, on layer: CALayer) {
        animation.duration = duration
        if delay > 0 { animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay }
        animation.timingFunction = curve.timingFunction
        animation.repeatCount = effectiveRepeatCount
        animation.autoreverses = autoreverses
        animation.fillMode = .both
    }

    /// A basic animation (a spring one for spring curves) from `from` to `to` at `keyPath`.
    @MainActor func makeAnimation(keyPath: String, from: Any, to: Any, additive: Bool) -> CABasicAnimation {
        let animation: CABasicAnimation
        if case let .spring(spring) = curve {
            let springAnimation = CASpringAnimation(keyPath: keyPath)
            springAnimation.mass = spring.mass
            springAnimation.stiffness = spring.stiffness
            springAnimation.damping = spring.damping
            springAnimation.initialVelocity = spring.initialVelocity
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
        }
        animation.fromValue = from
        animation.toValue = to
        animation.isAdditive = additive
        return animation
    }
}
