/// The run count of each tracked pass of one view or view controller. A change reported for an
/// older run is stale (the pass has run again since, with tracking of its own) and is dropped,
/// so several changes before the next pass invalidate it once.
@MainActor
final class ObservationTrackingState {
    private var runs = [Int](repeating: 0, count: TrackedPass.allCases.count)

    init() {}

    /// Starts a run of `pass`: earlier runs' tracking goes stale.
    func beginRun(of pass: TrackedPass) { runs[pass.rawValue] &+= 1 }

    func currentRun(of pass: TrackedPass) -> Int { runs[pass.rawValue] }

    /// Whether a change seen by run `run` of `pass` is current; marks it used (one
    /// invalidation per run).
    func takeChange(of pass: TrackedPass, run: Int) -> Bool {
        guard runs[pass.rawValue] == run else { return false }
        runs[pass.rawValue] &+= 1
        return true
    }
}

/// What runs tracked passes: a view or a view controller.
@MainActor
protocol ObservationTrackingOwner: AnyObject {
    /// The owner's state, made on first use.
    var _observationTrackingState: ObservationTrackingState { get }
    /// The state if the owner has one (nil: no run of it has read an observable property).
    var _existingObservationTrackingState: ObservationTrackingState? { get }
    /// Invalidates `pass` (`setNeedsUpdateProperties()`, `setNeedsLayout()`…).
    func _observedChangeInvalidates(_ pass: TrackedPass)
}
