@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

extension UIViewController: UIContentContainer {}

extension UIViewController {
    /// UIKit: a `.custom` presentation, or any presentation whose controller has a
    /// transitioning delegate, runs through a presentation controller and the delegate's
    /// animators.
    func _usesPresentationController(_ controller: UIViewController) -> Bool {
        controller.modalPresentationStyle == .custom || controller.transitioningDelegate != nil
    }

    func _presentWithPresentationController(_ controller: UIViewController, in window: UIWindow, animated: Bool,
                                            completion: (() -> Void)?) {
        _rememberFocusBeforeTransition(presenting: true)
        presentedStorage = controller
        controller.presentingStorage = self
        controller.beingPresented = true

        let delegate = controller.transitioningDelegate
        let custom = controller.modalPresentationStyle == .custom
        let presentation = (custom ? delegate?.presentationController(forPresented: controller, presenting: self, source: self) : nil)
            ?? (controller.modalPresentationStyle == .fullScreen
                ? FullScreenPresentationController(presentedViewController: controller, presenting: self)
                : UIPresentationController(presentedViewController: controller, presenting: self))
        if presentation.presentingStorage == nil { presentation.presentingStorage = self }
        controller.presentationControllerStorage = presentation

        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentation
        presentation.containerStorage = container
        window.addSubview(container)

        // Where the presenter's view lives before an animator may move it (it goes back there).
        let presenterPlace = viewIfLoaded.flatMap { view in
            view.superview.map { (view, $0, $0.subviews.firstIndex(of: view) ?? $0.subviews.count) }
        }
        presentation.presentationTransitionWillBegin()
        let finalFrame = presentation.frameOfPresentedViewInContainerView
        let appearance = PresentationAppearance(presented: controller, presenting: self,
                                                removesPresenter: presentation.shouldRemovePresentersView,
                                                visible: !window.isHidden)
        appearance.begin(presenting: true, animated: animated)

        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            controller.beingPresented = false
            if completed {
                presentation.presentationTransitionDidEnd(true)
                if presentation.shouldRemovePresentersView, let view = self.viewIfLoaded, let superview = view.superview {
                    let index = superview.subviews.firstIndex(of: view) ?? superview.subviews.count
                    presentation.removedPresenterView = presenterPlace.flatMap { $0.0 === view ? $0 : nil } ?? (view, superview, index)
                    view.removeFromSuperview()
                }
                appearance.end(presenting: true, completed: true)
                completion?()
            } else {
                // UIKit: a cancelled presentation leaves things as they were.
                controller.viewIfLoaded?.removeFromSuperview()
                appearance.end(presenting: true, completed: false)
                container.removeFromSuperview()
                presentation.containerStorage = nil
                presentation.presentationTransitionDidEnd(false)
                controller.presentationControllerStorage = nil
                controller.presentingStorage = nil
                self.presentedStorage = nil
                self._restoreFocusAfterTransition()
            }
        }

        // UIKit: an animated presentation is the animator's to run; without one (or when not
        // animated) the presented view is placed at its final frame at once.
        if animated, let animator = delegate?.animationController(forPresented: controller, presenting: self, source: self) {
            let context = ModalTransitionContext(
                containerView: container, from: self, to: controller, presented: controller,
                presentedFrames: (.zero, finalFrame), style: controller.modalPresentationStyle, animated: true,
                completion: { completed in
                    finish(completed)
                    animator.animationEnded(completed)
                })
            if let interaction = delegate?.interactionControllerForPresentation(using: animator) {
                interaction.startInteractiveTransition(
                    InteractiveTransitionContext(base: context, animator: animator, interaction: interaction, coordinator: nil))
            } else {
                animator.animateTransition(using: context)
            }
        } else {
            let view = controller.view!
            view.frame = finalFrame
            container.addSubview(view)
            finish(true)
        }
    }

    /// Dismisses the controller this one presented through its presentation controller.
    func _dismissWithPresentationController(_ presented: UIViewController, presentation: UIPresentationController,
                                            animated: Bool, completion: (() -> Void)?) {
        guard !presented.beingDismissed else {
            FrameworkLog.log("Attempt to dismiss \(type(of: presented)) while its dismissal is in progress; ignored")
            return
        }
        presented.beingDismissed = true
        let appearance = PresentationAppearance(presented: presented, presenting: self,
                                                removesPresenter: presentation.shouldRemovePresentersView,
                                                visible: presentation.containerStorage?.window.map { !$0.isHidden } ?? false)
        appearance.begin(presenting: false, animated: animated)
        let presenterPlace = presentation.removedPresenterView
        if let removed = presenterPlace {
            removed.superview.insertSubview(removed.view, at: min(removed.index, removed.superview.subviews.count))
            presentation.removedPresenterView = nil
        }
        presentation.dismissalTransitionWillBegin()
        let startFrame = presented.viewIfLoaded?.frame ?? .zero

        let finish: (Bool) -> Void = { [weak self] completed in
            presented.beingDismissed = false
            guard completed else {
                // A cancelled (interactive) dismissal: the presenter's view leaves again.
                if presentation.shouldRemovePresentersView, let view = self?.viewIfLoaded, let superview = view.superview {
                    let index = superview.subviews.firstIndex(of: view) ?? superview.subviews.count
                    presentation.removedPresenterView = (view, superview, index)
                    view.removeFromSuperview()
                }
                appearance.end(presenting: false, completed: false)
                presentation.dismissalTransitionDidEnd(false)
                return
            }
            presented.viewIfLoaded?.removeFromSuperview()
            // UIKit: an animator that moved the presenter's view into the container (to animate it
            // in) does not take it away with the container: it goes back where it was.
            if let place = presenterPlace, place.view.superview !== place.superview {
                place.superview.insertSubview(place.view, at: min(place.index, place.superview.subviews.count))
            }
            appearance.end(presenting: false, completed: true)
            presentation.containerStorage?.removeFromSuperview()
            presentation.containerStorage = nil
            presentation.dismissalTransitionDidEnd(true)
            presented.presentationControllerStorage = nil
            presented.presentingStorage = nil
            if let self {
                self.presentedStorage = nil
                self._restoreFocusAfterTransition()
            }
            completion?()
        }

        if animated, let container = presentation.containerStorage,
           let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) {
            let context = ModalTransitionContext(
                containerView: container, from: presented, to: self, presented: presented,
                presentedFrames: (startFrame, .zero), style: presented.modalPresentationStyle, animated: true,
                completion: { completed in
                    finish(completed)
                    animator.animationEnded(completed)
                })
            if let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator) {
                interaction.startInteractiveTransition(
                    InteractiveTransitionContext(base: context, animator: animator, interaction: interaction, coordinator: nil))
            } else {
                animator.animateTransition(using: context)
            }
        } else {
            finish(true)
        }
    }

    /// UIKit: a child's new preferred size is reported to its parent, or to the presentation
    /// controller that presents it.
    func _preferredContentSizeDidChange() {
        if let parent = parentStorage {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if let presentation = presentationControllerStorage {
            presentation.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
}
