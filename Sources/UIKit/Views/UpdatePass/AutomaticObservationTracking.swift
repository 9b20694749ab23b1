internal import CMainThread
import Foundation
import Observation

/// UIKit 26's automatic observation tracking: the passes in `TrackedPass` run inside
/// `withObservationTracking`, and a later change to an `@Observable` property they read
/// invalidates the pass (never runs it: the next update cycle does).
///
/// UIKit: on by default from iOS 26; iOS 18 needed the `UIObservationTrackingEnabled`
/// Info.plist key. OpenUIKit implements iOS 26, so it is on unless the main bundle's
/// Info.plist sets that key to false.
@MainActor
enum AutomaticObservationTracking {
    static let isEnabled: Bool = {
        (Bundle.main.object(forInfoDictionaryKey: "UIObservationTrackingEnabled") as? Bool) ?? true
    }()

    /// Runs `body` as run of `pass` by `owner`, tracking the observable properties it reads.
    /// Observation installs its observers after `body` returns, so a pass that writes what
    /// it reads does not invalidate itself (no update loop).
    static func run<Result>(_ pass: TrackedPass, of owner: some ObservationTrackingOwner, _ body: () -> Result) -> Result {
        guard isEnabled else { return body() }
        owner._existingObservationTrackingState?.beginRun(of: pass)
        // The handler is made only when `body` read an observable property.
        return withObservationTracking(body, onChange: changeHandler(pass, of: owner))
    }

    private static func changeHandler(_ pass: TrackedPass, of owner: some ObservationTrackingOwner) -> @Sendable () -> Void {
        let state = owner._observationTrackingState
        let token = ObservedChangeToken(owner: owner, pass: pass, run: state.currentRun(of: pass))
        return { token.changeWillHappen() }
    }
}

/// One tracked run's claim on its owner, handed to Observation (which calls it on the
/// changing thread, before the change). Holds the owner weakly: a change after the view or
/// controller is gone does nothing.
private final class ObservedChangeToken: @unchecked Sendable {
    // Read on the main thread only (`deliver()`).
    private weak var owner: (any ObservationTrackingOwner)?
    private let pass: TrackedPass
    private let run: Int
    private static let reinvalidationDelays: [TimeInterval] = [0.01, 0.1, 1]

    @MainActor
    init(owner: any ObservationTrackingOwner, pass: TrackedPass, run: Int) {
        self.owner = owner
        self.pass = pass
        self.run = run
    }

    func changeWillHappen() {
        // UIKit: invalidations happen on the main actor; a change made on another thread
        // is taken there on the next turn of the main queue.
        if openuikit_is_main_thread() {
            MainActor.assumeIsolated { deliver() }
        } else {
            // Observation calls this before the other thread stores the value, so a pass run
            // at once could read the old one and miss the change for good. The pass is asked
            // for again a turn later and after 10 ms, 100 ms and 1 s of real time, so a thread
            // stalled between announcing and storing (a loaded machine) is still caught.
            // (Observation's did-set form would say when the store is done, but it needs a
            // handler, and a weak reference to the view, made for every tracked pass.)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.deliver() }
                DispatchQueue.main.async { MainActor.assumeIsolated { self.invalidateAgain() } }
                for delay in Self.reinvalidationDelays {
                    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                        MainActor.assumeIsolated { self.invalidateAgain() }
                    }
                }
            }
        }
    }

    @MainActor
    private func invalidateAgain() {
        owner?._observedChangeInvalidates(pass)
    }

    @MainActor
    private func deliver() {
        guard let owner, let state = owner._existingObservationTrackingState,
              state.takeChange(of: pass, run: run) else { return }
        owner._observedChangeInvalidates(pass)
    }
}
