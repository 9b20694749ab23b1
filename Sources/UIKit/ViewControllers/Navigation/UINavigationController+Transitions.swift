import Foundation

extension UINavigationController {
    /// Replaces the stack and shows its new top: containment (UIKit: `willMove(toParent:)`
    /// as a controller joins or leaves, `didMove(toParent:)` when the transition ends), the
    /// bar's items, then the transition.
    func changeStack(to newStack: [UIViewController], animated: Bool) {
        finishActiveTransition()
        let oldStack = stack
        let oldTop = oldStack.last
        let newTop = newStack.last
        let added = newStack.filter { controller in !oldStack.contains { $0 === controller } }
        let removed = oldStack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added {
            // A controller taken from another container leaves that container's list first.
            if let other = controller.parentStorage as? UINavigationController, other !== self {
                other.forget(controller)
            } else if let tabs = controller.parentStorage as? UITabBarController {
                tabs.forget(controller)
            }
            addChild(controller)
        }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        // The children are the stack, in its order.
        childList = newStack + childList.filter { child in !newStack.contains { $0 === child } && !removed.contains { $0 === child } }
            + removed
        let operation: Operation
        if oldTop === newTop || newTop == nil {
            operation = .none
        } else if let newTop, oldStack.contains(where: { $0 === newTop }) {
            operation = .pop
        } else {
            operation = .push
        }
        let visible = isViewLoaded && appearState == .appeared && viewStorage?.window != nil
        navigationBarStorage.replaceItems(newStack.map(\.navigationItem), animated: animated && visible && operation != .none)
        toolbarStorage.setItems(newTop?.toolbarItems, animated: false)
        let transition = NavigationTransition(
            from: oldTop === newTop ? nil : oldTop, to: oldTop === newTop ? nil : newTop, operation: operation,
            previousStack: oldStack, added: added, removed: removed, visible: visible,
            animated: animated && visible && oldTop != nil && newTop != nil && operation != .none)
        run(transition)
    }

    /// Runs the push's or pop's coordinator completions; nil afterwards.
    func finishTransitionCoordinator(cancelled: Bool) {
        guard let coordinator = transitionCoordinatorStorage, coordinator.presentationStyle == .none else { return }
        transitionCoordinatorStorage = nil
        coordinator.cancelled = cancelled
        coordinator.finish()
    }

    /// Shows `controller`'s view without a transition (the view is loading).
    func showWithoutTransition(_ controller: UIViewController) {
        if controller.view.superview !== transitionView { transitionView.addSubview(controller.view) }
        viewStorage?.setNeedsLayout()
    }

    func run(_ transition: NavigationTransition) {
        guard isViewLoaded else {
            // Not on screen and no view yet: only containment.
            finish(transition)
            return
        }
        let from = transition.from, to = transition.to
        if let to { to.loadViewIfNeeded() }
        // UIKit: an animated push or pop has a transition coordinator from the appearance
        // callbacks until it ends (see UIViewController+SheetPresentation.swift).
        if transition.animated, let from, let to {
            transitionCoordinatorStorage = PresentationTransitionCoordinator(
                containerView: transitionView, animated: true, style: .none, duration: Self.transitionDuration,
                from: from, to: to, fromView: from.viewIfLoaded, toView: to.viewIfLoaded)
        }
        if transition.visible {
            from?.appearanceManagedByContainer = true
            to?.appearanceManagedByContainer = true
            if transition.operation == .pop { from?.movingFromParent = true }
            if transition.operation == .push { to?.movingToParent = true }
            // UIKit: the leaving controller's viewWillDisappear, then the new one's viewWillAppear.
            from?.beginAppearanceTransitionIfNeeded(appearing: false, animated: transition.animated)
            to?.beginAppearanceTransitionIfNeeded(appearing: true, animated: transition.animated)
        }
        if let to { delegate?.navigationController(self, willShow: to, animated: transition.animated) }
        activeTransition = transition
        viewStorage?.layoutIfNeeded()
        updateChildSafeArea(to)
        if transition.animated, let from, let to,
           let animator = delegate?.navigationController(self, animationControllerFor: transition.operation, from: from, to: to) {
            transition.animator = animator
            let context = NavigationTransitionContext(
                containerView: transitionView, from: from, to: to, fromInitialFrame: from.view.frame,
                toFinalFrame: contentFrame(for: to)) { [weak self, weak transition] completed in
                    guard let self, let transition else { return }
                    if completed { self.finish(transition) } else { self.cancel(transition) }
                }
            // UIKit: with an interaction controller the transition is its to start and drive.
            if let interaction = delegate?.navigationController(self, interactionControllerFor: animator) {
                let interactive = InteractiveTransitionContext(base: context, animator: animator, interaction: interaction,
                                                               coordinator: transitionCoordinatorStorage)
                interaction.startInteractiveTransition(interactive)
                interactive.runAlongsideAnimations()
                return
            }
            transitionCoordinatorStorage?.runAnimations()
            animator.animateTransition(using: context)
            return
        }
        guard let to else {
            from?.viewIfLoaded?.removeFromSuperview()
            finish(transition)
            return
        }
        let toView = to.view!
        if toView.superview !== transitionView {
            if transition.operation == .pop, let fromView = from?.viewIfLoaded, fromView.superview === transitionView {
                transitionView.insertSubview(toView, belowSubview: fromView)
            } else {
                transitionView.addSubview(toView)
            }
        }
        let toFrame = contentFrame(for: to)
        guard transition.animated, let from, let fromView = from.viewIfLoaded else {
            toView.frame = toFrame
            finish(transition)
            return
        }
        // UIKit's slide: a pushed view comes in from the trailing edge over the old one, which
        // moves a third of the way out; a pop reverses it.
        let width = transitionView.bounds.width
        let direction: CGFloat = viewStorage?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let fromFrame = fromView.frame
        let push = transition.operation == .push
        toView.frame = toFrame.offsetBy(dx: direction * (push ? width : -width * Self.parallaxFraction), dy: 0)
        if !push { transitionView.bringSubviewToFront(fromView) }
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            toView.frame = toFrame
            fromView.frame = fromFrame.offsetBy(dx: direction * (push ? -width * Self.parallaxFraction : width), dy: 0)
            self.transitionCoordinatorStorage?.runAnimations()
        }, completion: { [weak self, weak transition] _ in
            guard let self, let transition else { return }
            self.finish(transition)
        })
    }

    /// Ends `transition`: the old view leaves, the did… callbacks (UIKit: the leaving
    /// controller's viewDidDisappear, then the new one's viewDidAppear), containment, and the
    /// delegate's `didShow`.
    func finish(_ transition: NavigationTransition) {
        guard !transition.finished else { return }
        transition.finished = true
        if activeTransition === transition { activeTransition = nil }
        finishTransitionCoordinator(cancelled: false)
        let from = transition.from, to = transition.to
        if let fromView = from?.viewIfLoaded, fromView.superview === transitionView, from !== to {
            fromView.removeFromSuperview()
            fromView.frame = contentFrame(for: from!)
        }
        if transition.visible {
            from?.endAppearanceTransitionIfNeeded(appearing: false, animated: transition.animated)
            to?.endAppearanceTransitionIfNeeded(appearing: true, animated: transition.animated)
        }
        from?.appearanceManagedByContainer = false
        to?.appearanceManagedByContainer = false
        from?.movingFromParent = false
        to?.movingToParent = false
        for controller in transition.added where controller.parentStorage === self {
            controller.didMove(toParent: self)
        }
        for controller in transition.removed where controller.parentStorage === self {
            controller.viewIfLoaded.map { if $0.superview === transitionView { $0.removeFromSuperview() } }
            controller.removeFromParent()
        }
        if let to { delegate?.navigationController(self, didShow: to, animated: transition.animated) }
        transition.animator?.animationEnded(true)
        updateScrollEdgeState()
        viewStorage?.setNeedsLayout()
        // A tab bar controller above hides or shows its bar for the new top.
        tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Undoes `transition` (a custom animator's `completeTransition(false)`, an edge swipe let
    /// go early): UIKit's order is the new controller's viewWillDisappear and viewDidDisappear,
    /// then the old one's viewWillAppear and viewDidAppear.
    func cancel(_ transition: NavigationTransition) {
        guard !transition.finished else { return }
        transition.finished = true
        transition.cancelled = true
        if activeTransition === transition { activeTransition = nil }
        finishTransitionCoordinator(cancelled: true)
        let from = transition.from, to = transition.to
        to?.viewIfLoaded?.removeFromSuperview()
        if let from, let fromView = from.viewIfLoaded {
            if fromView.superview !== transitionView { transitionView.addSubview(fromView) }
            fromView.frame = contentFrame(for: from)
        }
        if transition.visible {
            to?.beginAppearanceTransitionIfNeeded(appearing: false, animated: transition.animated)
            to?.endAppearanceTransitionIfNeeded(appearing: false, animated: transition.animated)
            from?.beginAppearanceTransitionIfNeeded(appearing: true, animated: transition.animated)
            from?.endAppearanceTransitionIfNeeded(appearing: true, animated: transition.animated)
        }
        from?.appearanceManagedByContainer = false
        to?.appearanceManagedByContainer = false
        from?.movingFromParent = false
        to?.movingToParent = false
        if stack.map(ObjectIdentifier.init) != transition.previousStack.map(ObjectIdentifier.init) {
            // Back to the old stack: the added controllers leave, the removed ones stay.
            for controller in transition.added where controller.parentStorage === self {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            stack = transition.previousStack
            childList = stack + childList.filter { child in !stack.contains { $0 === child } && !transition.added.contains { $0 === child } }
            navigationBarStorage.replaceItems(stack.map(\.navigationItem), animated: false)
            toolbarStorage.setItems(stack.last?.toolbarItems, animated: false)
        }
        transition.animator?.animationEnded(false)
        updateScrollEdgeState()
        viewStorage?.setNeedsLayout()
    }

    /// Completes a running transition at once (another one is starting).
    func finishActiveTransition() {
        if let pop = interactivePop {
            interactivePop = nil
            pop.endAlongside(completed: false)
            cancel(pop.transition)
        }
        guard let transition = activeTransition else { return }
        if let toView = transition.to?.viewIfLoaded, let to = transition.to { toView.frame = contentFrame(for: to) }
        finish(transition)
    }

    /// Drops `controller` from the stack without a transition (it is moving elsewhere).
    func forget(_ controller: UIViewController) {
        guard stack.contains(where: { $0 === controller }) else { return }
        stack.removeAll { $0 === controller }
        controller.viewIfLoaded.map { if $0.superview === transitionView { $0.removeFromSuperview() } }
        navigationBarStorage.replaceItems(stack.map(\.navigationItem), animated: false)
        if let top = stack.last, isViewLoaded { showWithoutTransition(top) }
    }
}
