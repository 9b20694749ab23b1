@_spi(Diagnostics) import CoreGraphics

/// Manages the container and the presented view of a modal presentation (UIKit). A
/// `.custom` presentation asks the presented controller's `transitioningDelegate` for one;
/// subclass it to size and place the presented view and to add chrome around it.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    let presentedStorage: UIViewController
    weak var presentingStorage: UIViewController?
    var containerStorage: PresentationContainerView?
    /// The presenter's view while `shouldRemovePresentersView` keeps it out of the window.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    open var presentedViewController: UIViewController { presentedStorage }

    /// UIKit: the controller that presents; when `init` was given nil it is the one UIKit
    /// picks when the presentation begins.
    open var presentingViewController: UIViewController {
        guard let presenting = presentingStorage ?? presentedStorage.presentingViewController else {
            preconditionFailure("UIPresentationController.presentingViewController read before the presentation began, and init(presentedViewController:presenting:) was given nil")
        }
        return presenting
    }

    /// The view the presentation happens in: it fills the window while presenting.
    open var containerView: UIView? { containerStorage }

    /// UIKit: the presented controller's view, unless a subclass wraps it.
    open var presentedView: UIView? { containerStorage == nil ? nil : presentedStorage.viewIfLoaded }

    /// UIKit: the whole container by default; override to size the presented view.
    open var frameOfPresentedViewInContainerView: CGRect { containerStorage?.bounds ?? .zero }

    /// UIKit: false by default (the presenter's view stays under the presented one); a
    /// subclass returns true to have the presenter's view removed once the presentation ends
    /// (and put back when the dismissal begins).
    open var shouldRemovePresentersView: Bool { false }

    // MARK: Transition hooks (called by UIKit; the defaults do nothing)

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// UIKit: called when the container view lays out, before its subviews; set the
    /// presented view's frame here.
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    open var preferredContentSize: CGSize { presentedStorage.preferredContentSize }

    /// UIKit: a child's preferred size changed: the container lays out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerStorage?.setNeedsLayout()
    }

    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerStorage?.setNeedsLayout()
    }

    /// UIKit: the child fills its parent by default.
    /// The container is about to change size (a rotation); the presenter passes the call here
    /// for a custom presentation.
    ///
    /// UIKit: the default passes it on to the presented view controller; an override that does
    /// not call `super` keeps the presented controller from hearing of the change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }

    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
}
