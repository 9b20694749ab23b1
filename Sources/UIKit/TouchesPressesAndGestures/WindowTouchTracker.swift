@_spi(Diagnostics) import CoreGraphics
@_spi(UIKit) import QuartzCore

/// A window's touches, from the platform's samples to the views: touch identity (one
/// `UITouch` per finger for its whole life), tap counting, the hit test of new touches, the
/// reused touch event, and each touch's routing to its view — delivered, held back
/// (`delaysTouchesBegan` / `delaysTouchesEnded`) or cancelled by a recognizer. The gesture
/// environment acts on routing only through `TouchRoutingControl`.
///
/// Ownership (what holds what), so that nothing outlives its window:
/// - The window holds its tracker and its gesture environment strongly; the environment
///   refers back to the window weakly and to the tracker through the window.
/// - The tracker holds the active touches (`order`), the held touches and the reused event
///   strongly. The event lists the last frame's touches until the next frame (UIKit reuses
///   it); since touches do not own their window or view, that keeps neither alive.
/// - A touch refers to its window and its view without keeping them alive
///   (`UnownedObjectReference`: `touch.view` reads nil once the view is freed). While the
///   tracker routes a touch, the touch's `TouchRouting` holds the view strongly (a view
///   removed mid-touch still gets the touch's end); that reference is dropped once the touch
///   has ended or been cancelled and nothing of it is held back.
/// - A touch holds the recognizers it is delivered to (`gestureRecognizers`) strongly, and a
///   recognizer holds the touches of its gesture strongly, until it resets (the environment
///   detaches it from its touches) or its view is freed (the view's `deinit` clears them).
/// - Views hold their recognizers; a recognizer refers to its view unowned (cleared by the
///   view's `deinit`) and to its environment unowned (cleared by the environment's
///   `deinit`). The application refers to windows weakly; the last-tap record keeps only a
///   time, a place and a count.
@MainActor
final class WindowTouchTracker {
    /// UIKit counts a tap as the next of a multi-tap when it lands within this time of the
    /// previous tap's end...
    static let multiTapInterval: TimeInterval = 0.35
    /// ...and within this distance of it (points).
    static let multiTapDistance: CGFloat = 45

    unowned(unsafe) let window: UIWindow
    var activeTouches: [Int: UITouch] = [:]
    /// Active touches in the order they began (events list touches in this order).
    var order: [UITouch] = []
    let event = UIEvent(type: .touches, timestamp: 0)
    /// Touches whose phases are held back from their views by gesture recognizers.
    var heldTouches: [UITouch] = []
    /// The modifier flags and buttons the window filled into its touch event last time.
    var filledModifierFlags: UIKeyModifierFlags = []
    var filledButtonMask: UIEvent.ButtonMask = []
    /// The last completed tap, to count multi-taps.
    var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Touches (live or ended) still expecting estimated-property updates, oldest first
    /// (bounded: a platform that never sends the update must not grow it forever).
    var touchesExpectingUpdates: [PendingEstimation] = []
    /// Hover and scroll (pointer input that is not a touch).
    let pointer = WindowPointerState()

    init(window: UIWindow) {
        self.window = window
    }

    // MARK: Samples

    /// One frame of samples (several fingers may change at once). Malformed samples — a move
    /// or end for an unknown finger, a begin for a finger that is already down, a non-finite
    /// location — are dropped with a log line. While the application ignores interaction
    /// events, new touches reach nobody, moves are dropped, and the end of a touch that was
    /// already delivered is delivered as a cancellation (every touch a view or recognizer saw
    /// begin ends there).
    func receive(_ samples: [PlatformTouch], timestamp: TimeInterval, application: UIApplication,
                 ignoringInteraction: Bool) {
        event.eventTimestamp = timestamp
        var changed: [UITouch] = []
        for sample in samples {
            guard sample.location.x.isFinite, sample.location.y.isFinite else {
                FrameworkLog.log("Touch \(sample.id): non-finite location \(sample.location); sample dropped")
                continue
            }
            if changed.contains(where: { $0.identifier == sample.id }) {
                FrameworkLog.log("Touch \(sample.id) appears twice in one frame; the second sample is dropped")
                continue
            }
            switch sample.phase {
            case .began:
                if activeTouches[sample.id] != nil {
                    FrameworkLog.log("Touch \(sample.id) began while already down (duplicate touch id); sample dropped")
                    continue
                }
                let touch = UITouch()
                touch.identifier = sample.id
                touch.touchWindow = window
                touch.touchPhase = .began
                touch.touchTimestamp = timestamp
                touch.beganTimestamp = timestamp
                touch.locationInWindow = sample.location
                touch.previousLocationInWindow = sample.location
                touch.beganLocationInWindow = sample.location
                Self.apply(sample, to: touch)
                noteExpectedUpdates(of: touch)
                touch.touchTapCount = sample.tapCount ?? tapCount(at: sample.location, time: timestamp)
                activeTouches[sample.id] = touch
                order.append(touch)
                changed.append(touch)
            case .moved, .stationary, .ended, .cancelled:
                guard let touch = activeTouches[sample.id] else {
                    FrameworkLog.log("Touch \(sample.id) \(sample.phase) without a begin (unknown touch); sample dropped")
                    continue
                }
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = sample.location
                touch.touchPhase = sample.phase == .stationary ? .moved : sample.phase
                touch.touchTimestamp = timestamp
                Self.apply(sample, to: touch)
                noteExpectedUpdates(of: touch)
                changed.append(touch)
            default:
                FrameworkLog.log("Touch \(sample.id): phase \(sample.phase) is not a touch-screen phase; sample dropped")
            }
        }
        guard !changed.isEmpty else { return }
        for touch in order where !changed.contains(where: { $0 === touch }) {
            touch.touchPhase = .stationary
        }
        event.touchList = order
        hitTestNewTouches(changed)
        if ignoringInteraction {
            ignore(changed, application: application)
        } else {
            application.sendEvent(event)
        }
        finish(changed)
        assertConsistency()
    }

    /// Hit-tests new touches once; their view and recognizers are fixed for their life.
    private func hitTestNewTouches(_ touches: [UITouch]) {
        for touch in touches where touch.touchPhase == .began {
            let view = window.hitTest(touch.locationInWindow, with: event)
            touch.touchView = view
            touch.routing.view = view
            if view != nil {
                touch.recognizers = window.gestureEnvironment.recognizers(for: touch, event: event)
            } else {
                touch.routing.isDeliveredToView = false
            }
        }
    }

    /// Interaction events are ignored: new touches go nowhere; a touch already delivered
    /// that ends now is cancelled where it was delivered (nothing stays tracking it).
    private func ignore(_ touches: [UITouch], application: UIApplication) {
        var ending: [UITouch] = []
        for touch in touches {
            switch touch.touchPhase {
            case .began:
                touch.routing.isDeliveredToView = false
                touch.recognizers = []
            case .ended, .cancelled:
                if !touch.recognizers.isEmpty || (touch.routing.viewHasSeenBegan && !touch.routing.viewHasFinished)
                    || touch.routing.isHeld {
                    touch.touchPhase = .cancelled
                    ending.append(touch)
                }
            default:
                break
            }
        }
        guard !ending.isEmpty else { return }
        // Differs from UIKit (whose behaviour here is not documented): rather than leave a
        // control tracking forever, the views and recognizers see the touch cancelled.
        for touch in order where !ending.contains(where: { $0 === touch }) { touch.touchPhase = .stationary }
        application.sendEvent(event)
    }

    private static func apply(_ sample: PlatformTouch, to touch: UITouch) {
        touch.touchForce = sample.force.isFinite ? max(0, sample.force) : 0
        touch.touchMaximumPossibleForce = sample.maximumPossibleForce.isFinite ? max(0, sample.maximumPossibleForce) : 0
        touch.touchMajorRadius = sample.majorRadius.isFinite ? max(0, sample.majorRadius) : 20
        touch.touchType = sample.type
        touch.touchEstimatedProperties = sample.estimatedProperties
        touch.touchAzimuth = sample.azimuthAngle.isFinite ? sample.azimuthAngle : 0
        touch.touchEstimatedPropertiesExpectingUpdates = sample.estimatedPropertiesExpectingUpdates
        touch.touchEstimationUpdateIndex = sample.estimatedProperties.isEmpty && sample.estimatedPropertiesExpectingUpdates.isEmpty
            ? nil : sample.estimationUpdateIndex
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap, time - last.time <= Self.multiTapInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance
        else { return 1 }
        return last.count + 1
    }

    /// Ended touches leave the active set; a short, still touch counts as a tap. The event
    /// keeps listing the frame's touches until the next frame (an action that kept it reads
    /// them); they keep neither the window nor their views alive.
    private func finish(_ touches: [UITouch]) {
        for touch in touches where touch.touchPhase == .ended || touch.touchPhase == .cancelled {
            activeTouches[touch.identifier] = nil
            if let index = order.firstIndex(where: { $0 === touch }) { order.remove(at: index) }
            if touch.touchPhase == .ended {
                let moved = hypot(touch.locationInWindow.x - touch.beganLocationInWindow.x,
                                  touch.locationInWindow.y - touch.beganLocationInWindow.y)
                lastTap = moved <= Self.multiTapDistance
                    ? (touch.touchTimestamp, touch.locationInWindow, touch.touchTapCount) : nil
            }
            releaseViewIfDone(touch)
        }
    }

    /// The system cancels touches (a window hidden, focus lost): each gets a cancelled phase.
    func cancel(_ touches: [UITouch], timestamp: TimeInterval?, application: UIApplication) {
        let samples = touches.map {
            PlatformTouch(id: $0.identifier, phase: .cancelled, location: $0.locationInWindow, type: $0.touchType)
        }
        application.dispatchTouches(samples, in: window, timestamp: timestamp ?? CACurrentMediaTime())
    }

    // MARK: Invariants

    /// Debug builds check what the tracker's lists promise: every active touch is in the
    /// order once and is not finished; the held list and the touches' `isHeld` flags agree.
    func assertConsistency() {
        assert(activeTouches.count == order.count, "every active touch is in the begin order once")
        assert(order.allSatisfy { activeTouches[$0.identifier] === $0 }, "the begin order lists the active touches")
        assert(order.allSatisfy { $0.touchPhase != .ended && $0.touchPhase != .cancelled },
               "an ended or cancelled touch is no longer active")
        assert(heldTouches.allSatisfy(\.routing.isHeld), "a held touch is flagged as held")
        assert(Set(heldTouches.map(ObjectIdentifier.init)).count == heldTouches.count, "a touch is held once")
    }
}
