/// A continuous gesture recognizer that interprets panning gestures (UIKit).
///
/// The gesture begins once at least `minimumNumberOfTouches` fingers are down and their
/// centroid has moved 10 points along either axis (not on touch-down), changes while they
/// move, and ends when they all lift. `translation(in:)` is the centroid's movement since the
/// gesture began; `velocity(in:)` is in points per second, from the touches' timestamps.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The distance (points) the centroid must travel along x or y before the gesture
    /// begins (UIKit's default pan hysteresis is 10 pt). Subclasses in this module change it.
    var hysteresis: CGFloat { 10 }

    /// UIKit's default: 1.
    open var minimumNumberOfTouches = 1

    /// UIKit's default: `NSUIntegerMax` (`Int.max`). With more fingers down the pan does not
    /// begin; fingers added after it began beyond it are not part of the centroid.
    open var maximumNumberOfTouches = Int.max

    /// The scroll events (mouse wheel, trackpad) the pan accepts. UIKit's default is none.
    /// A scroll over the pan's view begins it, each further scroll changes it, and it ends
    /// when scrolling stops (see `UIApplication.dispatchPointer`).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The fingers that make up the pan, in the order they came down.
    private(set) var panTouches: [UITouch] = []
    /// Where the translation is measured from, and the current centroid (window coordinates).
    var firstLocation: CGPoint = .zero
    var lastLocation: CGPoint = .zero
    var lastTime: TimeInterval = 0
    var hasLocation = false
    /// The pointer's location while scrolling drives the pan (window coordinates).
    var scrollLocation: CGPoint?
    /// The pan asked to begin (it may be waiting for failure requirements).
    private var hasRequestedBegin = false
    /// The two latest velocity samples: displacement (window coordinates) over time.
    var sample: (delta: CGPoint, dt: TimeInterval)?
    var previousSample: (delta: CGPoint, dt: TimeInterval)?

    // MARK: Translation and velocity

    /// The translation of the pan in `view`'s coordinate system (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        convertVectorFromWindow(CGPoint(x: lastLocation.x - firstLocation.x, y: lastLocation.y - firstLocation.y), to: view)
    }

    /// Makes the current translation `translation` (in `view`'s coordinates), typically
    /// `.zero` after applying it, so that the next action reports the change since then.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard hasLocation else { return }
        let vector = convertVectorToWindow(translation, from: view)
        firstLocation = CGPoint(x: lastLocation.x - vector.x, y: lastLocation.y - vector.y)
    }

    /// The velocity of the pan in points per second, in `view`'s coordinate system.
    ///
    /// UIKit (observed): the newest sample (displacement over the time between the two last
    /// touch events) weighs 20%, the sample before it 80%, which smooths jitter.
    open func velocity(in view: UIView?) -> CGPoint {
        func rate(_ s: (delta: CGPoint, dt: TimeInterval)?) -> CGPoint? {
            guard let s, s.dt >= 0.001 else { return nil }
            return CGPoint(x: s.delta.x / s.dt, y: s.delta.y / s.dt)
        }
        guard var velocity = rate(sample) else { return .zero }
        if let previous = rate(previousSample) {
            velocity = CGPoint(x: velocity.x * 0.2 + previous.x * 0.8, y: velocity.y * 0.2 + previous.y * 0.8)
        }
        return convertVectorFromWindow(velocity, to: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let before = panTouches
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where panTouches.count < max(1, maximumNumberOfTouches) {
            panTouches.append(touch)
        }
        guard panTouches.count != before.count else { return }
        if !hasLocation {
            hasLocation = true
            firstLocation = Self.centroid(of: panTouches)
            lastLocation = firstLocation
            lastTime = event.timestamp
        } else {
            touchListChanged(from: before)
        }
        panTouchesDidBegin(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard hasLocation, panTouches.contains(where: { touches.contains($0) }) else { return }
        let centroid = Self.centroid(of: panTouches)
        let dt = event.timestamp - lastTime
        if dt > 0 {
            previousSample = sample
            sample = (CGPoint(x: centroid.x - lastLocation.x, y: centroid.y - lastLocation.y), dt)
            lastTime = event.timestamp
        }
        lastLocation = centroid
        switch state {
        case .possible where !hasRequestedBegin:
            let translation = CGPoint(x: lastLocation.x - firstLocation.x, y: lastLocation.y - firstLocation.y)
            // UIKit: more fingers down than `maximumNumberOfTouches` keep the pan from
            // beginning (a one-finger pan does not begin under a two-finger drag).
            if trackedTouches.count <= max(1, maximumNumberOfTouches), shouldBegin(translation: translation) == true {
                removeHysteresis()
                hasRequestedBegin = true
                requestTransition(to: .began)
            }
        case .began, .changed:
            requestTransition(to: .changed)
        default:
            // Waiting for failure requirements: the translation keeps tracking the fingers.
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesFinished(touches, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesFinished(touches, cancelled: true)
    }

    private func touchesFinished(_ touches: Set<UITouch>, cancelled: Bool) {
        let before = panTouches
        panTouches.removeAll { touches.contains($0) }
        guard panTouches.count != before.count else { return }
        if !panTouches.isEmpty {
            touchListChanged(from: before)
            return
        }
        switch state {
        case .began, .changed:
            requestTransition(to: cancelled ? .cancelled : .ended)
        case .possible where hasRequestedBegin:
            // It began internally but waits for failure requirements.
            requestTransition(to: cancelled ? .failed : .ended, reason: "its touches were cancelled while it waited")
        case .possible:
            requestTransition(to: .failed, reason: cancelled ? "its touches were cancelled" : "the fingers lifted before moving \(hysteresis) pt")
        default:
            break
        }
    }

    /// A finger joined or left: the translation must not jump, so both reference points move
    /// with the centroid (UIKit does the same).
    private func touchListChanged(from old: [UITouch]) {
        let oldCentroid = Self.centroid(of: old)
        let newCentroid = Self.centroid(of: panTouches)
        let dx = newCentroid.x - oldCentroid.x, dy = newCentroid.y - oldCentroid.y
        firstLocation = CGPoint(x: firstLocation.x + dx, y: firstLocation.y + dy)
        lastLocation = CGPoint(x: lastLocation.x + dx, y: lastLocation.y + dy)
    }

    /// UIKit: the translation reported at `began` is the movement beyond the hysteresis, so a
    /// dragged view does not jump by 10 points when the pan begins.
    private func removeHysteresis() {
        let h = hysteresis
        func reduce(_ value: CGFloat) -> CGFloat {
            value > 0 ? max(value - h, 0) : min(value + h, 0)
        }
        firstLocation = CGPoint(x: lastLocation.x - reduce(lastLocation.x - firstLocation.x),
                                y: lastLocation.y - reduce(lastLocation.y - firstLocation.y))
    }

    // MARK: Hooks for UIScreenEdgePanGestureRecognizer

    /// Whether the pan begins now, given the centroid's translation in window coordinates
    /// (a subclass may fail itself instead).
    func shouldBegin(translation: CGPoint) -> Bool {
        guard panTouches.count >= max(1, minimumNumberOfTouches) else { return false }
        return abs(translation.x) >= hysteresis || abs(translation.y) >= hysteresis
    }

    /// Called after new fingers joined the pan.
    func panTouchesDidBegin(_ touches: Set<UITouch>, with event: UIEvent) {}

    // MARK: Location

    /// The centroid of the pan's fingers (it stays where they lifted).
    open override func location(in view: UIView?) -> CGPoint {
        guard hasLocation else { return super.location(in: view) }
        return convertFromWindow(scrollLocation ?? lastLocation, to: view)
    }

    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        _location(ofTouch: touchIndex, in: view, touches: panTouches)
    }

    /// The fingers still down (0 in the `ended` action).
    open override var numberOfTouches: Int { panTouches.count }

    override func didTransition(from old: State, to new: State) {
        // UIKit: a pan that had to wait for other recognizers to fail starts from zero.
        if new == .began, didWaitForFailureRequirements {
            setTranslation(.zero, in: nil)
        }
    }

    override func prepareForReset() {
        panTouches.removeAll()
        firstLocation = .zero
        lastLocation = .zero
        lastTime = 0
        hasLocation = false
        scrollLocation = nil
        hasRequestedBegin = false
        sample = nil
        previousSample = nil
    }
}
