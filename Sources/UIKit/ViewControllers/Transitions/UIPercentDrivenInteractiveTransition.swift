@_spi(Diagnostics) import CoreGraphics
import Foundation

/// An interaction controller that drives a transition's animations by a percentage (UIKit):
/// it starts the animator, holds its animations paused, shows them at `update(_:)`'s
/// percentage of the transition's duration, and lets them run on to the end (`finish()`) or
/// back to the start (`cancel()`). Subclasses call `super` first in their overrides.
///
/// The animations driven are those of the animator's `interruptibleAnimator(using:)` when it
/// has one, else the UIView animation blocks its `animateTransition(using:)` makes (and the
/// transition coordinator's alongside animations).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private var context: InteractiveTransitionContext?
    /// The captured UIView animations, or the animator's interruptible animator.
    private var captured: [UIViewPropertyAnimator] = []
    private var interruptible: (any UIViewImplicitlyAnimating)?
    private var percentStorage: CGFloat = 0
    private var durationStorage: CGFloat = 0
    private var ended = false

    public override init() {
        super.init()
    }

    /// The transition's duration (the animator's `transitionDuration(using:)`); 0 before it
    /// starts.
    open var duration: CGFloat { durationStorage }

    /// How far the transition is (0...1), as last set by `update(_:)`.
    open var percentComplete: CGFloat { percentStorage }

    /// UIKit: the rest of the transition runs at this speed after `finish()` or `cancel()`
    /// (2 takes half the time). Values of 0 or less are taken as 1.
    open var completionSpeed: CGFloat = 1

    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// UIKit (iOS 10): the timing of the rest of the transition after `finish()` or
    /// `cancel()`; nil keeps the animations' own curves.
    open var timingCurve: (any UITimingCurveProvider)?

    /// UIKit (iOS 10): whether the transition starts paused, waiting for `update(_:)` (true),
    /// or animating until `pause()`.
    open var wantsInteractiveStart = true

    /// UIKit calls this when the transition starts: the animator runs, its animations held at
    /// `percentComplete` (or running, without an interactive start).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? InteractiveTransitionContext else {
            FrameworkLog.log("UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:): the context is not one UIKit made for this transition; ignored")
            return
        }
        guard self.context == nil || ended else {
            FrameworkLog.log("UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:): already driving a transition; ignored")
            return
        }
        self.context = context
        ended = false
        captured = []
        interruptible = nil
        let animator = context.animator
        let length = animator.transitionDuration(using: context)
        durationStorage = CGFloat(length.isFinite ? max(0, length) : 0)
        let own = animator.interruptibleAnimator(using: context)
        if !(own is NoInterruptibleAnimator) {
            interruptible = own
            let alongside = UIViewPropertyAnimator(duration: TimeInterval(durationStorage), curve: completionCurve) {
                context.runAlongsideAnimations()
            }
            captured = [alongside]
            context.attachAlongsideAnimator(alongside)
        } else {
            let capture = InteractiveAnimationCapture()
            let center = ViewAnimationCenter.shared
            let outer = center.interactiveCapture
            center.interactiveCapture = capture
            animator.animateTransition(using: context)
            let before = capture.animators.count
            UIView.animate(withDuration: TimeInterval(durationStorage), delay: 0, options: [.curveLinear], animations: {
                context.runAlongsideAnimations()
            })
            center.interactiveCapture = outer
            captured = capture.animators
            // The alongside block was captured last (unless animations are disabled).
            if captured.count > before { context.attachAlongsideAnimator(captured.last) }
        }
        if wantsInteractiveStart {
            show(percentStorage)
        } else {
            interruptible?.startAnimation()
            for animator in captured { animator.startAnimation() }
        }
    }

    /// Shows the transition at `percentComplete` (0...1) of its duration.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            FrameworkLog.log("UIPercentDrivenInteractiveTransition.update(_:): \(percentComplete) is not a finite number; ignored")
            return
        }
        percentStorage = min(1, max(0, percentComplete))
        guard let context, !ended else { return }
        context.updateInteractiveTransition(percentStorage)
        show(percentStorage)
    }

    /// UIKit (iOS 10): takes over a transition that is animating (one started without an
    /// interactive start, or finished or cancelled but not yet over): it stops where it is.
    open func pause() {
        guard let context else { return }
        if ended {
            // Running back or on: the animations stop where they are, interactive again.
            ended = false
            for animator in captured { animator.isReversed = false }
            interruptible?.isReversed = false
        }
        interruptible?.pauseAnimation()
        for animator in captured { animator.pauseAnimation() }
        if let interruptible {
            percentStorage = interruptible.fractionComplete
        } else if durationStorage > 0, let longest = captured.max(by: { $0.duration < $1.duration }) {
            percentStorage = min(1, longest.fractionComplete * CGFloat(longest.duration) / durationStorage)
        }
        context.updateInteractiveTransition(percentStorage)
        context.pauseInteractiveTransition()
    }

    /// The interaction ended and the transition goes through: the animations run on to their
    /// end, at `completionSpeed`, then the animator completes the transition.
    open func finish() {
        guard let context, !ended else { return }
        ended = true
        context.finishInteractiveTransition()
        run(forward: true)
    }

    /// The interaction ended and the transition is undone: the animations run back to their
    /// start, at `completionSpeed`; the animator then completes the transition with
    /// `transitionWasCancelled` true, and the navigation stack or presentation is unchanged.
    open func cancel() {
        guard let context, !ended else { return }
        ended = true
        context.cancelInteractiveTransition()
        run(forward: false)
    }

    // MARK: Driving the animations

    /// UIKit: the captured animations are shown at the transition's time, percent × duration
    /// (an animation shorter than the transition is over sooner).
    private func show(_ percent: CGFloat) {
        if let interruptible {
            if interruptible.isRunning { interruptible.pauseAnimation() }
            interruptible.fractionComplete = percent
        }
        let time = Double(percent * durationStorage)
        for animator in captured {
            animator.fractionComplete = animator.duration > 0 ? CGFloat(min(1, time / animator.duration)) : 1
        }
    }

    private func run(forward: Bool) {
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        var all = captured.map { $0 as any UIViewImplicitlyAnimating }
        if let interruptible { all.append(interruptible) }
        for animator in all {
            let done = forward ? animator.fractionComplete : 1 - animator.fractionComplete
            if !forward { animator.isReversed = true }
            let rest = max(0, 1 - done)
            // durationFactor 0 means "what remains": an animation already at its end ends now.
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: rest > 0 ? rest / speed : 0)
        }
    }
}
