@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The UIView animations an animator made while a percent-driven interactive transition
/// started it, each as a paused property animator of the block's duration (its delay
/// included), pacing and completion. UIKit captures the animation blocks of
/// `animateTransition(using:)` the same way and drives them by the transition's time.
@MainActor
final class InteractiveAnimationCapture {
    private(set) var animators: [UIViewPropertyAnimator] = []

    func add(_ timing: ViewAnimationTiming, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let total = timing.delay + timing.duration
        let animator = UIViewPropertyAnimator(duration: total, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        animator.curve = timing.curve
        // UIKit scrubs the captured animations along their own curves.
        animator.scrubsLinearly = false
        animator.pauseAnimation()
        withoutActuallyEscaping(animations) { animations in
            // Active and paused: the block runs now, its changes become the animator's tracks.
            animator.addAnimations(animations, delayFactor: total > 0 ? CGFloat(timing.delay / total) : 0)
        }
        if let completion {
            // UIKit: the blocks run to their end, forward or (cancelled) back.
            animator.addCompletion { _ in completion(true) }
        }
        animators.append(animator)
    }
}
