/// An animation of one wheel's offset, as a pure function of framework time (so a manual
/// clock steps it exactly).
///
/// A flick decelerates like UIScrollView at its normal deceleration rate (UIKit: 0.998 of
/// the velocity kept per millisecond), with the end adjusted to land on a row centre, as
/// UIPickerView's snapping does; slow releases and programmatic animated selections ease
/// out over a short, fixed time.
struct PickerWheelMotion: Equatable {
    enum Curve: Equatable {
        case decelerate
        case easeOut(duration: TimeInterval)
    }

    /// UIScrollView.DecelerationRate.normal: the fraction of velocity kept per millisecond.
    static let decelerationRate: Double = 0.998
    /// Below this release speed (points per second) the wheel eases to the nearest row.
    static let flickThreshold: CGFloat = 50
    static let easeDuration: TimeInterval = 0.25
    static let selectDuration: TimeInterval = 0.3
    /// The motion ends when the remaining distance is below this.
    static let restThreshold: CGFloat = 0.25

    let from: CGFloat
    let to: CGFloat
    let startTime: TimeInterval
    let curve: Curve
    /// A user's spin (settling reports a selection to the delegate) or code's animation.
    let isUserInitiated: Bool

    /// Where a release at `velocity` (offset points per second) would coast to.
    static func projectedOffset(from offset: CGFloat, velocity: CGFloat) -> CGFloat {
        guard velocity.isFinite else { return offset }
        let rate = decelerationRate
        return offset + velocity / 1000 * CGFloat(rate / (1 - rate))
    }

    var duration: TimeInterval {
        switch curve {
        case .easeOut(let duration):
            return duration
        case .decelerate:
            let distance = abs(to - from)
            guard distance > Self.restThreshold else { return 0 }
            // distance · rate^(1000 t) = restThreshold
            return log(Double(Self.restThreshold / distance)) / (1000 * log(Self.decelerationRate))
        }
    }

    func isFinished(at time: TimeInterval) -> Bool {
        time - startTime >= duration
    }

    func offset(at time: TimeInterval) -> CGFloat {
        let t = max(0, time - startTime)
        if t >= duration { return to }
        switch curve {
        case .decelerate:
            let remaining = CGFloat(pow(Self.decelerationRate, 1000 * t))
            return to - (to - from) * remaining
        case .easeOut(let duration):
            let p = CGFloat(t / duration)
            let eased = 1 - (1 - p) * (1 - p) * (1 - p)
            return from + (to - from) * eased
        }
    }
}
