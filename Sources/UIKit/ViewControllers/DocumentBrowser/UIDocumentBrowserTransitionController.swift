import Foundation

/// The animation that opens a document from a document browser or closes it (UIKit, iOS
/// 11): get one from `transitionController(forDocumentAt:)` and return it from a
/// transitioning delegate. Here it cross-fades the views; UIKit zooms from the document's
/// thumbnail (`targetView`) and shows `loadingProgress` on it, neither of which is drawn here.
@preconcurrency @MainActor
open class UIDocumentBrowserTransitionController: NSObject, UIViewControllerAnimatedTransitioning {
    /// Shown on the thumbnail while the document loads (kept, not drawn).
    open var loadingProgress: Progress?
    /// The view the zoom starts from or ends at (kept, not used: no zoom here).
    open weak var targetView: UIView?
    let documentURL: URL

    init(documentURL: URL) {
        self.documentURL = documentURL
        super.init()
    }

    /// Ours: 0.3 s (UIKit's zoom length is not documented).
    open func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    open func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let dismissing = transitionContext.viewController(forKey: .from)?.isBeingDismissed == true
        // Presenting (or pushing) fades the document in; dismissing fades it out.
        let moving: UIView?
        if dismissing {
            moving = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view
        } else {
            let toController = transitionContext.viewController(forKey: .to)
            moving = transitionContext.view(forKey: .to) ?? toController?.view
            if let moving, moving.superview !== container {
                if let toController { moving.frame = transitionContext.finalFrame(for: toController) }
                container.addSubview(moving)
            }
            moving?.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            moving?.alpha = dismissing ? 0 : 1
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed, !dismissing { moving?.removeFromSuperview() }
            if completed, dismissing { moving?.removeFromSuperview() }
            moving?.alpha = 1
            transitionContext.completeTransition(completed)
        })
    }
}
