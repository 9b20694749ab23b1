@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

extension UIGestureRecognizer {
    /// Validates a transition requested by the subclass (or by code) and hands it to the
    /// environment, which applies it, gated by delegates, failure requirements and
    /// exclusivity.
    func requestTransition(to new: State) {
        let current = stateStorage
        if new == current, new != .began, new != .changed {
            // Setting the same terminal or possible state again is harmless.
            if new == .possible { pendingState = nil }
            return
        }
        if current == .possible, pendingState != nil, new == .failed {
            pendingState = nil
        }
        guard Self.isValidTransition(from: current, to: new) else {
            FrameworkLog.log("\(self): illegal state transition from \(current) to \(new); ignored (UIKit allows possible → began/recognized/failed, began/changed → changed/ended/cancelled)")
            environment?.trace(self, "illegal transition \(current) → \(new) ignored")
            return
        }
        if let environment {
            environment.recognizer(self, requested: new)
        } else {
            // Not taking part in touch delivery (for example driven from code in a test):
            // the transition applies at once and the recognizer resets after the run-loop turn.
            applyTransition(to: new)
            if new.isFinished {
                FrameworkScheduler.shared.schedule(after: 0) { [weak self] in
                    guard let self, self.environment == nil, self.stateStorage.isFinished else { return }
                    self.performReset()
                }
            }
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

    /// Sets the state and sends actions when the new state has them.
    func applyTransition(to new: State) {
        let old = stateStorage
        isApplyingTransition = true
        stateStorage = new
        isApplyingTransition = false
        pendingState = nil
        rememberLocation()
        environment?.trace(self, "\(old) → \(new)")
        didTransition(from: old, to: new)
        switch new {
        case .began, .changed, .ended, .cancelled:
            sendActions()
        case .possible, .failed:
            break
        }
    }

    /// Returns the recognizer to `possible` and forgets the gesture's touches.
    func performReset() {
        stateStorage = .possible
        pendingState = nil
        trackedTouches.removeAll()
        trackedPresses.removeAll()
        sequenceTouchIDs.removeAll()
        ignoredTouchIDs.removeAll()
        reset()
    }

    func setEnabled(_ enabled: Bool) {
        guard enabled != isEnabledStorage else { return }
        isEnabledStorage = enabled
        if !enabled { abandonGesture(reason: "disabled") }
    }

    /// Cancels a gesture in progress (fails it when it has not begun) and forgets its touches.
    func abandonGesture(reason: String) {
        switch stateStorage {
        case .began, .changed:
            applyTransition(to: .cancelled)
        case .possible where !trackedTouches.isEmpty || pendingState != nil:
            environment?.trace(self, "failed: \(reason)")
            stateStorage = .failed
        default:
            break
        }
        if let environment {
            environment.recognizerWasAbandoned(self)
        } else if stateStorage.isFinished {
            performReset()
        }
    }

    func _ignore(_ touch: UITouch) {
        ignoredTouchIDs.insert(ObjectIdentifier(touch))
        trackedTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
    }

    func _require(toFail other: UIGestureRecognizer) {
        guard other !== self else {
            FrameworkLog.log("\(self): require(toFail:) with itself would never resolve; ignored")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        if failureRequirements.contains(where: { $0.recognizer === other }) { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }
}

extension UIGestureRecognizer.State {
    /// ended, cancelled or failed: the recognizer resets at the end of the event cycle.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// began or changed (a continuous gesture in progress).
    var isInProgress: Bool { self == .began || self == .changed }
}
