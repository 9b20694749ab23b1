@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

extension UIGestureRecognizer {
    /// Validates a transition requested by the subclass (or by code) and hands it to the
    /// environment, which applies it, gated by delegates, failure requirements and
    /// exclusivity.
    ///
    /// `failed` applies at once (a subclass that sets `state = .failed` reads it back
    /// immediately, and no arbitration can stop a failure); `began` and `recognized` are
    /// arbitrated after the event was delivered to every recognizer, and their actions are
    /// sent then — as UIKit sends them after the event's delivery to recognizers.
    func requestTransition(to new: State, reason: @autoclosure () -> String? = nil) {
        let current = stateStorage
        if current == .possible, let pending = pendingState {
            requestWhileWaiting(pending: pending, new: new, reason: reason())
            return
        }
        // A transition asked for earlier in this event and not yet arbitrated counts as the
        // current state (a pan that begins and lifts in the same frame begins, then ends).
        let effective = queuedState ?? current
        if new == effective, new != .changed {
            // Setting the same state again (possible or a terminal state) is harmless.
            return
        }
        guard Self.isValidTransition(from: effective, to: new) else {
            FrameworkLog.log("\(self): illegal state transition from \(effective) to \(new); ignored (UIKit allows possible → began/recognized/failed, began/changed → changed/ended/cancelled)")
            environment?.trace(self, "illegal transition \(effective) → \(new) ignored")
            return
        }
        if new == .failed {
            markFailed(reason: reason() ?? "the recognizer set its state to failed")
            return
        }
        if let environment {
            queuedState = new
            environment.recognizer(self, requested: new)
        } else {
            // Not taking part in touch delivery (driven from code, for example): the
            // transition applies at once and the recognizer resets after the run-loop turn.
            applyTransition(to: new)
            scheduleDetachedResetIfFinished()
        }
    }

    /// A recognizer waiting for failure requirements is `possible` to the outside but has
    /// already recognized (or begun) internally; what it asks for meanwhile updates its wait.
    private func requestWhileWaiting(pending: State, new: State, reason: @autoclosure () -> String?) {
        switch (pending, new) {
        case (_, .possible), (.began, .began), (.began, .changed), (.ended, .ended):
            // A continuous gesture keeps changing while it waits; nothing to decide yet.
            return
        case (.began, .ended):
            pendingBeganBeforeEnded = true
            environment?.recognizer(self, requested: .ended)
        case (_, .failed), (.began, .cancelled):
            markFailed(reason: reason() ?? "the recognizer gave up while waiting for failure requirements")
        default:
            FrameworkLog.log("\(self): illegal state transition to \(new) while waiting to become \(pending); ignored")
            environment?.trace(self, "illegal transition to \(new) while waiting ignored")
        }
    }

    static func isValidTransition(from: State, to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed):
            return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled):
            return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return true
        default:
            return false
        }
    }

    /// possible → failed, now. Recognizers waiting for this one are re-evaluated when the
    /// environment processes the event (or on the next turn, from a timer).
    func markFailed(reason: @autoclosure () -> String) {
        guard stateStorage == .possible else { return }
        pendingState = nil
        queuedState = nil
        pendingBeganBeforeEnded = false
        stateStorage = .failed
        environment?.trace(self, "possible → failed (\(reason()))")
        didTransition(from: .possible, to: .failed)
        if let environment {
            environment.recognizerDidFail(self)
        } else {
            scheduleDetachedResetIfFinished()
        }
    }

    /// Sets the state and sends actions when the new state has them.
    func applyTransition(to new: State) {
        let old = stateStorage
        stateStorage = new
        pendingState = nil
        rememberLocation()
        environment?.trace(self, "\(old) → \(new)")
        didTransition(from: old, to: new)
        switch new {
        case .began, .changed, .ended, .cancelled:
            isSendingActions = true
            sendActions()
            isSendingActions = false
            if let reason = abandonAfterActions {
                abandonAfterActions = nil
                abandonGesture(reason: reason)
            }
        case .possible, .failed:
            break
        }
    }

    /// Returns the recognizer to `possible` and forgets the gesture's touches.
    func performReset() {
        stateStorage = .possible
        pendingState = nil
        queuedState = nil
        pendingBeganBeforeEnded = false
        didWaitForFailureRequirements = false
        trackedTouches.removeAll()
        // UIKit: a reset recognizer gets no more of the presses still down.
        for press in trackedPresses { press.recognizers.removeAll { $0 === self } }
        trackedPresses.removeAll()
        sequenceTouches.removeAll()
        prepareForReset()
        reset()
    }

    private func scheduleDetachedResetIfFinished() {
        guard stateStorage.isFinished else { return }
        // A strong capture (no weak reference, no side table); the timer fires at once.
        FrameworkScheduler.shared.schedule(after: 0) { [self] in
            guard environment == nil, stateStorage.isFinished else { return }
            performReset()
        }
    }

    func setEnabled(_ enabled: Bool) {
        guard enabled != isEnabledStorage else { return }
        isEnabledStorage = enabled
        if !enabled { abandonGesture(reason: "disabled") }
    }

    /// Cancels a gesture in progress (fails it when it has not begun) and forgets its touches.
    /// From inside one of the recognizer's own actions, this waits until that transition's
    /// actions have all been sent (the other targets still see the state they were sent for).
    func abandonGesture(reason: String) {
        if isSendingActions {
            abandonAfterActions = reason
            return
        }
        switch stateStorage {
        case .began, .changed:
            environment?.trace(self, "cancelled: \(reason)")
            applyTransition(to: .cancelled)
        case .possible where !sequenceTouches.isEmpty || !trackedPresses.isEmpty || pendingState != nil || queuedState != nil:
            markFailed(reason: reason)
        default:
            break
        }
        if let environment {
            environment.recognizerWasAbandoned(self)
        } else if stateStorage.isFinished {
            performReset()
        }
    }

    /// The recognizer's view was freed mid-gesture: it leaves its environment and lets go of
    /// its touches (which would otherwise keep it, and it them, alive).
    func viewWasFreed() {
        environment?.recognizerLostItsView(self)
        trackedTouches.removeAll()
        sequenceTouches.removeAll()
    }

    func _ignore(_ touch: UITouch) {
        trackedTouches.removeAll { $0 === touch }
        sequenceTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
        environment?.trace(self, "ignores a touch (ignore(_:for:))")
    }

    func _require(toFail other: UIGestureRecognizer) {
        guard other !== self else {
            FrameworkLog.log("\(self): require(toFail:) with itself would never resolve; ignored")
            return
        }
        if failureRequirements.contains(where: { $0.recognizer === other }) { return }
        failureRequirements.append(UnownedGestureRecognizer(recognizer: other))
        other.failureDependents.append(UnownedGestureRecognizer(recognizer: self))
    }
}

extension UIGestureRecognizer.State {
    /// ended, cancelled or failed: the recognizer resets at the end of the event cycle.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// began or changed (a continuous gesture in progress).
    var isInProgress: Bool { self == .began || self == .changed }
}
