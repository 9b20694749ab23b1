internal import CMainThread
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
    var active: [UIGestureRecognizer] = []
    var requests: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
    var deliveryDepth = 0
    var isProcessing = false
    var processingScheduled = false
    /// Reused per event: the recognizers of the event's touches, in delivery order.
    var deliveryScratch: [UIGestureRecognizer] = []
    /// Stamps recognizers collected for the current event (no membership searches).
    var deliveryEpoch: UInt = 0
    /// Receives trace lines (recognizer transitions and why a recognizer failed).
    var traceHandler: (@MainActor (String) -> Void)?

    /// `OPENUIKIT_TRACE_GESTURES=1` logs every transition and failure reason.
    static let traceFromEnvironment = ProcessInfo.processInfo.environment["OPENUIKIT_TRACE_GESTURES"].map { $0 != "0" && !$0.isEmpty } ?? false

    init(window: UIWindow) {
        self.window = window
    }

    /// How arbitration acts on view delivery: the window's touch tracker, through its narrow
    /// interface.
    var routing: (any TouchRoutingControl)? { window?.touchTracker }

    deinit {
        guard openuikit_is_main_thread() else { return }
        MainActor.assumeIsolated {
            for recognizer in active where recognizer.environment === self {
                recognizer.environment = nil
                recognizer.participation.isInActiveList = false
            }
        }
    }

    var isBusy: Bool { deliveryDepth > 0 || isProcessing }

    // MARK: Joining

    func activate(_ recognizer: UIGestureRecognizer) {
        if recognizer.environment !== self {
            recognizer.environment?.remove(recognizer)
            recognizer.environment = self
        }
        if !recognizer.participation.isInActiveList {
            recognizer.participation.isInActiveList = true
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
        recognizer.participation.isInActiveList = false
        if recognizer.environment === self { recognizer.environment = nil }
    }

    // MARK: End of the event cycle

    /// Resets recognizers that ended, failed or were cancelled; they stop receiving the
    /// touches still down (UIKit: "the runtime ignores all remaining active touches").
    func finishCycle() {
        // A recognizer that ignored all its touches takes no part in arbitration.
        let idle: (UIGestureRecognizer) -> Bool = { recognizer in
            recognizer.stateStorage == .possible && recognizer.sequenceTouches.isEmpty && recognizer.trackedPresses.isEmpty
                && recognizer.pendingState == nil && recognizer.queuedState == nil
        }
        if active.contains(where: idle) {
            for recognizer in active where idle(recognizer) { leave(recognizer) }
            active.removeAll(where: idle)
        }
        defer { assertConsistency() }
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

    // MARK: Invariants

    /// Debug builds check that the active list and the recognizers' own records agree: each
    /// listed recognizer is listed once, knows it is listed, and names this environment; no
    /// queued request is for a finished recognizer's reset-to-be.
    func assertConsistency() {
        assert(Set(active.map(ObjectIdentifier.init)).count == active.count, "a recognizer is in the active list once")
        assert(active.allSatisfy { $0.participation.isInActiveList && $0.environment === self },
               "an active recognizer is flagged as active and names its environment")
        assert(active.allSatisfy { r in r.trackedTouches.allSatisfy { t in r.sequenceTouches.contains { $0 === t } } },
               "a recognizer's tracked touches are among the touches of its gesture")
        assert(requests.allSatisfy { request in active.contains { $0 === request.0 } },
               "transition requests are only queued for active recognizers")
    }
}
