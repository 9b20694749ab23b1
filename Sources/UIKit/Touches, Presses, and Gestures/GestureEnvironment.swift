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
    /// Receives trace lines (recognizer transitions and why a recognizer failed).
    var traceHandler: ((String) -> Void)?

    /// `OPENUIKIT_TRACE_GESTURES=1` logs every transition and failure reason.
    private static let traceFromEnvironment = ProcessInfo.processInfo.environment["OPENUIKIT_TRACE_GESTURES"].map { $0 != "0" } ?? false

    init(window: UIWindow) {
        self.window = window
    }

    var isBusy: Bool { deliveryDepth > 0 || isProcessing }

    // MARK: Tracing

    func trace(_ recognizer: UIGestureRecognizer, _ message: @autoclosure () -> String) {
        guard traceHandler != nil || Self.traceFromEnvironment else { return }
        let name = recognizer.name.map { "\"\($0)\" " } ?? ""
        let line = "[gesture] \(type(of: recognizer)) \(name)\(message())"
        if let traceHandler { traceHandler(line) }
        if Self.traceFromEnvironment { FrameworkLog.log(line) }
    }

    // MARK: Joining

    func activate(_ recognizer: UIGestureRecognizer) {
        if recognizer.environment !== self {
            recognizer.environment?.remove(recognizer)
            recognizer.environment = self
        }
        if !active.contains(where: { $0 === recognizer }) {
            active.append(recognizer)
        }
    }

    private func remove(_ recognizer: UIGestureRecognizer) {
        active.removeAll { $0 === recognizer }
        requests.removeAll { $0.0 === recognizer }
    }

    /// The recognizers a new touch is delivered to: the enabled recognizers of the hit view
    /// and its ancestors (nearest first), filtered by `shouldReceive` and the touch type.
    func recognizers(for touch: UITouch, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let v = view {
            for recognizer in v.gestureRecognizerList where recognizer.isEnabled {
                guard !recognizer.stateStorage.isFinished else { continue }
                guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else {
                    trace(recognizer, "ignores touch: type \(touch.type) is not allowed")
                    continue
                }
                if recognizer.requiresExclusiveTouchType, let other = recognizer.trackedTouches.first, other.type != touch.type {
                    continue
                }
                guard recognizer.shouldReceive(event) else { continue }
                if let delegate = recognizer.delegate {
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: event) else { continue }
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: touch) else {
                        trace(recognizer, "does not receive a touch: delegate's gestureRecognizer(_:shouldReceive:) returned false")
                        continue
                    }
                }
                result.append(recognizer)
            }
            view = v.superviewStorage
        }
        return result
    }

    // MARK: Delivery

    /// Delivers the event's changed touches to their recognizers, then processes the
    /// transitions they asked for.
    func deliver(_ event: UIEvent, touches: [UITouch]) {
        deliveryDepth += 1
        var order: [UIGestureRecognizer] = []
        var groups: [ObjectIdentifier: [UITouch]] = [:]
        for touch in touches where touch.touchPhase != .stationary {
            for recognizer in touch.recognizers {
                let id = ObjectIdentifier(recognizer)
                if groups[id] == nil {
                    order.append(recognizer)
                    groups[id] = []
                }
                groups[id]!.append(touch)
            }
        }
        for recognizer in order {
            deliver(groups[ObjectIdentifier(recognizer)] ?? [], to: recognizer, event: event)
        }
        deliveryDepth -= 1
        process()
    }

    private func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        func eligible() -> Bool {
            recognizer.isEnabled && recognizer.viewStorage != nil && !recognizer.stateStorage.isFinished
        }
        guard eligible() else { return }
        activate(recognizer)
        let live = touches.filter { !recognizer.ignoredTouchIDs.contains(ObjectIdentifier($0)) }
        let began = live.filter { $0.touchPhase == .began }
        let moved = live.filter { $0.touchPhase == .moved }
        let ended = live.filter { $0.touchPhase == .ended }
        let cancelled = live.filter { $0.touchPhase == .cancelled }
        if !began.isEmpty {
            for touch in began where !recognizer.trackedTouches.contains(where: { $0 === touch }) {
                recognizer.trackedTouches.append(touch)
                recognizer.sequenceTouchIDs.insert(ObjectIdentifier(touch))
            }
            recognizer.touchesBegan(Set(began), with: event)
        }
        func stillTracking(_ list: [UITouch]) -> [UITouch] {
            list.filter { !recognizer.ignoredTouchIDs.contains(ObjectIdentifier($0)) }
        }
        if !moved.isEmpty, eligible() {
            let list = stillTracking(moved)
            if !list.isEmpty { recognizer.touchesMoved(Set(list), with: event) }
        }
        if !ended.isEmpty, eligible() {
            let list = stillTracking(ended)
            if !list.isEmpty { recognizer.touchesEnded(Set(list), with: event) }
        }
        if !cancelled.isEmpty, eligible() {
            let list = stillTracking(cancelled)
            if !list.isEmpty { recognizer.touchesCancelled(Set(list), with: event) }
        }
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

    /// A recognizer was disabled or removed while taking part: its touches are released.
    func recognizerWasAbandoned(_ recognizer: UIGestureRecognizer) {
        window?.releaseTouches(from: recognizer)
        if !isBusy { scheduleProcessing() }
    }

    private func scheduleProcessing() {
        guard !processingScheduled else { return }
        processingScheduled = true
        FrameworkScheduler.shared.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.processingScheduled = false
            self.process()
            self.window?.deliverHeldTouches()
            self.finishCycle()
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
                requests.removeAll()
                break
            }
            if !requests.isEmpty {
                let (recognizer, state) = requests.removeFirst()
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
            fail(recognizer, reason: "the recognizer failed")
        case (.possible, .began), (.possible, .ended):
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
                recognizer.pendingState = nil
                fail(recognizer, reason: "required \(describe(other)) to fail, but it recognized")
                return
            case .possible:
                if waits(for: recognizer, from: other, visited: []) {
                    FrameworkLog.log("Gesture recognizers \(describe(recognizer)) and \(describe(other)) require each other to fail (a require(toFail:) cycle); ignoring the requirement of the first on the second")
                    continue
                }
                trace(recognizer, "waits for \(describe(other)) to fail")
                return
            case .failed, .cancelled:
                continue
            }
        }
        guard shouldBegin(recognizer) else { return }
        // Exclusivity against recognizers that already recognize.
        for other in competitors(of: recognizer) where other.stateStorage.isInProgress || (other.stateStorage == .ended && other !== recognizer) {
            if recognizeSimultaneously(recognizer, other) { continue }
            if other.canPrevent(recognizer), recognizer.canBePrevented(by: other) {
                recognizer.pendingState = nil
                fail(recognizer, reason: "prevented by \(describe(other)), which already recognized")
                return
            }
        }
        // Prevent the competitors.
        for other in competitors(of: recognizer) {
            if recognizeSimultaneously(recognizer, other) { continue }
            guard recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            switch other.stateStorage {
            case .possible:
                other.pendingState = nil
                fail(other, reason: "prevented by \(describe(recognizer))")
            case .began, .changed:
                trace(other, "cancelled: prevented by \(describe(recognizer))")
                other.applyTransition(to: .cancelled)
            default:
                break
            }
        }
        recognizer.applyTransition(to: target)
        if recognizer.cancelsTouchesInView {
            window?.cancelViewTouches(for: recognizer)
        }
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            recognizer.pendingState = nil
            fail(recognizer, reason: "the delegate's gestureRecognizerShouldBegin(_:) returned false")
            return false
        }
        // UIKit asks the views the gesture's touches are in (a control refuses a superview's
        // single tap that would steal its own tap).
        var asked: [UIView] = []
        let touchViews = recognizer.trackedTouches.compactMap(\.view) + [recognizer.viewStorage].compactMap { $0 }
        for view in touchViews where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) {
                recognizer.pendingState = nil
                fail(recognizer, reason: "\(type(of: view)).gestureRecognizerShouldBegin(_:) returned false")
                return false
            }
        }
        return true
    }

    private func fail(_ recognizer: UIGestureRecognizer, reason: String) {
        guard recognizer.stateStorage == .possible else { return }
        recognizer.pendingState = nil
        recognizer.stateStorage = .failed
        recognizer.didTransition(from: .possible, to: .failed)
        trace(recognizer, "possible → failed (\(reason))")
    }

    /// The recognizers `recognizer` must wait for: its `require(toFail:)` list and the
    /// dynamic requirements from subclasses and delegates, among those taking part.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for weak in recognizer.failureRequirements {
            if let other = weak.recognizer, active.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        for other in active where other !== recognizer && !result.contains(where: { $0 === other }) {
            let required = recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            if required { result.append(other) }
        }
        return result
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
            other !== recognizer && !other.sequenceTouchIDs.isDisjoint(with: recognizer.sequenceTouchIDs)
        }
    }

    private func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func describe(_ recognizer: UIGestureRecognizer) -> String {
        "\(type(of: recognizer))" + (recognizer.name.map { " \"\($0)\"" } ?? "")
    }

    // MARK: End of the event cycle

    /// Resets recognizers that ended, failed or were cancelled; they stop receiving the
    /// touches still down (UIKit: "the runtime ignores all remaining active touches").
    func finishCycle() {
        let finished = active.filter { $0.stateStorage.isFinished }
        guard !finished.isEmpty else { return }
        for recognizer in finished {
            active.removeAll { $0 === recognizer }
            window?.detachRecognizerFromTouches(recognizer)
            recognizer.performReset()
        }
    }

    /// Drops ended touches from the recognizers' tracked touches (keeping their location).
    func touchesDidFinish(_ touches: [UITouch]) {
        for recognizer in active {
            recognizer.rememberLocation()
            recognizer.trackedTouches.removeAll { touch in touches.contains { $0 === touch } }
        }
    }
}
