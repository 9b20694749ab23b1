@_spi(Platform) import QuartzCore

/// Routing touches to the views they began in, after the recognizers had them: delivered,
/// held back while a recognizer may still recognize, or cancelled when one recognized.
///
/// Invariant: a view sees `touchesBegan` for a touch before any other phase of it, and then
/// exactly one `touchesEnded` or `touchesCancelled`; a touch it never saw begin reaches it in
/// no other phase.
extension WindowTouchTracker: TouchRoutingControl {
    /// Routes the event's touches (and the held ones) to their views, one call per view and
    /// phase.
    func deliverToViews(_ touches: [UITouch], with event: UIEvent) {
        var batches = ViewTouchBatches(capacity: touches.count + heldTouches.count)
        for touch in touches {
            route(touch, changedNow: touch.touchPhase != .stationary, into: &batches)
        }
        routeHeldTouches(into: &batches)
        batches.send(with: event)
    }

    /// Re-evaluates touches held back from views (after recognizers changed state outside a
    /// platform event, for example when a double-tap window expires).
    func deliverHeldTouches() {
        guard !heldTouches.isEmpty else { return }
        var batches = ViewTouchBatches(capacity: heldTouches.count)
        routeHeldTouches(into: &batches)
        guard !batches.isEmpty else { return }
        event.touchList = order + heldTouches.filter { held in !order.contains { $0 === held } }
        batches.send(with: event)
    }

    // MARK: One touch

    private func route(_ touch: UITouch, changedNow: Bool, into batches: inout ViewTouchBatches) {
        guard let view = touch.routing.view else { return }
        if touch.routing.pendingViewCancel {
            touch.routing.pendingViewCancel = false
            batches.add(touch, to: view, phase: .cancelled)
            removeHeld(touch)
            return
        }
        guard touch.routing.isDeliveredToView, !touch.routing.viewHasFinished else {
            removeHeld(touch)
            return
        }
        var justReleased = false
        if !touch.routing.viewHasSeenBegan {
            if touch.touchPhase == .began { decideViewDelivery(for: touch, view: view) }
            guard touch.routing.isDeliveredToView else { return }
            if delaysBegan(touch) {
                hold(touch)
                return
            }
            guard enclosingScrollViewsAccept(touch, in: view) else {
                touch.routing.isDeliveredToView = false
                removeHeld(touch)
                return
            }
            batches.add(touch, to: view, phase: .began)
            touch.routing.viewHasSeenBegan = true
            justReleased = touch.touchPhase != .began
        }
        switch touch.touchPhase {
        case .moved:
            if changedNow || justReleased { batches.add(touch, to: view, phase: .moved) }
            removeHeld(touch)
        case .ended:
            if delaysEnded(touch) {
                hold(touch)
            } else {
                batches.add(touch, to: view, phase: .ended)
                touch.routing.viewHasFinished = true
                removeHeld(touch)
            }
        case .cancelled:
            batches.add(touch, to: view, phase: .cancelled)
            touch.routing.viewHasFinished = true
            removeHeld(touch)
        default:
            removeHeld(touch)
        }
    }

    private func routeHeldTouches(into batches: inout ViewTouchBatches) {
        guard !heldTouches.isEmpty else { return }
        for touch in heldTouches {
            route(touch, changedNow: false, into: &batches)
        }
    }

    /// UIKit: a view with `isMultipleTouchEnabled == false` receives only its first touch; an
    /// exclusive-touch view receives no touch while other views track touches, and blocks
    /// other views while it tracks one.
    private func decideViewDelivery(for touch: UITouch, view: UIView) {
        let others = order.filter { other in
            other !== touch && other.routing.isDeliveredToView && !other.routing.viewHasFinished
                && other.touchPhase != .ended && other.touchPhase != .cancelled
        }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.routing.view === view }) {
            touch.routing.isDeliveredToView = false
        } else if view.isExclusiveTouch, others.contains(where: { $0.routing.view !== view }) {
            touch.routing.isDeliveredToView = false
        } else if others.contains(where: { $0.routing.view !== view && $0.routing.view?.isExclusiveTouch == true }) {
            touch.routing.isDeliveredToView = false
        }
    }

    /// UIKit: a scroll view is asked `touchesShouldBegin(_:with:in:)` before a touch reaches a
    /// view in its content (after `delaysContentTouches` held it back); false keeps it from the
    /// view. The scroll views are those whose pan receives the touch.
    private func enclosingScrollViewsAccept(_ touch: UITouch, in view: UIView) -> Bool {
        for recognizer in touch.recognizers where recognizer is ScrollViewPanGestureRecognizer {
            guard let scrollView = recognizer.view as? UIScrollView, scrollView !== view else { continue }
            if !scrollView.touchesShouldBegin([touch], with: event, in: view) { return false }
        }
        return true
    }

    /// Recognizers of the window hold a touch back from its view only while the view is in
    /// the window: a view removed mid-gesture gets its touches' phases directly (nothing in
    /// the window may claim them any more, and nothing is held for a view that is gone).
    private func delaysBegan(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesBegan && $0.isEnabled && $0.stateStorage == .possible }
            && touch.routing.view?.window === window
    }

    private func delaysEnded(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && $0.isEnabled && $0.stateStorage == .possible }
            && touch.routing.view?.window === window
    }

    /// A subtree left the window: touches held back for views in it are re-evaluated once the
    /// current call returns (not from inside `removeFromSuperview`).
    func subtreeDidLeaveWindow(_ root: UIView) {
        guard heldTouches.contains(where: { $0.routing.view?.isDescendant(of: root) == true }) else { return }
        FrameworkScheduler.shared.schedule(after: 0) { [weak window] in
            window?.touchTracker.deliverHeldTouches()
        }
    }

    private func hold(_ touch: UITouch) {
        guard !touch.routing.isHeld else { return }
        touch.routing.isHeld = true
        heldTouches.append(touch)
    }

    private func removeHeld(_ touch: UITouch) {
        guard touch.routing.isHeld else { return }
        touch.routing.isHeld = false
        if let index = heldTouches.firstIndex(where: { $0 === touch }) { heldTouches.remove(at: index) }
        releaseViewIfDone(touch)
    }

    /// Once a touch has ended or been cancelled and nothing of it is held back, the tracker
    /// stops keeping its view alive.
    func releaseViewIfDone(_ touch: UITouch) {
        guard !touch.routing.isHeld, touch.touchPhase == .ended || touch.touchPhase == .cancelled else { return }
        touch.routing.view = nil
    }

    // MARK: TouchRoutingControl

    /// A recognizer with `cancelsTouchesInView` recognized: the view gets `touchesCancelled`
    /// for the gesture's touches it has seen begin, and no more of them; touches it never saw
    /// (held at began) are dropped silently.
    func cancelViewTouches(for recognizer: UIGestureRecognizer) {
        // Every touch the recognizer received in this gesture, except those it ignored
        // (UIKit: "ignored touches won't be cancelled on the view").
        for touch in recognizer.sequenceTouches where touch.routing.isDeliveredToView && !touch.routing.viewHasFinished {
            touch.routing.isDeliveredToView = false
            if touch.routing.viewHasSeenBegan {
                touch.routing.viewHasFinished = true
                touch.routing.pendingViewCancel = true
                hold(touch)
            } else {
                removeHeld(touch)
                releaseViewIfDone(touch)
            }
        }
    }

    /// The recognizer reset or left: it no longer receives (or delays) these touches.
    func detachRecognizerFromTouches(_ recognizer: UIGestureRecognizer) {
        // Only the touches the recognizer received can list it (ignored ones already left).
        for touch in recognizer.sequenceTouches {
            touch.recognizers.removeAll { $0 === recognizer }
        }
    }

    /// A recognizer was disabled or removed: no touch lists it any more (including a touch
    /// that began but had not reached it yet).
    func releaseTouches(from recognizer: UIGestureRecognizer) {
        detachRecognizerFromTouches(recognizer)
        for touch in order {
            touch.recognizers.removeAll { $0 === recognizer }
        }
        for touch in heldTouches {
            touch.recognizers.removeAll { $0 === recognizer }
        }
    }
}
