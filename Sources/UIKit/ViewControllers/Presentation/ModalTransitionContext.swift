@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The context a presentation gives the transitioning delegate's animator: not interactive;
/// `completeTransition(_:)` ends the presentation or dismissal.
@MainActor
final class ModalTransitionContext: NonInteractiveTransitionContext {
    let containerView: UIView
    let fromController: UIViewController
    let toController: UIViewController
    let presentationStyle: UIModalPresentationStyle
    let isAnimated: Bool
    /// The presented controller's frames: (initial, final).
    let presentedController: UIViewController
    let presentedFrames: (initial: CGRect, final: CGRect)
    let completion: (Bool) -> Void
    var completed = false
    var cancelled = false

    init(containerView: UIView, from: UIViewController, to: UIViewController, presented: UIViewController,
         presentedFrames: (initial: CGRect, final: CGRect), style: UIModalPresentationStyle, animated: Bool,
         completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
        fromController = from
        toController = to
        presentedController = presented
        self.presentedFrames = presentedFrames
        presentationStyle = style
        isAnimated = animated
        self.completion = completion
    }

    var transitionWasCancelled: Bool { cancelled }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else {
            FrameworkLog.log("UIViewControllerContextTransitioning.completeTransition(_:) called more than once; ignored")
            return
        }
        completed = true
        cancelled = !didComplete
        completion(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    /// UIKit: for a presentation that keeps the presenter's view (`.custom` without
    /// `shouldRemovePresentersView`) the presenter's view is not part of the transition.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let controller: UIViewController
        switch key {
        case .from: controller = fromController
        case .to: controller = toController
        default: return nil
        }
        if controller === presentedController { return controller.view }
        guard let presentation = presentedController.presentationControllerStorage,
              presentation.shouldRemovePresentersView else { return nil }
        return controller.view
    }

    /// UIKit: the presented view has no frame before it is presented and none after it is
    /// dismissed (CGRect.zero); the presenter stays where it is.
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === presentedController ? presentedFrames.initial : (vc.viewIfLoaded?.frame ?? .zero)
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === presentedController ? presentedFrames.final : (vc.viewIfLoaded?.frame ?? .zero)
    }
}
