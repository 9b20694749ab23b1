@_spi(Platform) import QuartzCore

/// The state behind UIView's block animations: whether animations are enabled, the stack of
/// animation blocks being run, and user-interaction blocking while animations without
/// `.allowUserInteraction` run (UIKit ignores touches to views being animated).
///
/// Differs from UIKit: property changes made inside an animation block take effect at once
/// in the model (as in UIKit) but are not yet interpolated on screen; completions run on the
/// framework clock when the animation would have ended.
@MainActor
final class ViewAnimationCenter {
    static let shared = ViewAnimationCenter()

    var animationsEnabled = true
    /// Durations of the animation blocks currently running their closure (innermost last).
    var blockStack: [TimeInterval] = []
    private var runningCount = 0

    private init() {}

    var isInsideAnimationBlock: Bool { !blockStack.isEmpty }

    /// Runs `animations` as an animation of `duration` after `delay`, then calls `completion`
    /// with `finished == true` on the framework clock.
    func run(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
             animations: () -> Void, completion: ((Bool) -> Void)?) {
        let safeDuration = duration.isFinite ? max(0, duration) : 0
        let safeDelay = delay.isFinite ? max(0, delay) : 0
        let effective = animationsEnabled ? safeDuration : 0
        blockStack.append(effective)
        animations()
        blockStack.removeLast()
        let total = animationsEnabled ? safeDuration + safeDelay : 0
        runningCount += 1
        FrameworkScheduler.shared.schedule(after: total) { [weak self] in
            self?.runningCount -= 1
            completion?(true)
        }
    }

    var hasRunningAnimations: Bool { runningCount > 0 }
}
