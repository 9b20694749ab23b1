@_spi(UIKit) @_spi(Platform) import QuartzCore

/// One animation a property animator runs on a layer: its values, and the part of the
/// animator's timeline (fractions) it spans — all of it, or from where it was added (or
/// re-based when its timing changed) to the end.
@MainActor
final class AnimatorTrack {
    weak var layer: CALayer?
    /// The key the animation runs under on the layer.
    let key: String
    let keyPath: String
    var from: Any
    var to: Any
    let additive: Bool
    var startFraction: Double
    var endFraction: Double = 1
    /// For a keyframe animation's property: its values and key times (`from` and `to` are
    /// the first and last values).
    var keyframes: (values: [Any], keyTimes: [NSNumber], mode: CAAnimationCalculationMode)?
    /// The changed property (the base key) with its model values before and after.
    let change: ViewPropertyChange

    init(layer: CALayer, key: String, keyPath: String, from: Any, to: Any, additive: Bool, startFraction: Double,
         change: ViewPropertyChange) {
        self.layer = layer
        self.key = key
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.additive = additive
        self.startFraction = startFraction
        self.change = change
    }

    /// The animation for the animator at `fraction`, moving `rate` fractions a second from
    /// media time `anchor` (paused when 0), paced by `curve` over the track's span.
    func makeAnimation(duration: TimeInterval, curve: ViewAnimationCurve, fraction: Double, rate: Double,
                       anchor: CFTimeInterval) -> CAPropertyAnimation {
        let span = max(1e-9, (endFraction - startFraction) * duration)
        let animation: CAPropertyAnimation
        if let keyframes {
            let keyframeAnimation = CAKeyframeAnimation(keyPath: keyPath)
            keyframeAnimation.values = keyframes.values
            keyframeAnimation.keyTimes = keyframes.keyTimes
            keyframeAnimation.calculationMode = keyframes.mode
            animation = keyframeAnimation
        } else {
            animation = ViewAnimationTiming(duration: span, curve: curve)
                .makeAnimation(keyPath: keyPath, from: from, to: to, additive: additive)
        }
        animation.duration = span
        animation.timingFunction = curve.timingFunction
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.timeOffset = (fraction - startFraction) * duration
        if rate == 0 || duration <= 0 {
            animation.speed = 0
        } else {
            animation.beginTime = layer?.convertTime(anchor, from: nil) ?? anchor
            animation.speed = Float(rate * duration)
        }
        return animation
    }

    /// The value the track shows at `fraction` with `curve`.
    func value(at fraction: Double, duration: TimeInterval, curve: ViewAnimationCurve) -> Any {
        let span = endFraction - startFraction
        guard span > 0 else { return fraction >= endFraction ? to : from }
        let local = min(1, max(0, (fraction - startFraction) / span))
        let probe = ViewAnimationTiming(duration: span * duration, curve: curve)
            .makeAnimation(keyPath: keyPath, from: from, to: to, additive: additive)
        probe.duration = max(1e-9, span * duration)
        probe.timingFunction = curve.timingFunction
        let progress = _CAValueMath.progress(of: probe, atFraction: local)
        return _CAValueMath.interpolate(from, to, progress) ?? (progress < 0.5 ? from : to)
    }

    /// Keeps what the track shows at `fraction` but lets it move on from there with new
    /// pacing: forward, it now runs from that value to its end; backward, from its start to
    /// that value.
    func rebase(at fraction: Double, duration: TimeInterval, curve: ViewAnimationCurve, forward: Bool) {
        // Keyframes keep their path (their pacing may jump when the curve changes).
        guard keyframes == nil, fraction > startFraction, fraction < endFraction else { return }
        let shown = value(at: fraction, duration: duration, curve: curve)
        if forward {
            from = shown
            startFraction = fraction
        } else {
            to = shown
            endFraction = fraction
        }
    }
}
