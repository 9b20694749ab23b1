@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// Arbitration: the transitions recognizers ask for, applied in order and gated by the rows
/// of `GestureArbitration` (should-begin, failure requirements, exclusivity).
extension GestureEnvironment {
    // MARK: Transitions

    /// A recognizer asked for a transition (from its touch methods, a timer or code).
    func recognizer(_ recognizer: UIGestureRecognizer, requested state: UIGestureRecognizer.State) {
        activate(recognizer)
        requests.append((recognizer, state))
        if isBusy { return }
        // Outside event delivery (a timer): process once the current callback returns.
        scheduleProcessing()
    }

    /// A recognizer failed (at once): the recognizers waiting for it are re-evaluated.
    func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        if !isBusy { scheduleProcessing() }
    }

    /// A recognizer was disabled or removed while taking part: its touches are released.
    func recognizerWasAbandoned(_ recognizer: UIGestureRecognizer) {
        requests.removeAll { $0.0 === recognizer }
        recognizer.queuedState = nil
        routing?.releaseTouches(from: recognizer)
        if !isBusy { scheduleProcessing() }
    }

    func scheduleProcessing() {
        guard !processingScheduled else { return }
        processingScheduled = true
        // A strong capture (no weak reference, no side table); the timer fires at once.
        FrameworkScheduler.shared.schedule(after: 0) { [self] in
            processingScheduled = false
            process()
            routing?.deliverHeldTouches()
            finishCycle()
        }
    }

    /// Applies queued requests and re-evaluates waiting recognizers until nothing changes.
    func process() {
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        var steps = 0
        while true {
            steps += 1
            if steps > 10_000 {
                FrameworkLog.log("Gesture arbitration did not settle (recognizers keep changing state); stopping this cycle")
                for (recognizer, _) in requests { recognizer.queuedState = nil }
                requests.removeAll()
                break
            }
            if !requests.isEmpty {
                let (recognizer, state) = requests.removeFirst()
                recognizer.queuedState = requests.last(where: { $0.0 === recognizer })?.1
                handle(recognizer, requested: state)
                continue
            }
            // A recognizer waiting for others may now be able to go on.
            if let waiting = active.first(where: { $0.pendingState != nil && $0.stateStorage == .possible && canResolve($0) }) {
                resolve(waiting)
                continue
            }
            break
        }
    }

    func handle(_ recognizer: UIGestureRecognizer, requested state: UIGestureRecognizer.State) {
        let current = recognizer.stateStorage
        guard !current.isFinished else { return }
        switch (current, state) {
        case (.possible, .failed):
            recognizer.markFailed(reason: "the recognizer failed")
        case (.possible, .began), (.possible, .ended):
            if recognizer.pendingState == .ended, state == .began { return }
            recognizer.pendingState = state
            resolve(recognizer)
        case (.began, _), (.changed, _):
            recognizer.applyTransition(to: state)
        default:
            break
        }
    }

    /// Whether a waiting recognizer's failure requirements are settled (each failed, or one
    /// recognized, which fails the waiting one).
    func canResolve(_ recognizer: UIGestureRecognizer) -> Bool {
        for other in requirements(of: recognizer) where other.stateStorage == .possible {
            if waits(for: recognizer, from: other, visited: []) { continue }
            return false
        }
        return true
    }

    /// Tries to move a recognizer with a pending transition out of `possible`: its failure
    /// requirements (rows R1–R4), should-begin (S1, S2), exclusivity against recognizers that
    /// already recognized (E5), then it prevents its competitors (E1–E4, P1–P3).
    func resolve(_ recognizer: UIGestureRecognizer) {
        guard let target = recognizer.pendingState, recognizer.stateStorage == .possible else { return }
        for other in requirements(of: recognizer) {
            switch GestureArbitration.requirement(onRequiredIn: other.stateStorage) {
            case .fail:
                recognizer.markFailed(reason: "it requires \(describe(other)) to fail, but that recognized")
                return
            case .wait:
                if waits(for: recognizer, from: other, visited: []) {
                    // R4: a cycle would never resolve.
                    FrameworkLog.log("Gesture recognizers \(describe(recognizer)) and \(describe(other)) require each other to fail (a require(toFail:) cycle); ignoring the requirement of the first on the second")
                    trace(recognizer, "ignores its failure requirement on \(describe(other)): the requirements form a cycle")
                    continue
                }
                trace(recognizer, "recognized, but waits for \(describe(other)) to fail (still possible to everyone else)")
                recognizer.didWaitForFailureRequirements = true
                return
            case .satisfied:
                continue
            }
        }
        if let refusal = GestureArbitration.refusal(toBegin: recognizer) {
            recognizer.markFailed(reason: refusal)
            return
        }
        // E5: exclusivity against recognizers that already recognize.
        for other in competitors(of: recognizer) where other.stateStorage.isInProgress || other.stateStorage == .ended {
            if GestureArbitration.exclusivity(of: other, over: recognizer) == .prevents {
                recognizer.markFailed(reason: "prevented by \(describe(other)), which already recognized (canPrevent/canBePrevented true, neither delegate allows simultaneous recognition)")
                return
            }
        }
        // E1–E4: prevent the competitors.
        for other in competitors(of: recognizer) {
            guard GestureArbitration.exclusivity(of: recognizer, over: other) == .prevents else { continue }
            switch GestureArbitration.prevention(in: other.stateStorage) {
            case .fail:
                other.markFailed(reason: "prevented by \(describe(recognizer)), which recognized first")
            case .cancel:
                trace(other, "cancelled: prevented by \(describe(recognizer))")
                other.applyTransition(to: .cancelled)
            case .none:
                break
            }
        }
        if target == .ended, recognizer.pendingBeganBeforeEnded {
            // A continuous gesture that finished while it waited: began, then ended.
            recognizer.pendingBeganBeforeEnded = false
            recognizer.applyTransition(to: .began)
            if recognizer.stateStorage == .began { recognizer.applyTransition(to: .ended) }
        } else {
            recognizer.applyTransition(to: target)
        }
        if recognizer.cancelsTouchesInView, recognizer.stateStorage != .cancelled {
            routing?.cancelViewTouches(for: recognizer)
            cancelResponderPresses(for: recognizer)
        }
    }

    /// The recognizers `recognizer` must wait for: its `require(toFail:)` list and the
    /// dynamic requirements from subclasses and delegates, among those taking part.
    func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for requirement in recognizer.failureRequirements {
            let other = requirement.recognizer
            if other.participation.isInActiveList, other.environment === self, GestureArbitration.isTakingPart(other) {
                result.append(other)
            }
        }
        for other in active where other !== recognizer && GestureArbitration.isTakingPart(other)
            && !result.contains(where: { $0 === other }) {
            if GestureArbitration.requiresDynamically(recognizer, toFail: other) { result.append(other) }
        }
        return result
    }

    /// Whether `from` (transitively) waits for `target` to fail: a requirement cycle.
    func waits(for target: UIGestureRecognizer, from: UIGestureRecognizer, visited: [ObjectIdentifier]) -> Bool {
        if visited.contains(ObjectIdentifier(from)) { return false }
        for next in requirements(of: from) where next.stateStorage == .possible {
            if next === target { return true }
            if waits(for: target, from: next, visited: visited + [ObjectIdentifier(from)]) { return true }
        }
        return false
    }

    /// Recognizers that received one of the same touches in this gesture.
    func competitors(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        active.filter { other in
            other !== recognizer && other.sequenceTouches.contains { touch in
                recognizer.sequenceTouches.contains { $0 === touch }
            }
        }
    }
}
