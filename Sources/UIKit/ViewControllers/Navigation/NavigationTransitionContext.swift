@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The context a navigation controller gives a custom animator (its delegate's
/// `animationControllerFor`): not interactive; `completeTransition(_:)` ends the transition.
@MainActor
final class NavigationTransitionContext: NonInteractiveTransitionContext {
    let containerView: UIView
    let fromController: UIViewController?
    let toController: UIViewController?
    let toFinalFrame: CGRect
    let fromInitialFrame: CGRect
    let completion: (Bool) -> Void
    var completed = false

    init(containerView: UIView, from: UIViewController?, to: UIViewController?, fromInitialFrame: CGRect,
         toFinalFrame: CGRect, completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
        fromController = from
        toController = to
        self.fromInitialFrame = fromInitialFrame
        self.toFinalFrame = toFinalFrame
        self.completion = completion
    }

    var isAnimated: Bool { true }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else {
            FrameworkLog.log("UIViewControllerContextTransitioning.completeTransition(_:) called more than once; ignored")
            return
        }
        completed = true
        completion(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromController?.view
        case .to: return toController?.view
        default: return nil
        }
    }

    /// UIKit: the from controller starts where it is; the to controller has no initial frame.
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromController ? fromInitialFrame : .zero
    }

    /// UIKit: the to controller ends in the container's content frame; the from controller
    /// has no final frame (it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === toController ? toFinalFrame : .zero
    }
}
