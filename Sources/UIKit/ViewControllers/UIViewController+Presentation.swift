@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

extension UIViewController {
    /// Presents without animation: the presented view covers the presenter's window.
    func _present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window = viewIfLoaded?.window else {
            FrameworkLog.log("Attempt to present \(type(of: controller)) on \(type(of: self)) whose view is not in the window hierarchy; ignored")
            return
        }
        if let presented = presentedStorage {
            FrameworkLog.log("Attempt to present \(type(of: controller)) on \(type(of: self)) which is already presenting \(type(of: presented)); ignored")
            return
        }
        if _usesBuiltInPresentation(controller) {
            _presentBuiltIn(controller, in: window, animated: animated, completion: completion)
            return
        }
        if _usesPresentationController(controller) {
            _presentWithPresentationController(controller, in: window, animated: animated, completion: completion)
            return
        }
        _rememberFocusBeforeTransition(presenting: true)
        presentedStorage = controller
        controller.presentingStorage = self
        controller.beingPresented = true
        let view = controller.view!
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        if animated, let alert = controller as? UIAlertController {
            alert._animatePresentation {
                controller.beingPresented = false
                completion?()
            }
            return
        }
        controller.beingPresented = false
        if let completion {
            FrameworkScheduler.shared.schedule(after: 0) { completion() }
        }
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        // UIKit: dismissing the presenter dismisses what it presented; a presented controller
        // asks its presenter.
        if let presented = presentedStorage, let presentation = presented.presentationControllerStorage,
           presentation.builtInPresentationActive {
            let active = presentation.adaptiveSheetStorageIfActive ?? presentation
            _dismissBuiltIn(presented, presentation: active, animated: animated, completion: completion)
        } else if let presented = presentedStorage, let presentation = presented.presentationControllerStorage,
                  presentation.containerStorage != nil {
            _dismissWithPresentationController(presented, presentation: presentation, animated: animated, completion: completion)
        } else if let presented = presentedStorage {
            presented.beingDismissed = true
            // An animated alert fades out, then leaves the window and completes; the
            // presentation itself ends at once (it takes no taps while it fades).
            let alert = animated ? presented as? UIAlertController : nil
            let fading = alert?._animateDismissal(completion: completion) ?? false
            if !fading { presented.viewIfLoaded?.removeFromSuperview() }
            presented.beingDismissed = false
            presented.presentingStorage = nil
            presentedStorage = nil
            _restoreFocusAfterTransition()
            if !fading, let completion {
                FrameworkScheduler.shared.schedule(after: 0) { completion() }
            }
        } else if let presenting = presentingStorage {
            presenting._dismiss(animated: animated, completion: completion)
        } else {
            if let completion {
                FrameworkScheduler.shared.schedule(after: 0) { completion() }
            }
        }
    }
}
