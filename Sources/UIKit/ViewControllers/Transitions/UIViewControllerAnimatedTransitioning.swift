/// An object that animates a view controller transition (UIKit): a navigation
/// controller's delegate returns one to replace the push or pop slide.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Adds the "to" view to the context's container view, animates, and calls
    /// `completeTransition(_:)` when done.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator that runs the transition, for an interruptible transition (UIKit: the
    /// same object for the whole transition). A percent-driven interaction drives it instead
    /// of calling `animateTransition(using:)`.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// UIKit: optional. Without an implementation the interaction drives the UIView
    /// animations `animateTransition(using:)` makes.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
}
