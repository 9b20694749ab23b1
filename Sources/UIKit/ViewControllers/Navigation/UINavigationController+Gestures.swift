import Foundation

extension UINavigationController {
    func makeEdgePopRecognizer() -> UIScreenEdgePanGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        popGestureDelegate.navigationController = self
        recognizer.delegate = popGestureDelegate
        recognizer.addAction { [weak self] recognizer in
            guard let self, let recognizer = recognizer as? UIScreenEdgePanGestureRecognizer else { return }
            self.handleEdgePop(recognizer)
        }
        return recognizer
    }

    func makeBarHideOnTapRecognizer() -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.cancelsTouchesInView = false
        recognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended, self.hidesBarsOnTap, let view = self.viewStorage else { return }
            // Taps on the bars themselves are theirs.
            let point = recognizer.location(in: view)
            if self.navigationBarShown, self.navigationBarStorage.frame.contains(point) { return }
            if self.toolbarShown, self.toolbarStorage.frame.contains(point) { return }
            let hide = !self.navigationBarHiddenStorage
            self.setNavigationBarHidden(hide, animated: true)
            if !self.toolbarHiddenStorage || self.toolbarWasHiddenByBarHiding {
                self.toolbarWasHiddenByBarHiding = hide
                self.setToolbarHidden(hide, animated: true)
            }
        }
        return recognizer
    }

    func makeBarHideOnSwipeRecognizer() -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.cancelsTouchesInView = false
        recognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended, self.hidesBarsOnSwipe, let view = self.viewStorage,
                  let pan = recognizer as? UIPanGestureRecognizer else { return }
            let translation = pan.translation(in: view)
            guard abs(translation.y) > abs(translation.x), abs(translation.y) >= 10 else { return }
            // UIKit: swiping up (content moving up) hides the bars, swiping down shows them.
            let hide = translation.y < 0
            self.setNavigationBarHidden(hide, animated: true)
            if !self.toolbarHiddenStorage || self.toolbarWasHiddenByBarHiding {
                self.toolbarWasHiddenByBarHiding = hide
                self.setToolbarHidden(hide, animated: true)
            }
        }
        return recognizer
    }

    /// The edge swipe: the top view follows the finger, the one below slides in from its
    /// parallax offset; let go past half the width (or flung toward the trailing edge) it
    /// pops, else it goes back.
    func handleEdgePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = viewStorage else { return }
        let direction: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let width = max(1, transitionView.bounds.width)
        switch recognizer.state {
        case .began:
            guard interactivePop == nil, activeTransition == nil, stack.count > 1, appearState == .appeared else { return }
            let from = stack[stack.count - 1], to = stack[stack.count - 2]
            let transition = NavigationTransition(from: from, to: to, operation: .pop, previousStack: stack, added: [],
                                                  removed: [from], visible: true, animated: true)
            let pop = InteractivePopState(transition: transition)
            interactivePop = pop
            to.loadViewIfNeeded()
            // UIKit: an interactive transition coordinator from the appearance callbacks on.
            let coordinator = PresentationTransitionCoordinator(
                containerView: transitionView, animated: true, style: .none, duration: Self.transitionDuration,
                from: from, to: to, fromView: from.viewIfLoaded, toView: to.viewIfLoaded)
            coordinator.beginInteraction(interactive: true, completionSpeed: 1, completionCurve: .easeOut)
            transitionCoordinatorStorage = coordinator
            from.appearanceManagedByContainer = true
            to.appearanceManagedByContainer = true
            from.movingFromParent = true
            from.beginAppearanceTransitionIfNeeded(appearing: false, animated: true)
            to.beginAppearanceTransitionIfNeeded(appearing: true, animated: true)
            delegate?.navigationController(self, willShow: to, animated: true)
            let toView = to.view!
            if let fromView = from.viewIfLoaded, fromView.superview === transitionView {
                transitionView.insertSubview(toView, belowSubview: fromView)
            } else {
                transitionView.addSubview(toView)
            }
            toView.frame = contentFrame(for: to).offsetBy(dx: -direction * width * Self.parallaxFraction, dy: 0)
            updateChildSafeArea(to)
            // The alongside animations follow the finger (UIKit drives them with the swipe).
            let alongside = UIViewPropertyAnimator(duration: Self.transitionDuration, curve: .linear) {
                coordinator.runAnimations()
            }
            pop.alongside = alongside
            coordinator.alongsideAnimator = alongside
            alongside.fractionComplete = 0
        case .changed:
            guard let pop = interactivePop else { return }
            let translation = recognizer.translation(in: view).x * direction
            pop.progress = min(1, max(0, translation / width))
            transitionCoordinatorStorage?.percentStorage = pop.progress
            pop.alongside?.fractionComplete = pop.progress
            placeInteractiveViews(pop, direction: direction, width: width)
        case .ended, .cancelled, .failed:
            guard let pop = interactivePop else { return }
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: view).x * direction : -1
            let translation = recognizer.translation(in: view).x * direction
            pop.progress = min(1, max(0, translation / width))
            // Ours: UIKit's threshold is not documented; past half the width, or a flick
            // toward the trailing edge, completes.
            let completes = recognizer.state == .ended && (velocity > 500 || (pop.progress > 0.5 && velocity > -500))
            let remaining = completes ? 1 - pop.progress : pop.progress
            let duration = max(0.05, Self.transitionDuration * Double(remaining))
            // UIKit: the coordinator's interaction handlers hear the release.
            transitionCoordinatorStorage?.percentStorage = pop.progress
            transitionCoordinatorStorage?.interactionChanged(interactive: false, cancelled: !completes)
            if let alongside = pop.alongside {
                if !completes { alongside.isReversed = true }
                alongside.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(duration / Self.transitionDuration))
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                pop.progress = completes ? 1 : 0
                self.placeInteractiveViews(pop, direction: direction, width: width)
            }, completion: { [weak self] _ in
                guard let self, self.interactivePop === pop else { return }
                self.interactivePop = nil
                pop.endAlongside(completed: completes)
                if completes { self.commitInteractivePop(pop.transition) } else { self.cancel(pop.transition) }
            })
        default:
            break
        }
    }

    private func placeInteractiveViews(_ pop: InteractivePopState, direction: CGFloat, width: CGFloat) {
        guard let from = pop.transition.from, let to = pop.transition.to else { return }
        from.viewIfLoaded?.frame = contentFrame(for: from).offsetBy(dx: direction * width * pop.progress, dy: 0)
        to.viewIfLoaded?.frame = contentFrame(for: to).offsetBy(dx: -direction * width * Self.parallaxFraction * (1 - pop.progress), dy: 0)
    }

    /// The swipe went through: the top controller leaves the stack as in a pop.
    private func commitInteractivePop(_ transition: NavigationTransition) {
        guard let from = transition.from else { return }
        stack.removeAll { $0 === from }
        from.willMove(toParent: nil)
        navigationBarStorage.replaceItems(stack.map(\.navigationItem), animated: false)
        toolbarStorage.setItems(stack.last?.toolbarItems, animated: false)
        finish(transition)
    }
}
