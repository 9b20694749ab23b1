@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// A discrete gesture recognizer that interprets swipes in one or more directions (UIKit).
///
/// `numberOfTouchesRequired` fingers must move mostly in an allowed `direction`, far enough
/// and fast enough. As UIKit documents: a slow swipe needs high directional precision but a
/// small distance; a fast swipe needs low directional precision but a large distance.
/// `location(in:)` is where the swipe began.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take (UIKit's raw values: right 1, left 2, up 4, down 8).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    // UIKit's swipe recognizer parameters (its `maximumDuration`, `minimumPrimaryMovement`,
    // `maximumSecondaryMovement` and their decay rates): the thresholds move with the time
    // since the finger came down, capped at 0.5 s.
    /// A swipe must be recognized within this time of the first finger coming down.
    static let maximumDuration: TimeInterval = 0.5
    /// Movement along the swipe's axis needed at once; it decays to 53% at 0.5 s (rate 0.06).
    static let minimumPrimaryMovement: CGFloat = 50
    static let rateOfMinimumMovementDecay: CGFloat = 0.06
    /// Movement across the axis tolerated at once; it decays to 51% at 0.5 s (rate 0.02).
    static let maximumSecondaryMovement: CGFloat = 200
    static let rateOfMaximumMovementDecay: CGFloat = 0.02
    /// A finger is judged only once it has moved this far (points).
    static let movementBeforeEvaluation: CGFloat = 10

    /// The permitted directions. UIKit's default is `.right`.
    open var direction: Direction = .right

    /// UIKit's default: 1.
    open var numberOfTouchesRequired = 1

    private var fingers: [(touch: UITouch, start: CGPoint, time: TimeInterval)] = []
    /// The centroid of where the fingers came down (window coordinates).
    private var startLocation: CGPoint?
    /// A finger lifted before the swipe was recognized: it fails at the next movement.
    private var mustFail = false
    private var isComplete = false
    private var timer: FrameworkTimer?

    private var touchesRequired: Int { max(1, numberOfTouchesRequired) }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        if fingers.isEmpty {
            timer?.invalidate()
            // Strong capture (a weak one would give the recognizer a side table); the timer
            // is invalidated on reset.
            timer = FrameworkScheduler.shared.schedule(after: Self.maximumDuration) { [self] in
                guard stateStorage == .possible, !isComplete else { return }
                timer = nil
                fail("not a swipe within \(Self.maximumDuration) s")
            }
        }
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            fingers.append((touch, touch.locationInWindow, event.timestamp))
        }
        startLocation = Self.centroid(ofPoints: fingers.map(\.start))
        if fingers.count > touchesRequired {
            fail("\(fingers.count) fingers are down, more than numberOfTouchesRequired (\(touchesRequired))")
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !isComplete, stateStorage == .possible else { return }
        if fingers.count < touchesRequired {
            fail("moved with \(fingers.count) of \(touchesRequired) fingers down")
            return
        }
        if mustFail {
            fail("a finger lifted before the swipe was long enough")
            return
        }
        var recognized = false
        for finger in fingers {
            // Judged in the recognizer's view, as UIKit does (a rotated view turns directions).
            let delta = convertVectorFromWindow(CGPoint(x: finger.touch.locationInWindow.x - finger.start.x,
                                                        y: finger.touch.locationInWindow.y - finger.start.y), to: viewStorage)
            guard hypot(delta.x, delta.y) > Self.movementBeforeEvaluation else { continue }
            switch judge(delta, after: event.timestamp - finger.time) {
            case .swipe: recognized = true
            case .notSwipe(let reason):
                if !recognized { mustFail = true; failureReason = reason }
            case .undecided: break
            }
        }
        if recognized {
            timer?.invalidate()
            timer = nil
            isComplete = true
            requestTransition(to: .ended)
        } else if mustFail {
            fail(failureReason)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingerLifted(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingerLifted(touches)
    }

    private func fingerLifted(_ touches: Set<UITouch>) {
        guard !isComplete, stateStorage == .possible else { return }
        fingers.removeAll { touches.contains($0.touch) }
        if fingers.isEmpty {
            fail("the fingers lifted before the swipe was long enough")
        } else {
            mustFail = true
            failureReason = "a finger lifted before the swipe was long enough"
        }
    }

    private var failureReason = ""

    private enum Judgement {
        case swipe
        case notSwipe(String)
        case undecided
    }

    /// UIKit's test: the wrong sign along an allowed axis, or too much movement across it,
    /// fails; enough movement along it recognizes.
    private func judge(_ delta: CGPoint, after elapsed: TimeInterval) -> Judgement {
        let t = CGFloat(min(max(elapsed, 0), Self.maximumDuration))
        let minimumPrimary = Self.minimumPrimaryMovement * (1 - t * (1 - Self.rateOfMinimumMovementDecay))
        let maximumSecondary = Self.maximumSecondaryMovement * (1 - t * (1 - Self.rateOfMaximumMovementDecay))
        let horizontal = direction.intersection([.left, .right])
        let vertical = direction.intersection([.up, .down])
        if horizontal == .right, delta.x < 0 { return .notSwipe("moved left; direction is right") }
        if horizontal == .left, delta.x > 0 { return .notSwipe("moved right; direction is left") }
        if vertical == .up, delta.y > 0 { return .notSwipe("moved down; direction is up") }
        if vertical == .down, delta.y < 0 { return .notSwipe("moved up; direction is down") }
        var recognized = false
        if !horizontal.isEmpty {
            if abs(delta.y) > maximumSecondary { return .notSwipe("moved \(Int(saturating: abs(delta.y))) pt across a horizontal swipe (more than \(Int(saturating: maximumSecondary)) pt)") }
            recognized = abs(delta.x) >= minimumPrimary
        }
        if !vertical.isEmpty {
            if abs(delta.x) > maximumSecondary { return .notSwipe("moved \(Int(saturating: abs(delta.x))) pt across a vertical swipe (more than \(Int(saturating: maximumSecondary)) pt)") }
            recognized = recognized || abs(delta.y) >= minimumPrimary
        }
        if horizontal.isEmpty, vertical.isEmpty { return .notSwipe("direction is empty") }
        return recognized ? .swipe : .undecided
    }

    // MARK: Location

    /// Where the swipe began (the centroid of where its fingers came down).
    open override func location(in view: UIView?) -> CGPoint {
        guard let startLocation else { return super.location(in: view) }
        return convertFromWindow(startLocation, to: view)
    }

    /// Where finger `touchIndex` came down.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard fingers.indices.contains(touchIndex) else {
            return _location(ofTouch: touchIndex, in: view, touches: [])
        }
        return convertFromWindow(fingers[touchIndex].start, to: view)
    }

    open override var numberOfTouches: Int { fingers.count }

    override func prepareForReset() {
        timer?.invalidate()
        timer = nil
        fingers.removeAll()
        startLocation = nil
        mustFail = false
        failureReason = ""
        isComplete = false
    }

    private func fail(_ reason: @autoclosure () -> String) {
        timer?.invalidate()
        timer = nil
        requestTransition(to: .failed, reason: reason())
    }

    private static func centroid(ofPoints points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }
}
