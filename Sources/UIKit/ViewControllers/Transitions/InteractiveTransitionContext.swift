@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The context of a transition with an interaction controller: the views, controllers and
/// frames of the navigation or presentation context it wraps, plus the interactive state the
/// interaction controller reports (progress, finish, cancel) and passes on to the
/// transition's coordinator, if it has one.
@MainActor
final class InteractiveTransitionContext: UIViewControllerContextTransitioning {
    let base: any UIViewControllerContextTransitioning
    /// The animator the delegate returned (the percent-driven interaction runs it).
    let animator: any UIViewControllerAnimatedTransitioning
    let interaction: any UIViewControllerInteractiveTransitioning
    private let coordinator: PresentationTransitionCoordinator?
    /// The coordinator's alongside animations, run once, inside the transition's animation.
    private var alongside: (() -> Void)?
    private var interactive: Bool
    private var cancelled = false
    private(set) var percent: CGFloat = 0

    init(base: any UIViewControllerContextTransitioning, animator: any UIViewControllerAnimatedTransitioning,
         interaction: any UIViewControllerInteractiveTransitioning, coordinator: PresentationTransitionCoordinator?) {
        self.base = base
        self.animator = animator
        self.interaction = interaction
        self.coordinator = coordinator
        interactive = interaction.wantsInteractiveStart
        if let coordinator {
            alongside = { coordinator.runAnimations() }
            coordinator.beginInteraction(interactive: interactive, completionSpeed: interaction.completionSpeed,
                                         completionCurve: interaction.completionCurve)
        }
    }

    var containerView: UIView { base.containerView }
    var isAnimated: Bool { base.isAnimated }
    var isInteractive: Bool { interactive }
    var transitionWasCancelled: Bool { cancelled }
    var presentationStyle: UIModalPresentationStyle { base.presentationStyle }
    var targetTransform: CGAffineTransform { base.targetTransform }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        base.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { base.view(forKey: key) }
    func initialFrame(for vc: UIViewController) -> CGRect { base.initialFrame(for: vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { base.finalFrame(for: vc) }

    /// Runs the coordinator's alongside animations (once): the percent-driven interaction
    /// runs them inside a UIView animation of the transition's duration, so they follow the
    /// interaction too.
    func runAlongsideAnimations() {
        let pending = alongside
        alongside = nil
        pending?()
    }

    /// The animator the alongside animations run in (later ones join it).
    func attachAlongsideAnimator(_ animator: UIViewPropertyAnimator?) {
        coordinator?.alongsideAnimator = animator
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            FrameworkLog.log("UIViewControllerContextTransitioning.updateInteractiveTransition(_:): \(percentComplete) is not a finite number; ignored")
            return
        }
        percent = min(1, max(0, percentComplete))
        coordinator?.percentStorage = percent
    }

    /// UIKit: the interaction is over and the transition runs to its end; the coordinator's
    /// interaction handlers hear it.
    func finishInteractiveTransition() {
        guard interactive else { return }
        interactive = false
        coordinator?.interactionChanged(interactive: false, cancelled: false)
    }

    /// UIKit: the interaction is over and the transition runs back; `transitionWasCancelled`
    /// is true from now on (the animator's completion passes it to `completeTransition(_:)`).
    func cancelInteractiveTransition() {
        cancelled = true
        interactive = false
        coordinator?.interactionChanged(interactive: false, cancelled: true)
    }

    /// UIKit (iOS 10): the interaction takes over a transition that started animating.
    func pauseInteractiveTransition() {
        guard !interactive else { return }
        interactive = true
        coordinator?.interactionChanged(interactive: true, cancelled: false)
    }

    func completeTransition(_ didComplete: Bool) {
        base.completeTransition(didComplete)
    }
}
