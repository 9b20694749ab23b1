@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// A continuous gesture recognizer that interprets long-press gestures (UIKit).
///
/// After `numberOfTapsRequired` taps (none by default), `numberOfTouchesRequired` fingers
/// must stay down for `minimumPressDuration` without moving more than `allowableMovement`:
/// the gesture then begins, changes whenever a finger moves (any distance), and ends when
/// one of the fingers lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// UIKit's default: 0.5 s.
    open var minimumPressDuration: TimeInterval = 0.5

    /// UIKit's default: 10 points. It limits movement before the gesture begins only.
    open var allowableMovement: CGFloat = 10

    /// Taps before the press (a tap-and-hold with 1). UIKit's default is 0.
    open var numberOfTapsRequired = 0

    /// UIKit's default: 1.
    open var numberOfTouchesRequired = 1

    /// Fingers down, with where each came down (window coordinates).
    private var fingers: [(touch: UITouch, start: CGPoint)] = []
    /// The button held down (a press), when the gesture is made with one.
    private var buttons: [UIPress] = []
    private var fingersThisTap = 0
    private var tapsCompleted = 0
    /// The press is long enough and the recognizer asked to begin.
    private var hasBegun = false
    private var timer: FrameworkTimer?

    private var touchesRequired: Int { max(1, numberOfTouchesRequired) }
    private var isPressPhase: Bool { tapsCompleted >= max(0, numberOfTapsRequired) }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let sorted = touches.sorted { $0.identifier < $1.identifier }
        if hasBegun {
            // UIKit: fingers added after the gesture began are not part of it.
            for touch in sorted { ignore(touch, for: event) }
            return
        }
        guard stateStorage == .possible else { return }
        if fingers.isEmpty, !isPressPhase {
            startTimer(UITapGestureRecognizer.maximumTapDuration, reason: "a tap before the press lasted longer than \(UITapGestureRecognizer.maximumTapDuration) s") { $0.fail($1) }
        }
        for touch in sorted { fingers.append((touch, touch.locationInWindow)) }
        fingersThisTap = max(fingersThisTap, fingers.count)
        if fingers.count > touchesRequired {
            fail("\(fingers.count) fingers are down, more than numberOfTouchesRequired (\(touchesRequired))")
            return
        }
        // An infinite (or NaN) duration never elapses: the press is never long enough (the
        // framework scheduler would fire a non-finite delay at once).
        if isPressPhase, fingers.count == touchesRequired, minimumPressDuration < .infinity {
            startTimer(minimumPressDuration, reason: "") { recognizer, _ in recognizer.pressIsLongEnough() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            if state == .began || state == .changed { requestTransition(to: .changed) }
            return
        }
        guard stateStorage == .possible else { return }
        for finger in fingers where touches.contains(finger.touch) {
            let distance = Self.distance(finger.touch.locationInWindow, finger.start)
            if distance > allowableMovement {
                fail("a finger moved \(Int(saturating: distance)) pt before minimumPressDuration (allowableMovement \(allowableMovement) pt)")
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            // UIKit: the gesture ends when any of its fingers lifts.
            if fingers.contains(where: { touches.contains($0.touch) }) {
                fingers.removeAll { touches.contains($0.touch) }
                requestTransition(to: .ended)
            }
            return
        }
        guard stateStorage == .possible else { return }
        fingers.removeAll { touches.contains($0.touch) }
        if isPressPhase {
            fail("a finger lifted before minimumPressDuration (\(minimumPressDuration) s)")
            return
        }
        guard fingersThisTap == touchesRequired else {
            fail("a tap before the press had \(fingersThisTap) of \(touchesRequired) fingers")
            return
        }
        guard fingers.isEmpty else { return }
        tapsCompleted += 1
        fingersThisTap = 0
        startTimer(UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps,
                   reason: "the press did not follow the tap within \(UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps) s") { $0.fail($1) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.removeAll { touches.contains($0.touch) }
        if hasBegun {
            if state == .began || state == .changed {
                requestTransition(to: .cancelled)
            } else {
                fail("its touches were cancelled while it waited to begin")
            }
            return
        }
        fail("its touches were cancelled")
    }

    // MARK: Presses

    // UIKit: a long press also recognizes a button held down (a press of its
    // `allowedPressTypes`, select by default) for `minimumPressDuration`; it ends when the
    // button comes up. Taps before the press and `numberOfTouchesRequired` apply to fingers.

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        if hasBegun {
            for press in presses { ignore(press, for: event) }
            return
        }
        guard stateStorage == .possible else { return }
        guard fingers.isEmpty, buttons.isEmpty, presses.count == 1, isPressPhase else {
            fail("more than one button (or a button and a finger) pressed at once")
            return
        }
        buttons.append(contentsOf: presses)
        if minimumPressDuration < .infinity {
            startTimer(minimumPressDuration, reason: "") { recognizer, _ in recognizer.pressIsLongEnough() }
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard buttons.contains(where: { presses.contains($0) }) else { return }
        buttons.removeAll { presses.contains($0) }
        if hasBegun {
            requestTransition(to: .ended)
        } else if stateStorage == .possible {
            fail("the button came up before minimumPressDuration (\(minimumPressDuration) s)")
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard buttons.contains(where: { presses.contains($0) }) else { return }
        buttons.removeAll { presses.contains($0) }
        if hasBegun, state == .began || state == .changed {
            requestTransition(to: .cancelled)
        } else {
            fail("its presses were cancelled")
        }
    }

    private func pressIsLongEnough() {
        guard stateStorage == .possible, !hasBegun, fingers.count == touchesRequired || !buttons.isEmpty else { return }
        hasBegun = true
        requestTransition(to: .began)
    }

    // MARK: Reset

    override func prepareForReset() {
        timer?.invalidate()
        timer = nil
        fingers.removeAll()
        buttons.removeAll()
        fingersThisTap = 0
        tapsCompleted = 0
        hasBegun = false
    }

    private func startTimer(_ delay: TimeInterval, reason: @escaping @autoclosure () -> String,
                            _ action: @escaping @MainActor (UILongPressGestureRecognizer, String) -> Void) {
        timer?.invalidate()
        // Strong capture: a weak one would give the recognizer a side table (slower reference
        // counting); the timer is invalidated on reset and keeps it alive 0.75 s at most.
        timer = FrameworkScheduler.shared.schedule(after: delay) { [self] in
            guard stateStorage == .possible, !hasBegun else { return }
            timer = nil
            action(self, reason())
        }
    }

    private func fail(_ reason: @autoclosure () -> String) {
        timer?.invalidate()
        timer = nil
        requestTransition(to: .failed, reason: reason())
    }
}
