@_spi(UIKit) @_spi(Platform) import QuartzCore

/// Focus updates: asking the environments, moving focus, telling them, showing it.
extension UIFocusSystem {
    /// Schedules a programmatic update starting from `environment` on the next run-loop turn.
    func scheduleUpdate(to environment: any UIFocusEnvironment) {
        pendingEnvironment = environment
        guard pendingTimer == nil else { return }
        pendingTimer = FrameworkScheduler.shared.schedule(after: 0) { [weak self] in
            self?.pendingTimer = nil
            self?.updateFocusIfNeeded()
        }
    }

    /// UIKit: an environment's `setNeedsFocusUpdate()` counts only when it contains the
    /// focused item (or the deferred one); with nothing focused any environment may ask.
    func environmentRequestsUpdate(_ environment: any UIFocusEnvironment) {
        let current = focusedItem ?? deferredItem
        if let current, !UIFocusSystem.environment(environment, contains: current) { return }
        scheduleUpdate(to: environment)
    }

    func performProgrammaticUpdate(from environment: any UIFocusEnvironment) {
        let candidates = collectCandidates()
        guard let target = preferredItem(in: environment, candidates: candidates) else { return }
        let deferred: Bool
        switch target.focusItemDeferralMode {
        case .always: deferred = true
        case .never: deferred = false
        case .automatic: deferred = !isUserEngaged
        }
        if deferred {
            // UIKit: focus disappears until the user next uses the keyboard to navigate.
            if focusedItemStorage != nil { _ = moveFocus(to: nil, heading: []) }
            deferredItem = target
        } else {
            deferredItem = nil
            _ = moveFocus(to: target, heading: [])
        }
    }

    /// The item focus goes to when it enters `environment`: the environment itself when it is
    /// a focusable item, else the first preferred environment that yields one, else the first
    /// focusable item inside it in reading order.
    func preferredItem(in environment: any UIFocusEnvironment, candidates: [FocusCandidate]) -> (any UIFocusItem)? {
        var visited: Set<ObjectIdentifier> = []
        return preferredItem(in: environment, candidates: candidates, visited: &visited)
    }

    private func preferredItem(in environment: any UIFocusEnvironment, candidates: [FocusCandidate],
                               visited: inout Set<ObjectIdentifier>) -> (any UIFocusItem)? {
        guard visited.insert(ObjectIdentifier(environment)).inserted else { return nil }
        if let item = environment as? any UIFocusItem, isFocusable(item, among: candidates) { return item }
        if let cell = preferredListCell(in: environment, candidates: candidates) { return cell }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let found = preferredItem(in: preferred, candidates: candidates, visited: &visited) { return found }
        }
        return readingOrder(candidates).first { candidate in
            guard let item = candidate.item else { return false }
            return UIFocusSystem.environment(environment, contains: item)
        }?.item
    }

    /// Where a focus guide sends focus: the first of its preferred environments that yields a
    /// focusable item (UIKit), nil when none does.
    func redirect(_ guide: UIFocusGuide, candidates: [FocusCandidate]) -> (any UIFocusItem)? {
        for environment in guide.preferredEnvironmentsStorage {
            if let item = preferredItem(in: environment, candidates: candidates) { return item }
        }
        return nil
    }

    /// Moves focus to `next` (nil: nothing focused). Returns false when nothing changed or
    /// an environment refused.
    @discardableResult
    func moveFocus(to next: (any UIFocusItem)?, heading: UIFocusHeading) -> Bool {
        let previous = focusedItemStorage
        guard previous !== next, !isUpdating else { return false }
        isUpdating = true
        defer { isUpdating = false }
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        // UIKit: every environment from the two items up to the root is asked, once.
        let environments = affectedEnvironments(previous: previous, next: next)
        for environment in environments where !environment.shouldUpdateFocus(in: context) { return false }
        guard listDelegatesAllow(context, environments: environments) else { return false }

        focusedItemStorage = next
        if let next { deferredItem = nil; rememberInGroup(next) }
        let previousView = previous.flatMap(UIFocusSystem.view(containing:))
        let nextView = next.flatMap(UIFocusSystem.view(containing:))
        (previous as? UIControl)?._setStateFlag(.focused, false)
        (next as? UIControl)?._setStateFlag(.focused, true)
        if previousView !== nextView {
            previousView?.setNeedsDisplay()
            nextView?.setNeedsDisplay()
        }
        if let nextView { scrollToShow(nextView) }
        halo.show(for: next as? UIView)
        synchronizeFirstResponder(previous: previous, next: next)

        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            environment.didUpdateFocus(in: context, with: coordinator)
        }
        listsDidUpdateFocus(context, environments: environments, coordinator: coordinator)
        coordinator.run()
        NotificationCenter.default.post(name: UIFocusSystem.didUpdateNotification, object: self, userInfo: [
            UIFocusSystem.focusUpdateContextUserInfoKey: context,
            UIFocusSystem.animationCoordinatorUserInfoKey: coordinator,
        ])
        return true
    }

    /// The environments from both items up to the root, each once: the previous item's chain
    /// first, then the new ones of the next item's chain.
    func affectedEnvironments(previous: (any UIFocusItem)?, next: (any UIFocusItem)?) -> [any UIFocusEnvironment] {
        var result: [any UIFocusEnvironment] = []
        var seen: Set<ObjectIdentifier> = []
        for start in [previous as (any UIFocusEnvironment)?, next as (any UIFocusEnvironment)?] {
            var current = start
            var steps = 0
            while let environment = current, steps < 10_000 {
                if seen.insert(ObjectIdentifier(environment)).inserted { result.append(environment) }
                current = environment.parentFocusEnvironment
                steps += 1
            }
        }
        return result
    }

    func rememberInGroup(_ item: any UIFocusItem) {
        guard let group = UIFocusSystem.groupIdentifier(of: item) else { return }
        lastFocusedByGroup[group] = WeakFocusItem(item: item)
    }

    /// The named group of an item: the first `focusGroupIdentifier` up its environments.
    static func groupIdentifier(of item: any UIFocusEnvironment) -> String? {
        var current: (any UIFocusEnvironment)? = item
        var steps = 0
        while let environment = current, steps < 10_000 {
            if let view = environment as? UIView {
                if let identifier = view.focusGroupIdentifier ?? CandidateWalk.implicitGroup(of: view) { return identifier }
            } else if let identifier = environment.focusGroupIdentifier {
                return identifier
            }
            current = environment.parentFocusEnvironment
            steps += 1
        }
        return nil
    }

    /// UIKit on iPadOS: a text field or text view that becomes focused becomes first
    /// responder (editing starts); one that loses focus resigns.
    func synchronizeFirstResponder(previous: (any UIFocusItem)?, next: (any UIFocusItem)?) {
        if let responder = next as? UIResponder, responder is UIKeyInput, !responder.isFirstResponder,
           responder.canBecomeFirstResponder {
            _ = responder.becomeFirstResponder()
        }
        if let responder = previous as? UIResponder, responder is UIKeyInput, responder !== next,
           responder.isFirstResponder {
            _ = responder.resignFirstResponder()
        }
    }

    /// The focused item is dropped (without asking) when it left the window, hid, or can no
    /// longer be focused; its state and halo go with it.
    func validateFocusedItem() {
        guard let item = focusedItemStorage, !isUpdating else {
            if focusedItemStorage == nil, halo.layer != nil { halo.remove() }
            return
        }
        if let view = UIFocusSystem.view(containing: item), view.window === window, item.canBecomeFocused,
           view.isVisibleForFocus {
            return
        }
        focusedItemStorage = nil
        (item as? UIControl)?._setStateFlag(.focused, false)
        halo.remove()
    }

    /// Checks the focused item on the next run-loop turn; when it can no longer be focused
    /// while the user navigates with the keyboard, focus goes to the window's preferred item
    /// (UIKit resets focus when the focused view goes away).
    func scheduleValidation() {
        guard focusedItemStorage != nil, validationTimer == nil else { return }
        validationTimer = FrameworkScheduler.shared.schedule(after: 0) { [weak self] in
            guard let self else { return }
            validationTimer = nil
            guard focusedItemStorage != nil else { return }
            validateFocusedItem()
            guard focusedItemStorage == nil, isUserEngaged else { return }
            let candidates = collectCandidates()
            if let item = preferredItem(in: window, candidates: candidates) { moveFocus(to: item, heading: []) }
        }
    }

    /// The first responder changed (a tap in a text field, code): once the keyboard has
    /// driven focus in this window, a focusable first responder becomes the focused item.
    func firstResponderDidChange(to responder: UIResponder?) {
        guard !isUpdating, isUserEngaged, let item = responder as? UIView, item.window === window,
              focusedItemStorage !== item, item.canBecomeFocused else { return }
        moveFocus(to: item, heading: [])
    }

    /// UIKit: a scroll view scrolls to show the item that becomes focused inside it.
    func scrollToShow(_ view: UIView) {
        var current = view.superview
        while let ancestor = current {
            if let scrollView = ancestor as? UIScrollView, scrollView.isScrollEnabled {
                scrollView.scrollRectToVisible(scrollView.convert(view.bounds, from: view), animated: false)
                scrollView.layoutIfNeeded()
                return
            }
            current = ancestor.superview
        }
    }
}
