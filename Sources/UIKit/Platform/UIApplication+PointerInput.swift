@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// How pointer input that is not a touch enters UIKit: hover reaches the
/// `UIHoverGestureRecognizer`s of the views under the pointer, scrolling drives the nearest
/// `UIPanGestureRecognizer` whose `allowedScrollTypesMask` accepts it. Neither reaches the
/// views' touch methods (UIKit delivers them as `.hover` and `.scroll` events to gesture
/// recognizers only).
extension UIApplication {
    /// OpenUIKit: a wheel reports no end of scrolling, so a scroll gesture ends when no
    /// scroll arrives for this long.
    static let scrollEndDelay: TimeInterval = 0.1

    /// Delivers pointer input for `window`. Non-finite locations or deltas are dropped with
    /// a log line.
    @_spi(Platform)
    public func dispatchPointer(_ input: PlatformPointer, in window: UIWindow, timestamp: TimeInterval) {
        inputRecorder.record(pointer: input, in: window, timestamp: timestamp)
        guard !isIgnoringInteractionEvents else { return }
        switch input {
        case .hover(let location):
            guard location.x.isFinite, location.y.isFinite else {
                return FrameworkLog.log("Hover at a non-finite location \(location); dropped")
            }
            hover(at: location, in: window, timestamp: timestamp)
        case .exit:
            hover(at: nil, in: window, timestamp: timestamp)
        case .scroll(let delta, let location, let continuous):
            guard delta.dx.isFinite, delta.dy.isFinite, location.x.isFinite, location.y.isFinite else {
                return FrameworkLog.log("Scroll by \(delta) at \(location): non-finite value; dropped")
            }
            scroll(by: delta, at: location, continuous: continuous, in: window, timestamp: timestamp)
        }
    }

    // MARK: Hover

    /// UIKit: a hover recognizer begins when the pointer enters its view, changes as the
    /// pointer moves over it, and ends when the pointer leaves it.
    private func hover(at location: CGPoint?, in window: UIWindow, timestamp: TimeInterval) {
        let state = window.touchTracker.pointer
        let event = UIEvent(type: .hover, timestamp: timestamp)
        var under: [UIHoverGestureRecognizer] = []
        var styled: UIView?
        if let location, let hit = window.hitTest(location, with: event) {
            // UIKit: the nearest view with an enabled hover style shows its effect.
            var candidate: UIView? = hit
            while let v = candidate, styled == nil {
                if v.extras?.hoverStyle?.isEnabled == true { styled = v }
                candidate = v.superviewStorage
            }
            var view: UIView? = hit
            while let v = view {
                for case let recognizer as UIHoverGestureRecognizer in v.gestureRecognizerList where recognizer.isEnabled {
                    if recognizer.shouldReceive(event), recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true {
                        under.append(recognizer)
                    }
                }
                view = v.superviewStorage
            }
        }
        if styled !== state.hoverStyledView {
            state.hoverStyledView?.showHoverHighlight(false)
            styled?.showHoverHighlight(true)
            state.hoverStyledView = styled
        }
        let previous = state.hovering
        state.hovering = []
        for recognizer in previous where !under.contains(where: { $0 === recognizer }) {
            guard recognizer.stateStorage.isInProgress else { continue }
            recognizer.pointerMoved(to: location ?? state.lastHoverLocation ?? .zero, in: window)
            recognizer.requestTransition(to: .ended)
        }
        if let location {
            for recognizer in under {
                recognizer.pointerMoved(to: location, in: window)
                if recognizer.stateStorage.isInProgress, previous.contains(where: { $0 === recognizer }) {
                    recognizer.requestTransition(to: .changed)
                } else {
                    if recognizer.stateStorage.isFinished { recognizer.performReset() }
                    guard recognizer.stateStorage == .possible, pointerGestureShouldBegin(recognizer) else { continue }
                    recognizer.requestTransition(to: .began)
                }
                // An action may have disabled or removed it.
                if recognizer.stateStorage.isInProgress { state.hovering.append(recognizer) }
            }
        }
        state.lastHoverLocation = location
    }

    // MARK: Scrolling

    private func scroll(by delta: CGVector, at location: CGPoint, continuous: Bool, in window: UIWindow, timestamp: TimeInterval) {
        let state = window.touchTracker.pointer
        if let pan = state.scrolling, pan.stateStorage.isInProgress, pan.isScrolling, pan.viewStorage?.window === window {
            pan.scroll(by: delta, at: location, timestamp: timestamp)
            pan.requestTransition(to: .changed)
        } else {
            state.scrolling = nil
            let event = UIEvent(type: .scroll, timestamp: timestamp)
            let type: UIScrollTypeMask = continuous ? .continuous : .discrete
            guard let pan = scrollRecognizer(at: location, type: type, event: event, in: window) else { return }
            if pan.stateStorage.isFinished { pan.performReset() }
            pan.beginScrolling(at: location, in: window, timestamp: timestamp)
            pan.scroll(by: delta, at: location, timestamp: timestamp)
            pan.requestTransition(to: .began)
            guard pan.stateStorage.isInProgress else { return }
            state.scrolling = pan
        }
        state.scrollEndTimer?.invalidate()
        state.scrollEndTimer = FrameworkScheduler.shared.schedule(after: Self.scrollEndDelay) { [weak window] in
            guard let state = window?.touchTracker.pointer, let pan = state.scrolling else { return }
            state.scrolling = nil
            state.scrollEndTimer = nil
            if pan.stateStorage.isInProgress, pan.isScrolling { pan.requestTransition(to: .ended) }
        }
    }

    /// The nearest pan recognizer (from the view under the pointer up) that accepts this
    /// kind of scrolling and is not busy with touches.
    private func scrollRecognizer(at location: CGPoint, type: UIScrollTypeMask, event: UIEvent, in window: UIWindow) -> UIPanGestureRecognizer? {
        var view = window.hitTest(location, with: event)
        while let v = view {
            for case let pan as UIPanGestureRecognizer in v.gestureRecognizerList
            where pan.isEnabled && pan.allowedScrollTypesMask.contains(type) && pan.environment == nil && !pan.stateStorage.isInProgress {
                guard pan.shouldReceive(event), pan.delegate?.gestureRecognizer(pan, shouldReceive: event) ?? true else { continue }
                if pointerGestureShouldBegin(pan) { return pan }
            }
            view = v.superviewStorage
        }
        return nil
    }

    /// The delegate and the recognizer's view may veto a pointer gesture, as for touches.
    private func pointerGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        if let view = recognizer.viewStorage, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        return true
    }
}
