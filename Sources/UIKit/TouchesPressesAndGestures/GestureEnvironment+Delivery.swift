@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Joining and delivery: which recognizers a new touch goes to, and each event's touches to
/// those recognizers, phase by phase; ended touches leave the recognizers' tracked touches.
extension GestureEnvironment {
    /// The recognizers a new touch is delivered to: the enabled recognizers of the hit view
    /// and its ancestors (nearest first), filtered by `shouldReceive` and the touch type.
    func recognizers(for touch: UITouch, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let v = view {
            for recognizer in v.gestureRecognizerList where recognizer.isEnabled {
                guard !recognizer.stateStorage.isFinished else { continue }
                guard touch.type.rawValue < UInt.bitWidth, recognizer.allowedTouchTypeMask & (1 << UInt(touch.type.rawValue)) != 0 else {
                    trace(recognizer, "does not receive a touch: its type (\(touch.type)) is not in allowedTouchTypes")
                    continue
                }
                if recognizer.requiresExclusiveTouchType, let other = recognizer.trackedTouches.first, other.type != touch.type {
                    trace(recognizer, "does not receive a touch: requiresExclusiveTouchType and it tracks a touch of another type")
                    continue
                }
                guard recognizer.shouldReceive(event) else {
                    trace(recognizer, "does not receive a touch: shouldReceive(_:) returned false for the event")
                    continue
                }
                if let delegate = recognizer.delegate {
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: event) else {
                        trace(recognizer, "does not receive a touch: the delegate's gestureRecognizer(_:shouldReceive:) returned false for the event")
                        continue
                    }
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: touch) else {
                        trace(recognizer, "does not receive a touch: the delegate's gestureRecognizer(_:shouldReceive:) returned false for the touch")
                        continue
                    }
                }
                result.append(recognizer)
            }
            view = v.superviewStorage
        }
        if isTracing {
            let names = result.map { describe($0) }.joined(separator: ", ")
            trace("touch began in \(touch.view.map { "\(type(of: $0))" } ?? "nil"); recognizers: [\(names)]")
        }
        return result
    }

    // MARK: Delivery

    /// Delivers the event's changed touches to their recognizers, then processes the
    /// transitions they asked for.
    func deliver(_ event: UIEvent, touches: [UITouch]) {
        // The common case — no recognizer on the hit path — costs one pass over the touches.
        guard touches.contains(where: { !$0.recognizers.isEmpty }) || !requests.isEmpty else { return }
        deliveryDepth += 1
        // Reuse the scratch buffer unless this is a nested delivery (an action that injects
        // touches): then a local buffer keeps the outer iteration intact.
        var order = deliveryDepth == 1 ? deliveryScratch : []
        deliveryScratch = []
        order.removeAll(keepingCapacity: true)
        deliveryEpoch &+= 1
        let epoch = deliveryEpoch
        // Each recognizer once, in the order of the touches' lists (nearest view first), with
        // a bit per touch it receives.
        for (index, touch) in touches.enumerated() where touch.touchPhase != .stationary {
            let bit: UInt64 = index < 64 ? 1 << UInt64(index) : 0
            for recognizer in touch.recognizers {
                if recognizer.participation.deliveryEpoch != epoch {
                    recognizer.participation.deliveryEpoch = epoch
                    recognizer.participation.deliveryTouchMask = 0
                    order.append(recognizer)
                }
                recognizer.participation.deliveryTouchMask |= bit
            }
        }
        for recognizer in order {
            deliver(touches, to: recognizer, event: event)
        }
        order.removeAll(keepingCapacity: true)
        if deliveryDepth == 1 { deliveryScratch = order }
        deliveryDepth -= 1
        process()
    }

    func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        guard isEligible(recognizer) else { return }
        activate(recognizer)
        recognizer.eventModifierFlags = event.eventModifierFlags
        recognizer.eventButtonMask = event.eventButtonMask
        let mask = recognizer.participation.deliveryTouchMask
        if let began = touchSet(touches, phase: .began, mask: mask, for: recognizer) {
            for touch in began where !recognizer.trackedTouches.contains(where: { $0 === touch }) {
                recognizer.trackedTouches.append(touch)
                if !recognizer.sequenceTouches.contains(where: { $0 === touch }) {
                    recognizer.sequenceTouches.append(touch)
                }
            }
            recognizer.touchesBegan(began, with: event)
        }
        // Each phase re-checks eligibility: the recognizer may have failed or been removed
        // by the previous call (UIKit: a finished recognizer gets no more touches).
        guard isEligible(recognizer) else { return }
        if let moved = touchSet(touches, phase: .moved, mask: mask, for: recognizer) {
            recognizer.touchesMoved(moved, with: event)
        }
        guard isEligible(recognizer) else { return }
        if let ended = touchSet(touches, phase: .ended, mask: mask, for: recognizer) {
            recognizer.touchesEnded(ended, with: event)
        }
        guard isEligible(recognizer) else { return }
        if let cancelled = touchSet(touches, phase: .cancelled, mask: mask, for: recognizer) {
            recognizer.touchesCancelled(cancelled, with: event)
        }
    }

    func isEligible(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabledStorage && recognizer.viewStorage != nil && !recognizer.stateStorage.isFinished
    }

    /// The touches of `phase` that `recognizer` receives in this event (bit i of `mask`:
    /// touch i; past 64 touches, its list is searched).
    func touchSet(_ touches: [UITouch], phase: UITouch.Phase, mask: UInt64,
                          for recognizer: UIGestureRecognizer) -> Set<UITouch>? {
        var result: Set<UITouch>?
        for (index, touch) in touches.enumerated() where touch.touchPhase == phase {
            let receives = index < 64 ? mask & (1 << UInt64(index)) != 0 : touch.recognizers.contains { $0 === recognizer }
            guard receives else { continue }
            if result == nil { result = Set(minimumCapacity: touches.count) }
            result!.insert(touch)
        }
        return result
    }

    /// Drops ended and cancelled touches from the recognizers' tracked touches (keeping their
    /// location for `location(in:)`).
    func touchesDidFinish(in touches: [UITouch]) {
        guard !active.isEmpty, touches.contains(where: { $0.touchPhase == .ended || $0.touchPhase == .cancelled }) else { return }
        for recognizer in active where !recognizer.trackedTouches.isEmpty {
            recognizer.rememberLocation()
            recognizer.trackedTouches.removeAll { $0.touchPhase == .ended || $0.touchPhase == .cancelled }
            if recognizer.trackedTouches.isEmpty { pruneHistory(of: recognizer) }
        }
    }

    /// A recognizer that stays possible across sequences (a custom one that never fails)
    /// would otherwise keep every touch it ever saw: keep the touches a view may still be
    /// told about, and the last one (it is still taking part).
    func pruneHistory(of recognizer: UIGestureRecognizer) {
        guard recognizer.sequenceTouches.count > 1, recognizer.stateStorage == .possible,
              recognizer.pendingState == nil, recognizer.queuedState == nil,
              let last = recognizer.sequenceTouches.last else { return }
        recognizer.sequenceTouches.removeAll { touch in
            touch !== last && (touch.touchPhase == .ended || touch.touchPhase == .cancelled)
                && (touch.routing.viewHasFinished || !touch.routing.isDeliveredToView)
        }
    }
}
