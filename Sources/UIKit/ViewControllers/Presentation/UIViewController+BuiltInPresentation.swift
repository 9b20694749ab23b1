@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

// UIKit's own presentation styles that run through a presentation controller: the sheets
// (`.automatic`, `.pageSheet`, `.formSheet`) and the popover.
extension UIViewController {
    /// The presentation controller `modalPresentationStyle` calls for, made on first use.
    func _presentationControllerMakingIfNeeded() -> UIPresentationController? {
        let style = modalPresentationStyle
        if let existing = presentationControllerStorage {
            // A style changed before the presentation makes a new controller.
            if existing.builtInPresentationActive || existing.containerStorage != nil || style == .custom { return existing }
            switch style {
            case .popover where existing is UIPopoverPresentationController: return existing
            case .automatic, .pageSheet, .formSheet:
                if existing is UISheetPresentationController { return existing }
            case .popover: break
            default:
                if !(existing is UISheetPresentationController) && !(existing is UIPopoverPresentationController) { return existing }
            }
        }
        let made: UIPresentationController
        switch style {
        case .custom: return presentationControllerStorage
        case .popover: made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        case .automatic, .pageSheet, .formSheet: made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        default: made = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        presentationControllerStorage = made
        return made
    }

    /// Whether `controller` is presented through one of UIKit's own presentation controllers.
    func _usesBuiltInPresentation(_ controller: UIViewController) -> Bool {
        guard controller.modalPresentationStyle != .custom, controller.transitioningDelegate == nil else { return false }
        switch controller.modalPresentationStyle {
        case .popover: return true
        // An alert keeps its own presentation (UIKit presents it with a private controller).
        case .automatic: return !(controller is UIAlertController)
        case .pageSheet, .formSheet: return true
        default: return false
        }
    }

    func _presentBuiltIn(_ controller: UIViewController, in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        guard let presentation = controller._presentationControllerMakingIfNeeded() else { return }
        // UIKit: in a horizontally compact environment the delegate chooses the style.
        let traits = window.traitCollection
        var adaptiveStyle = UIModalPresentationStyle.none
        if traits.horizontalSizeClass == .compact {
            adaptiveStyle = presentation.delegateAdaptiveStyle(for: traits) ?? presentation.builtInDefaultAdaptiveStyle(for: traits)
        }
        presentation.willBeginBuiltInPresentation(adaptiveStyle: adaptiveStyle)
        _rememberFocusBeforeTransition(presenting: true)
        presentedStorage = controller
        controller.presentingStorage = self
        controller.beingPresented = true
        presentation.presentingStorage = self

        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        container.layoutIfNeeded()

        // The popover may hand the presentation to its adaptive sheet.
        let active = presentation.builtInActiveController(for: adaptiveStyle)
        active.presentingStorage = self
        active.containerStorage = container
        container.presentationController = active
        active.builtInPresentationActive = true
        presentation.builtInPresentationActive = true

        // UIKit (iOS 15): the delegate configures the adaptive presentation controller (a
        // popover's sheet) before it presents.
        if active !== presentation {
            presentation.delegate?.presentationController(presentation, prepare: active)
        }
        active.builtInPrepare(adaptiveStyle: adaptiveStyle)
        var shown = controller
        if adaptiveStyle != .none,
           let replacement = presentation.delegate?.presentationController(presentation, viewControllerForAdaptivePresentationStyle: adaptiveStyle),
           replacement !== controller {
            presentation.adaptedViewController = replacement
            shown = replacement
        }

        let coordinator = PresentationTransitionCoordinator(
            containerView: container, animated: animated, style: active.presentationStyle,
            duration: active.builtInPresentDuration, from: self, to: controller, fromView: nil, toView: active.builtInShownView)
        transitionCoordinatorStorage = coordinator
        controller.transitionCoordinatorStorage = coordinator
        presentation.delegate?.presentationController(presentation, willPresentWithAdaptiveStyle: adaptiveStyle,
                                                      transitionCoordinator: coordinator)
        active.presentationTransitionWillBegin()
        active.builtInInstall(shown.view, in: container)
        active.applyPresentationTraits()
        active.builtInOffscreenLayout()

        let finish: () -> Void = { [weak self] in
            controller.beingPresented = false
            self?.transitionCoordinatorStorage = nil
            controller.transitionCoordinatorStorage = nil
            active.presentationTransitionDidEnd(true)
            coordinator.finish()
            completion?()
        }
        if animated {
            UIView.animate(withDuration: active.builtInPresentDuration, delay: 0, options: [.curveEaseOut], animations: {
                active.builtInFinalLayout()
                coordinator.runAnimations()
            }, completion: { _ in finish() })
        } else {
            UIView.performWithoutAnimation {
                active.builtInFinalLayout()
                coordinator.runAnimations()
            }
            finish()
        }
    }

    func _dismissBuiltIn(_ presented: UIViewController, presentation active: UIPresentationController,
                         animated: Bool, completion: (() -> Void)?) {
        guard !presented.beingDismissed else {
            FrameworkLog.log("Attempt to dismiss \(type(of: presented)) while its dismissal is in progress; ignored")
            return
        }
        guard let container = active.containerStorage else { return }
        presented.beingDismissed = true
        let coordinator = PresentationTransitionCoordinator(
            containerView: container, animated: animated, style: active.presentationStyle,
            duration: active.builtInDismissDuration, from: presented, to: self, fromView: active.builtInShownView, toView: nil)
        transitionCoordinatorStorage = coordinator
        presented.transitionCoordinatorStorage = coordinator
        active.dismissalTransitionWillBegin()

        let finish: () -> Void = { [weak self] in
            presented.beingDismissed = false
            active.builtInTeardown()
            let shown = (presented.presentationControllerStorage?.adaptedViewController ?? presented)
            shown.viewIfLoaded?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            container.removeFromSuperview()
            active.containerStorage = nil
            active.builtInPresentationActive = false
            presented.presentationControllerStorage?.adaptedViewController = nil
            presented.presentationControllerStorage?.builtInPresentationActive = false
            active.dismissalTransitionDidEnd(true)
            presented.presentingStorage = nil
            presented.transitionCoordinatorStorage = nil
            if let self {
                self.transitionCoordinatorStorage = nil
                self.presentedStorage = nil
                self._restoreFocusAfterTransition()
            }
            coordinator.finish()
            completion?()
        }
        if animated {
            UIView.animate(withDuration: active.builtInDismissDuration, delay: 0, options: [.curveEaseIn], animations: {
                active.builtInOffscreenLayout()
                coordinator.runAnimations()
            }, completion: { _ in finish() })
        } else {
            UIView.performWithoutAnimation {
                active.builtInOffscreenLayout()
                coordinator.runAnimations()
            }
            finish()
        }
    }
}
