@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// The arbitration between a window's gesture recognizers: it delivers touches to them,
/// applies the transitions they ask for — gated by `gestureRecognizerShouldBegin`, failure
/// requirements and exclusivity — sends their actions, cancels or releases the touches held
/// back from views, and resets finished recognizers at the end of each event cycle.
///
/// Exclusivity (UIKit): when a recognizer begins or recognizes, every other recognizer that
/// shares one of its touches and may not recognize simultaneously (neither delegate's
/// `shouldRecognizeSimultaneouslyWith` says yes) is prevented — failed, or cancelled if it
/// had begun — when `canPrevent` × `canBePrevented` allow it.
@MainActor
final class GestureEnvironment {
    weak var window: UIWindow?
    /// Recognizers taking part in the current gestures, in the order they joined.
    private(set) var active: [UIGestureRecognizer] = []
    private var requests: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
    private var deliveryDepth = 0
    private var isProcessing = false
    private var processingScheduled = false
    /// Reused per event: the recognizers of the event's touches, in delivery order.
    private var deliveryScratch: [UIGestureRecognizer] = []
    /// Stamps recognizers collected for the current event (no membership searches).
    private var deliveryEpoch: UInt = 0
    /// Receives trace lines (recognizer transitions and why a recognizer failed).
    var traceHandler: (@MainActor (String) -> Void)?

    /// `OPENUIKIT_TRACE_GESTURES=1` logs every transition and failure reason.
    private static let traceFromEnvironment = ProcessInfo.processInfo.environment["OPENUIKIT_TRACE_GESTURES"].map { $0 != "0" && !$0.isEmpty } ?? false

    init(window: UIWindow) {
        self.window = window
    }

    /// How arbitration acts on view delivery: the window's touch tracker, through its narrow
    /// interface.
    private var routing: (any TouchRoutingControl)? { window?.touchTracker }

    deinit {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            for recognizer in active where recognizer.environment === self {
                recognizer.environment = nil
                recognizer.isInActiveList = false
            }
        }
    }

    var isBusy: Bool { deliveryDepth > 0 || isProcessing }

    // MARK: Tracing

    var isTracing: Bool { traceHandler != nil || Self.traceFromEnvironment }

    func trace(_ recognizer: UIGestureRecognizer, _ message: @autoclosure () -> String) {
        guard isTracing else { return }
        emit("[gesture] \(describe(recognizer)) \(message())")
    }

    func trace(_ message: @autoclosure () -> String) {
        guard isTracing else { return }
        emit("[gesture] \(message())")
    }

    private func emit(_ line: String) {
        if let traceHandler { traceHandler(line) }
        if Self.traceFromEnvironment { FrameworkLog.log(line) }
    }

    // MARK: Joining

    func activate(_ recognizer: UIGestureRecognizer) {
        if recognizer.environment !== self {
            recognizer.environment?.remove(recognizer)
            recognizer.environment = self
        }
        if !recognizer.isInActiveList {
            recognizer.isInActiveList = true
            active.append(recognizer)
        }
    }

    /// The recognizer's view was freed: it takes no further part, and no touch lists it.
    func recognizerLostItsView(_ recognizer: UIGestureRecognizer) {
        routing?.releaseTouches(from: recognizer)
        remove(recognizer)
    }

    private func remove(_ recognizer: UIGestureRecognizer) {
        active.removeAll { $0 === recognizer }
        requests.removeAll { $0.0 === recognizer }
        recognizer.queuedState = nil
        leave(recognizer)
    }

    /// The recognizer is no longer taking part (it was reset, or it ignored every touch).
    private func leave(_ recognizer: UIGestureRecognizer) {
        recognizer.isInActiveList = false
        if recognizer.environment === self { recognizer.environment = nil }
    }

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
                if recognizer.deliveryEpoch != epoch {
                    recognizer.deliveryEpoch = epoch
                    recognizer.deliveryTouchMask = 0
                    order.append(recognizer)
                }
                recognizer.deliveryTouchMask |= bit
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

    private func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        guard isEligible(recognizer) else { return }
        activate(recognizer)
        recognizer.eventModifierFlags = event.eventModifierFlags
        recognizer.eventButtonMask = event.eventButtonMask
        let mask = recognizer.deliveryTouchMask
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

    private func isEligible(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabledStorage && recognizer.viewStorage != nil && !recognizer.stateStorage.isFinished
    }

    /// The touches of `phase` that `recognizer` receives in this event (bit i of `mask`:
    /// touch i; past 64 touches, its list is searched).
    private func touchSet(_ touches: [UITouch], phase: UITouch.Phase, mask: UInt64,
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

    private func scheduleProcessing() {
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

    private func handle(_ recognizer: UIGestureRecognizer, requested state: UIGestureRecognizer.State) {
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
    private func canResolve(_ recognizer: UIGestureRecognizer) -> Bool {
        for other in requirements(of: recognizer) where other.stateStorage == .possible {
            if waits(for: recognizer, from: other, visited: []) { continue }
            return false
        }
        return true
    }

    /// Tries to move a recognizer with a pending transition out of `possible`.
    private func resolve(_ recognizer: UIGestureRecognizer) {
        guard let target = recognizer.pendingState, recognizer.stateStorage == .possible else { return }
        for other in requirements(of: recognizer) {
            switch other.stateStorage {
            case .began, .changed, .ended:
                recognizer.markFailed(reason: "it requires \(describe(other)) to fail, but that recognized")
                return
            case .possible:
                if waits(for: recognizer, from: other, visited: []) {
                    FrameworkLog.log("Gesture recognizers \(describe(recognizer)) and \(describe(other)) require each other to fail (a require(toFail:) cycle); ignoring the requirement of the first on the second")
                    trace(recognizer, "ignores its failure requirement on \(describe(other)): the requirements form a cycle")
                    continue
                }
                trace(recognizer, "recognized, but waits for \(describe(other)) to fail (still possible to everyone else)")
                recognizer.didWaitForFailureRequirements = true
                return
            case .failed, .cancelled:
                continue
            }
        }
        guard shouldBegin(recognizer) else { return }
        // Exclusivity against recognizers that already recognize.
        for other in competitors(of: recognizer) where other.stateStorage.isInProgress || other.stateStorage == .ended {
            if recognizeSimultaneously(recognizer, other) { continue }
            if other.canPrevent(recognizer), recognizer.canBePrevented(by: other) {
                recognizer.markFailed(reason: "prevented by \(describe(other)), which already recognized (canPrevent/canBePrevented true, neither delegate allows simultaneous recognition)")
                return
            }
        }
        // Prevent the competitors.
        for other in competitors(of: recognizer) {
            if recognizeSimultaneously(recognizer, other) { continue }
            guard recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            switch other.stateStorage {
            case .possible:
                other.markFailed(reason: "prevented by \(describe(recognizer)), which recognized first")
            case .began, .changed:
                trace(other, "cancelled: prevented by \(describe(recognizer))")
                other.applyTransition(to: .cancelled)
            default:
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
        }
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            recognizer.markFailed(reason: "the delegate's gestureRecognizerShouldBegin(_:) returned false")
            return false
        }
        // UIKit asks the views the gesture's touches are in, and the recognizer's own view
        // (a control refuses a superview's single tap that would steal its own tap).
        var asked: [UIView] = []
        var candidates = recognizer.sequenceTouches.compactMap(\.view)
        if let own = recognizer.viewStorage { candidates.append(own) }
        for view in candidates where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) {
                recognizer.markFailed(reason: "\(type(of: view)).gestureRecognizerShouldBegin(_:) returned false")
                return false
            }
        }
        return true
    }

    /// The recognizers `recognizer` must wait for: its `require(toFail:)` list and the
    /// dynamic requirements from subclasses and delegates, among those taking part.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for requirement in recognizer.failureRequirements {
            let other = requirement.recognizer
            if other.isInActiveList, other.environment === self, isTakingPart(other) {
                result.append(other)
            }
        }
        for other in active where other !== recognizer && isTakingPart(other) && !result.contains(where: { $0 === other }) {
            let required = recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            if required { result.append(other) }
        }
        return result
    }

    /// A recognizer that ignored every touch it was offered (a hover recognizer, say) is not
    /// part of the gesture, and nobody waits for it.
    private func isTakingPart(_ recognizer: UIGestureRecognizer) -> Bool {
        !recognizer.sequenceTouches.isEmpty || recognizer.stateStorage != .possible
            || recognizer.pendingState != nil || recognizer.queuedState != nil
    }

    /// Whether `from` (transitively) waits for `target` to fail: a requirement cycle.
    private func waits(for target: UIGestureRecognizer, from: UIGestureRecognizer, visited: [ObjectIdentifier]) -> Bool {
        if visited.contains(ObjectIdentifier(from)) { return false }
        for next in requirements(of: from) where next.stateStorage == .possible {
            if next === target { return true }
            if waits(for: target, from: next, visited: visited + [ObjectIdentifier(from)]) { return true }
        }
        return false
    }

    /// Recognizers that received one of the same touches in this gesture.
    private func competitors(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        active.filter { other in
            other !== recognizer && other.sequenceTouches.contains { touch in
                recognizer.sequenceTouches.contains { $0 === touch }
            }
        }
    }

    private func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    func describe(_ recognizer: UIGestureRecognizer) -> String {
        "\(type(of: recognizer))" + (recognizer.name.map { " \"\($0)\"" } ?? "")
    }

    // MARK: End of the event cycle

    /// Resets recognizers that ended, failed or were cancelled; they stop receiving the
    /// touches still down (UIKit: "the runtime ignores all remaining active touches").
    func finishCycle() {
        // A recognizer that ignored all its touches takes no part in arbitration.
        let idle: (UIGestureRecognizer) -> Bool = { recognizer in
            recognizer.stateStorage == .possible && recognizer.sequenceTouches.isEmpty
                && recognizer.pendingState == nil && recognizer.queuedState == nil
        }
        if active.contains(where: idle) {
            for recognizer in active where idle(recognizer) { leave(recognizer) }
            active.removeAll(where: idle)
        }
        guard active.contains(where: { $0.stateStorage.isFinished }) else { return }
        let finished = active.filter { $0.stateStorage.isFinished }
        active.removeAll { $0.stateStorage.isFinished }
        for recognizer in finished {
            requests.removeAll { $0.0 === recognizer }
            routing?.detachRecognizerFromTouches(recognizer)
            leave(recognizer)
            recognizer.performReset()
        }
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
    private func pruneHistory(of recognizer: UIGestureRecognizer) {
        guard recognizer.sequenceTouches.count > 1, recognizer.stateStorage == .possible,
              recognizer.pendingState == nil, recognizer.queuedState == nil,
              let last = recognizer.sequenceTouches.last else { return }
        recognizer.sequenceTouches.removeAll { touch in
            touch !== last && (touch.touchPhase == .ended || touch.touchPhase == .cancelled)
                && (touch.routing.viewHasFinished || !touch.routing.isDeliveredToView)
        }
    }
}
