import Foundation

/// A continuous gesture recognizer that interprets rotation gestures involving two touches
/// (UIKit).
///
/// The gesture begins once the line between the two fingers has turned by 5° (up to 10° when
/// the fingers are also pinching), changes while they move, and ends when both lift.
/// `rotation` is in radians, positive clockwise on screen — the sign that
/// `CGAffineTransform(rotationAngle:)` uses in UIKit's y-down coordinates — so
/// `view.transform = view.transform.rotated(by: rotation)` follows the fingers.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Fingers down (the rotation follows the first two; with more it waits).
    private var fingers = TwoFingerTracking()
    /// The angle of the line from the first finger to the second at the last update.
    private var lastAngle: CGFloat = 0
    /// The finger distance when the pair came down (to widen the threshold when pinching).
    private var initialDistance: CGFloat = 0
    /// Rotation accumulated before the gesture began.
    private var accumulated: CGFloat = 0
    private var currentRotation: CGFloat = 0
    private var currentVelocity: CGFloat = 0
    private var lastTime: TimeInterval = 0
    private var hasRequestedBegin = false

    /// The rotation in radians since the gesture began (not the change since the last
    /// action). Setting it — typically to 0 after applying it — resets `velocity`.
    open var rotation: CGFloat {
        get { currentRotation }
        set {
            guard newValue.isFinite else { return }
            currentRotation = newValue
            currentVelocity = 0
        }
    }

    /// The velocity of the rotation in radians per second.
    open var velocity: CGFloat { currentVelocity }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.add(touches)
        if fingers.isPair { startPair(at: event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.pairMoved(in: touches) else { return }
        let angle = fingers.angle
        var delta = angle - lastAngle
        // Unwrap across ±π so that full turns accumulate.
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        lastAngle = angle
        let dt = event.timestamp - lastTime
        lastTime = event.timestamp
        if !hasRequestedBegin {
            accumulated += delta
            // UIKit: the threshold grows from 5° to 10° as the fingers pinch (by up to 100%).
            let stretch = initialDistance > 0 ? min(abs(fingers.distance - initialDistance) / initialDistance, 1) : 0
            let threshold = (5 + 5 * sqrt(stretch)) * .pi / 180
            guard abs(accumulated) > threshold else { return }
            // The threshold is removed, so the rotation starts near 0 when the gesture begins.
            currentRotation += accumulated > 0 ? accumulated - threshold : accumulated + threshold
            currentVelocity = dt > 0 ? delta / CGFloat(dt) : 0
            hasRequestedBegin = true
            requestTransition(to: .began)
            return
        }
        currentRotation += delta
        if dt > 0 { currentVelocity = delta / CGFloat(dt) }
        if state == .began || state == .changed {
            requestTransition(to: .changed)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(touches, cancelled: false, at: event.timestamp)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(touches, cancelled: true, at: event.timestamp)
    }

    /// UIKit: the rotation ends when both fingers have lifted.
    private func fingersLifted(_ touches: Set<UITouch>, cancelled: Bool, at time: TimeInterval) {
        fingers.remove(touches)
        if fingers.isPair { startPair(at: time) }
        guard fingers.isEmpty else { return }
        if hasRequestedBegin {
            if state == .began || state == .changed {
                requestTransition(to: cancelled ? .cancelled : .ended)
            } else {
                requestTransition(to: cancelled ? .failed : .ended, reason: "its touches were cancelled while it waited")
            }
        } else {
            requestTransition(to: .failed, reason: cancelled ? "its touches were cancelled" : "the fingers lifted before turning 5°")
        }
    }

    /// A new pair of fingers: later turns are measured from its current angle.
    private func startPair(at time: TimeInterval) {
        lastAngle = fingers.angle
        initialDistance = fingers.distance
        lastTime = time
    }

    override func prepareForReset() {
        fingers.reset()
        lastAngle = 0
        initialDistance = 0
        accumulated = 0
        currentRotation = 0
        currentVelocity = 0
        lastTime = 0
        hasRequestedBegin = false
    }
}
