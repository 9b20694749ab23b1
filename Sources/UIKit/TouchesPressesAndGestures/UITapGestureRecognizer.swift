@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// A discrete gesture recognizer that interprets single or multiple taps (UIKit).
///
/// The required number of fingers must come down, stay within 45 points of where the first
/// tap landed, and lift — `numberOfTapsRequired` times, each tap within 0.75 s and each next
/// tap within 0.35 s of the previous one lifting. The action is sent once, with the state
/// `.recognized` (`.ended`); `location(in:)` is where the first tap landed (the centroid of
/// its fingers).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// UIKit: how far (points) the fingers may move, and a later tap may land, from where the
    /// first tap landed (UIKit's tap recognizer default `allowableMovement`, 45 pt).
    static let allowableMovement: CGFloat = 45
    /// UIKit: a tap whose fingers stay down longer than this fails (`maximumTapDuration`).
    static let maximumTapDuration: TimeInterval = 0.75
    /// UIKit: the next tap of a multi-tap must start within this time of the previous tap's
    /// end (`maximumIntervalBetweenSuccessiveTaps`, 0.35 s; UITouch.tapCount uses the same).
    static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    /// The number of taps for the gesture to be recognized. UIKit's default is 1.
    open var numberOfTapsRequired = 1

    /// The number of fingers that must tap together. UIKit's default is 1.
    open var numberOfTouchesRequired = 1

    /// The pointer buttons that must be pressed for a pointer (mouse) tap. UIKit's default is
    /// `.primary`; touch-screen taps ignore it.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// Fingers down for the tap in progress.
    private var activeTouches: [UITouch] = []
    /// Buttons down for the tap in progress (presses).
    private var activePresses: [UIPress] = []
    /// The most fingers down at once during the tap in progress.
    private var fingersThisTap = 0
    /// The touches of the last tap that had all its fingers down (`numberOfTouches`).
    private var tapTouches: [UITouch] = []
    private var tapsCompleted = 0
    /// Where the first tap landed, in window coordinates.
    private var startPoint: CGPoint?
    /// The taps are complete; the recognizer may be waiting for failure requirements and
    /// takes no further touches into account.
    private var isComplete = false
    private var timer: FrameworkTimer?

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    private var tapsRequired: Int { max(1, numberOfTapsRequired) }
    private var touchesRequired: Int { max(1, numberOfTouchesRequired) }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        if activeTouches.isEmpty {
            startTimer(Self.maximumTapDuration, reason: "a tap lasted longer than \(Self.maximumTapDuration) s")
        }
        activeTouches.append(contentsOf: touches.sorted { $0.identifier < $1.identifier })
        fingersThisTap = max(fingersThisTap, activeTouches.count)
        if activeTouches.count > touchesRequired {
            fail("\(activeTouches.count) fingers are down, more than numberOfTouchesRequired (\(touchesRequired))")
            return
        }
        if touches.contains(where: { $0.type == .indirectPointer }) {
            // UIKit: a pointer click with the control key held counts as the secondary button.
            var mask = event.buttonMask.isEmpty ? UIEvent.ButtonMask.primary : event.buttonMask
            if event.modifierFlags.contains(.control), mask.contains(.primary) {
                mask.remove(.primary)
                mask.insert(.secondary)
            }
            if mask.isDisjoint(with: buttonMaskRequired) {
                fail("the pointer buttons pressed are not in buttonMaskRequired")
                return
            }
        }
        if activeTouches.count == touchesRequired {
            tapTouches = activeTouches
            let location = Self.centroid(of: activeTouches)
            if let startPoint {
                let distance = Self.distance(location, startPoint)
                if distance > Self.allowableMovement {
                    fail("tap \(tapsCompleted + 1) landed \(Int(saturating: distance)) pt from the first tap (more than \(Int(Self.allowableMovement)) pt)")
                }
            } else {
                startPoint = location
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        if activeTouches.count == touchesRequired, let startPoint {
            let distance = Self.distance(Self.centroid(of: activeTouches), startPoint)
            if distance > Self.allowableMovement {
                fail("the fingers moved \(Int(saturating: distance)) pt (more than \(Int(Self.allowableMovement)) pt)")
            }
        } else {
            for touch in touches where Self.distance(touch.locationInWindow, touch.beganLocationInWindow) > Self.allowableMovement {
                fail("a finger moved more than \(Int(Self.allowableMovement)) pt")
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        activeTouches.removeAll { touches.contains($0) }
        guard fingersThisTap == touchesRequired else {
            fail("a finger lifted when \(fingersThisTap) of \(touchesRequired) fingers had come down")
            return
        }
        guard activeTouches.isEmpty else { return }
        fingersThisTap = 0
        tapDidComplete()
    }

    /// One tap (of fingers or of a button) is done: recognize, or wait for the next.
    private func tapDidComplete() {
        tapsCompleted += 1
        if tapsCompleted >= tapsRequired {
            timer?.invalidate()
            timer = nil
            isComplete = true
            requestTransition(to: .ended)
        } else {
            let next = tapsCompleted + 1, required = tapsRequired
            startTimer(Self.maximumIntervalBetweenSuccessiveTaps,
                       reason: "tap \(next) of \(required) did not start within \(Self.maximumIntervalBetweenSuccessiveTaps) s")
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        activeTouches.removeAll { touches.contains($0) }
        fail("its touches were cancelled")
    }

    // MARK: Presses

    // UIKit: a tap recognizer also recognizes presses of its `allowedPressTypes` (select by
    // default: Return or Space on a hardware keyboard), one button at a time, with the same
    // timing as finger taps; `numberOfTouchesRequired` does not apply.

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        guard activeTouches.isEmpty, activePresses.isEmpty, presses.count == 1 else {
            fail("more than one button (or a button and a finger) pressed at once")
            return
        }
        activePresses.append(contentsOf: presses)
        startTimer(Self.maximumTapDuration, reason: "a press lasted longer than \(Self.maximumTapDuration) s")
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        let before = activePresses.count
        activePresses.removeAll { presses.contains($0) }
        guard activePresses.count < before, activePresses.isEmpty else { return }
        tapDidComplete()
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        activePresses.removeAll { presses.contains($0) }
        fail("its presses were cancelled")
    }

    // MARK: Location

    /// Where the first tap landed (the centroid of its fingers), as UIKit reports it.
    open override func location(in view: UIView?) -> CGPoint {
        guard let startPoint else { return super.location(in: view) }
        return convertFromWindow(startPoint, to: view)
    }

    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        _location(ofTouch: touchIndex, in: view, touches: tapTouches)
    }

    /// The fingers of the (last) tap.
    open override var numberOfTouches: Int { tapTouches.count }

    // MARK: Reset

    override func prepareForReset() {
        timer?.invalidate()
        timer = nil
        activeTouches.removeAll()
        activePresses.removeAll()
        tapTouches.removeAll()
        fingersThisTap = 0
        tapsCompleted = 0
        startPoint = nil
        isComplete = false
    }

    private func startTimer(_ delay: TimeInterval, reason: @escaping @autoclosure () -> String) {
        timer?.invalidate()
        // Strong capture (a weak one would give the recognizer a side table); the timer is
        // invalidated on reset.
        timer = FrameworkScheduler.shared.schedule(after: delay) { [self] in
            guard stateStorage == .possible, !isComplete else { return }
            timer = nil
            fail(reason())
        }
    }

    private func fail(_ reason: @autoclosure () -> String) {
        timer?.invalidate()
        timer = nil
        requestTransition(to: .failed, reason: reason())
    }
}
