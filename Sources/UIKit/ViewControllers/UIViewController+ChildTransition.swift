import Foundation

extension UIViewController {
    /// `transition(from:to:duration:options:animations:completion:)`.
    func _transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                     duration: TimeInterval, options: UIView.AnimationOptions,
                     animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        // UIKit raises when the two are not children of the receiver.
        precondition(fromViewController.parentStorage === self && toViewController.parentStorage === self,
                     "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        let fromView = fromViewController.view!
        let toView = toViewController.view!
        let container = fromView.superview
        // Appearance callbacks go to the two children when their views are on screen and this
        // controller forwards them. Ours: the order is the tab bar controller's (the arriving
        // controller's will-appear first, its did-appear last).
        let forwards = shouldAutomaticallyForwardAppearanceMethods
            && container?.window != nil && fromViewController.appearState == .appeared
        let animated = duration > 0
        if forwards {
            toViewController.appearanceManagedByContainer = true
            fromViewController.appearanceManagedByContainer = true
            toViewController.beginAppearanceTransitionIfNeeded(appearing: true, animated: animated)
            fromViewController.beginAppearanceTransitionIfNeeded(appearing: false, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            if fromView.superview === container { fromView.removeFromSuperview() }
            if forwards {
                fromViewController.endAppearanceTransitionIfNeeded(appearing: false, animated: animated)
                toViewController.endAppearanceTransitionIfNeeded(appearing: true, animated: animated)
                toViewController.appearanceManagedByContainer = false
                fromViewController.appearanceManagedByContainer = false
            }
            completion?(finished)
        }
        // UIKit: the arriving view goes into the leaving view's superview, above it.
        let insert = {
            if let container, toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
        }
        let transitionKinds: UIView.AnimationOptions = [.transitionFlipFromLeft, .transitionFlipFromRight, .transitionCurlUp,
                                                         .transitionCurlDown, .transitionCrossDissolve,
                                                         .transitionFlipFromTop, .transitionFlipFromBottom]
        if let container, !options.intersection(transitionKinds).isEmpty {
            UIView.transition(with: container, duration: duration, options: options,
                              animations: { insert(); animations?() }, completion: finish)
        } else {
            insert()
            UIView.animate(withDuration: duration, delay: 0, options: options,
                           animations: { animations?() }, completion: finish)
        }
    }
}
