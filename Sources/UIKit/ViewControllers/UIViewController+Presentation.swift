@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

extension UIViewController {
    /// Presents without animation: the presented view covers the presenter's window.
    func _present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // UIKit: the controller that calls present is not always the one that presents: the
        // presentation context does (see `_presentationContext(for:)`).
        if controller.modalPresentationStyle != .custom {
            let context = _presentationContext(for: controller.modalPresentationStyle)
            if context !== self {
                context._present(controller, animated: animated, completion: completion)
                return
            }
        }
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
        let place = _presentedViewPlace(for: controller.modalPresentationStyle, in: window)
        view.frame = place.frame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // UIKit: a full-screen presentation takes the presenter off screen, so the presenter's
        // viewWillDisappear comes before the presented controller's viewWillAppear, and its
        // viewDidDisappear before the presented one's viewDidAppear.
        let covers = _coversPresenter(controller)
        let appearance = covers
            ? PresentationAppearance(presented: controller, presenting: self, removesPresenter: true, visible: !window.isHidden)
            : nil
        appearance?.begin(presenting: true, animated: animated)
        if let above = place.above {
            place.superview.insertSubview(view, aboveSubview: above)
        } else {
            place.superview.addSubview(view)
        }
        // UIKit (UIModalPresentationStyle): for `.fullScreen` and `.currentContext` "the views
        // belonging to the presenting view controller are removed after the presentation
        // completes" (the "over" styles keep them). This presentation completes at once.
        if covers { _removePresentersView(presenting: controller) }
        appearance?.end(presenting: true, completed: true)
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
            // UIKit: what the presented controller presents in turn goes too, without its own
            // animation and without bringing the controllers in between back on screen.
            presented._dismissPresentationsAbove()
            presented.beingDismissed = true
            // The presented view may be out of the window itself (it presented full screen in
            // turn): the presenter's place tells which window the dismissal shows.
            let window = presented.viewIfLoaded?.window ?? presented.removedPresenterViewStorage?.superview.window
            let appearance = _coversPresenter(presented)
                ? PresentationAppearance(presented: presented, presenting: self, removesPresenter: true,
                                         visible: window.map { !$0.isHidden } ?? false)
                : nil
            appearance?.begin(presenting: false, animated: animated)
            // UIKit: the presenter's view is back under the presented one before the dismissal
            // runs (an animated dismissal uncovers it).
            _restorePresentersView(presenting: presented)
            // An animated alert fades out, then leaves the window and completes; the
            // presentation itself ends at once (it takes no taps while it fades).
            let alert = animated ? presented as? UIAlertController : nil
            let fading = alert?._animateDismissal(completion: completion) ?? false
            if !fading { presented.viewIfLoaded?.removeFromSuperview() }
            appearance?.end(presenting: false, completed: true)
            presented.beingDismissed = false
            presented.presentingStorage = nil
            presentedStorage = nil
            _restoreFocusAfterTransition()
            if !fading, let completion {
                FrameworkScheduler.shared.schedule(after: 0) { completion() }
            }
        } else if let presenting = presentingStorage {
            presenting._dismiss(animated: animated, completion: completion)
        } else if let parent = parentStorage {
            // UIKit: a child dismisses what its container presents, or the container's own
            // presentation (a controller inside a presented navigation controller).
            parent._dismiss(animated: animated, completion: completion)
        } else {
            if let completion {
                FrameworkScheduler.shared.schedule(after: 0) { completion() }
            }
        }
    }

    /// The controller that presents for this one: for the current-context styles the nearest
    /// of it and its ancestors that defines the presentation context; otherwise (and when none
    /// does) the root of its containment hierarchy (the window's root view controller or a
    /// presented controller).
    func _presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var candidate: UIViewController? = self
            while let controller = candidate {
                if controller.definesPresentationContext { return controller }
                candidate = controller.parentStorage
            }
        }
        var root = self
        while let parent = root.parentStorage { root = parent }
        return root
    }

    /// Whether presenting `controller` without a presentation controller takes the presenter's
    /// content off screen (the styles that are not "over" it).
    func _coversPresenter(_ controller: UIViewController) -> Bool {
        switch controller.modalPresentationStyle {
        case .fullScreen, .currentContext: return !(controller is UIAlertController)
        default: return false
        }
    }

    /// Where a presentation without a presentation controller puts the presented view.
    /// UIKit: the current-context styles cover the view of the controller that presents (the
    /// one that defines the presentation context, else the root of its hierarchy), so the
    /// presented view takes that view's frame just above it; the other styles cover the window.
    func _presentedViewPlace(for style: UIModalPresentationStyle, in window: UIWindow)
        -> (superview: UIView, above: UIView?, frame: CGRect) {
        guard style == .currentContext || style == .overCurrentContext,
              let contextView = viewIfLoaded, let superview = contextView.superview else {
            return (window, nil, window.bounds)
        }
        // A window's root view: on top of the window, as the full-screen styles.
        if superview === window { return (window, nil, contextView.frame) }
        return (superview, contextView, contextView.frame)
    }

    /// Takes this controller's view out of the hierarchy for the presentation of `presented`,
    /// remembering where it was.
    func _removePresentersView(presenting presented: UIViewController) {
        guard let view = viewIfLoaded, let superview = view.superview else { return }
        let index = superview.subviews.firstIndex(of: view) ?? superview.subviews.count
        presented.removedPresenterViewStorage = (view, superview, index)
        view.removeFromSuperview()
    }

    /// Puts back the view `_removePresentersView(presenting:)` took out, below the presented
    /// view. A window's root view fills the window again (it may have been resized meanwhile).
    func _restorePresentersView(presenting presented: UIViewController) {
        guard let place = presented.removedPresenterViewStorage else { return }
        presented.removedPresenterViewStorage = nil
        guard place.view.superview == nil else { return }
        place.superview.insertSubview(place.view, at: min(place.index, place.superview.subviews.count))
        if let window = place.superview as? UIWindow, window.rootViewController?.viewIfLoaded === place.view {
            place.view.frame = window.bounds
        }
    }

    /// Takes down the presentations above this controller, top first, leaving this one where it
    /// is: the removed controllers disappear, the ones they covered get no callbacks.
    func _dismissPresentationsAbove() {
        guard let above = presentedStorage else { return }
        above._dismissPresentationsAbove()
        if let presentation = above.presentationControllerStorage,
           presentation.builtInPresentationActive || presentation.containerStorage != nil {
            _dismiss(animated: false, completion: nil)
            return
        }
        above.beingDismissed = true
        // This controller is dismissed next: its view, which `above` took out of the window,
        // stays out (it does not come back on screen).
        above.removedPresenterViewStorage = nil
        let appearance = PresentationAppearance(presented: above, presenting: self, removesPresenter: false,
                                                visible: above.viewIfLoaded?.window.map { !$0.isHidden } ?? false)
        appearance.begin(presenting: false, animated: false)
        above.viewIfLoaded?.removeFromSuperview()
        appearance.end(presenting: false, completed: true)
        above.beingDismissed = false
        above.presentingStorage = nil
        presentedStorage = nil
    }
}
