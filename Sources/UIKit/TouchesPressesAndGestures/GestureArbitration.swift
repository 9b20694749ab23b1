/// Gesture arbitration as a table: every rule the gesture environment applies when
/// recognizers compete for the same touches, one row each, with the UIKit fact it encodes.
/// `GestureEnvironment+Arbitration` asks these rows and nothing else; each row has a test in
/// `GestureArbitrationTableTests`.
///
/// | Row | Situation                                                        | Outcome                          |
/// |-----|------------------------------------------------------------------|----------------------------------|
/// | S1  | delegate's `gestureRecognizerShouldBegin` is false               | the recognizer fails             |
/// | S2  | a view of its touches, or its own view, says no (`UIView.gestureRecognizerShouldBegin`) | fails |
/// | E1  | either delegate allows simultaneous recognition                  | both recognize                   |
/// | E2  | winner's `canPrevent(other)` is false                            | other is left alone              |
/// | E3  | other's `canBePrevented(by: winner)` is false                    | other is left alone              |
/// | E4  | neither E1–E3                                                    | other is prevented               |
/// | E5  | a recognizer recognizes after one that already recognized       | E1–E4 with the earlier as winner |
/// | P1  | prevented while `possible`                                       | fails (no action)                |
/// | P2  | prevented while `began` / `changed`                              | cancelled (action with cancelled)|
/// | P3  | prevented when already ended, failed or cancelled                | nothing                          |
/// | R1  | required recognizer is `possible`                                | wait (still `possible` outside)  |
/// | R2  | required recognizer began, changed or recognized                 | the waiting recognizer fails     |
/// | R3  | required recognizer failed or was cancelled                      | requirement satisfied            |
/// | R4  | requirements form a cycle                                        | the requirement is ignored (log) |
/// | R5  | `shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)` or their delegate forms | as `require(toFail:)` |
/// | R6  | the required recognizer never received a touch of this gesture   | not waited for                   |
@MainActor
enum GestureArbitration {
    // MARK: Should begin (S1, S2)

    /// Why `recognizer` may not leave `possible`, or nil when it may. Asks the delegate first,
    /// then the views of the gesture's touches and the recognizer's own view, each once.
    static func refusal(toBegin recognizer: UIGestureRecognizer) -> String? {
        // S1 — UIKit: gestureRecognizerShouldBegin(_:) returning false makes the recognizer fail.
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return "the delegate's gestureRecognizerShouldBegin(_:) returned false"
        }
        // S2 — UIKit asks the views the gesture's touches are in, and the recognizer's own
        // view (a control refuses a superview's single tap that would steal its own tap).
        var asked: [UIView] = []
        var candidates = recognizer.sequenceTouches.compactMap(\.view)
        if let own = recognizer.viewStorage { candidates.append(own) }
        for view in candidates where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) {
                return "\(type(of: view)).gestureRecognizerShouldBegin(_:) returned false"
            }
        }
        return nil
    }

    // MARK: Exclusivity (E1–E5)

    enum Exclusivity: Equatable {
        /// E1: both recognize.
        case simultaneous
        /// E2: the winner does not prevent the other.
        case cannotPrevent
        /// E3: the other cannot be prevented by the winner.
        case cannotBePrevented
        /// E4: the other is prevented.
        case prevents
    }

    /// How `winner`, which is recognizing, stands with `other`, which shares one of its
    /// touches. E5: for a recognizer that recognizes after `other` already did, the
    /// environment asks with the roles swapped.
    static func exclusivity(of winner: UIGestureRecognizer, over other: UIGestureRecognizer) -> Exclusivity {
        // E1 — UIKit: when either delegate's gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
        // returns true, both may recognize (canPrevent and canBePrevented are not asked).
        if recognizeSimultaneously(winner, other) { return .simultaneous }
        // E2 — UIKit: canPrevent(_:) (true by default) lets a subclass leave others alone.
        guard winner.canPrevent(other) else { return .cannotPrevent }
        // E3 — UIKit: canBePrevented(by:) (true by default) lets a subclass stay alive.
        guard other.canBePrevented(by: winner) else { return .cannotBePrevented }
        // E4 — UIKit: otherwise recognition is exclusive.
        return .prevents
    }

    /// E1: either delegate allows both at once.
    static func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    // MARK: Prevention (P1–P3)

    enum Prevention: Equatable {
        case fail
        case cancel
        case none
    }

    /// What preventing does to a recognizer in `state`.
    static func prevention(in state: UIGestureRecognizer.State) -> Prevention {
        switch state {
        // P1 — UIKit: a prevented recognizer that has not recognized fails; no action is sent.
        case .possible: return .fail
        // P2 — UIKit: a continuous gesture in progress is cancelled (its action gets `.cancelled`).
        case .began, .changed: return .cancel
        // P3 — a finished recognizer is left as it is until it resets.
        case .ended, .cancelled, .failed: return .none
        }
    }

    // MARK: Failure requirements (R1–R6)

    enum Requirement: Equatable {
        case wait
        case fail
        case satisfied
    }

    /// What a recognizer that requires another to fail does, by the other's state.
    static func requirement(onRequiredIn state: UIGestureRecognizer.State) -> Requirement {
        switch state {
        // R1 — UIKit: require(toFail:) delays recognition while the other may still recognize;
        // meanwhile the waiting recognizer reads `possible`.
        case .possible: return .wait
        // R2 — UIKit: "if otherGestureRecognizer ... recognizes, the receiver fails".
        case .began, .changed, .ended: return .fail
        // R3 — the other failed (a cancelled one never recognized for this gesture either).
        case .failed, .cancelled: return .satisfied
        }
    }

    /// R5 — UIKit: the subclass overrides and the delegate methods set up failure
    /// requirements dynamically, with the same effect as `require(toFail:)`.
    static func requiresDynamically(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// R6 — a recognizer that ignored every touch it was offered (a hover recognizer, say) is
    /// not part of the gesture, and nobody waits for it.
    static func isTakingPart(_ recognizer: UIGestureRecognizer) -> Bool {
        !recognizer.sequenceTouches.isEmpty || !recognizer.trackedPresses.isEmpty || recognizer.stateStorage != .possible
            || recognizer.pendingState != nil || recognizer.queuedState != nil
    }

    // R4 (a cycle of requirements is ignored, with a log line) needs the environment's list of
    // recognizers: `GestureEnvironment.waits(for:from:visited:)`.
}
