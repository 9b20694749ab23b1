/// A continuous gesture recognizer that interprets pinching gestures involving two touches
/// (UIKit).
///
/// The gesture begins once the distance between the two fingers has changed by 8 points,
/// changes while they move, and ends when both lift. `scale` is the distance between the
/// fingers relative to where the gesture began (1 at the start); `velocity` is the change of
/// scale per second.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// UIKit's pinch hysteresis: the finger distance must change by 8 pt before it begins.
    static let hysteresis: CGFloat = 8

    /// Fingers down (the pinch follows the first two; with more it waits).
    private var fingers = TwoFingerTracking()
    /// The finger distance (window points) at scale 1.
    private var initialDistance: CGFloat = 0
    private var currentScale: CGFloat = 1
    private var currentVelocity: CGFloat = 0
    private var lastTime: TimeInterval = 0
    private var lastDt: TimeInterval = 0
    private var hasRequestedBegin = false

    /// The scale factor relative to the finger distance when the gesture began. Setting it
    /// (typically to 1 after applying it) makes later values relative to the current
    /// distance, and resets `velocity`.
    open var scale: CGFloat {
        get { currentScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            if initialDistance > 0 {
                initialDistance = initialDistance * currentScale / newValue
            }
            currentScale = newValue
            currentVelocity = 0
        }
    }

    /// The velocity of the pinch in scale factor per second.
    open var velocity: CGFloat { currentVelocity }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.add(touches)
        if fingers.isPair {
            // A new pair (or the second finger back down): continue from the current scale.
            initialDistance = fingers.distance / currentScale
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.pairMoved(in: touches) else { return }
        let distance = fingers.distance
        guard initialDistance > 0 else {
            // The fingers came down on the same point: measure from the first separation.
            initialDistance = distance / currentScale
            lastTime = event.timestamp
            return
        }
        if !hasRequestedBegin {
            let start = initialDistance * currentScale
            guard abs(distance - start) > Self.hysteresis else { return }
            // UIKit removes the hysteresis, so the scale starts near 1 when the gesture begins.
            initialDistance += (distance > start ? Self.hysteresis : -Self.hysteresis) / currentScale
        }
        let newScale = distance / initialDistance
        var dt = event.timestamp - lastTime
        if dt > 0 { lastDt = dt } else { dt = lastDt }
        currentVelocity = dt > 0 ? (newScale - currentScale) / dt : 0
        currentScale = newScale
        lastTime = event.timestamp
        if !hasRequestedBegin {
            hasRequestedBegin = true
            requestTransition(to: .began)
        } else if state == .began || state == .changed {
            requestTransition(to: .changed)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(touches, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(touches, cancelled: true)
    }

    /// UIKit: the pinch ends when all its fingers have lifted.
    private func fingersLifted(_ touches: Set<UITouch>, cancelled: Bool) {
        fingers.remove(touches)
        if fingers.isPair {
            // A third finger lifted: the remaining pair continues from the current scale.
            initialDistance = fingers.distance / currentScale
        }
        guard fingers.isEmpty else { return }
        if hasRequestedBegin {
            if state == .began || state == .changed {
                requestTransition(to: cancelled ? .cancelled : .ended)
            } else {
                requestTransition(to: cancelled ? .failed : .ended, reason: "its touches were cancelled while it waited")
            }
        } else {
            requestTransition(to: .failed, reason: cancelled ? "its touches were cancelled" : "the fingers lifted before the distance between them changed by \(Int(Self.hysteresis)) pt")
        }
    }

    override func prepareForReset() {
        fingers.reset()
        initialDistance = 0
        currentScale = 1
        currentVelocity = 0
        lastTime = 0
        lastDt = 0
        hasRequestedBegin = false
    }
}
