import Foundation

/// The kinds of timing curve an object provides.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// An object that provides the timing of an animation: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: NSObjectProtocol, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The pacing these parameters give an animation of `duration` (UIKit: the spring
    /// wins when both are given).
    func viewAnimationCurve(duration: TimeInterval) -> ViewAnimationCurve {
        if let spring = springTimingParameters { return .spring(spring.springParameters(duration: duration)) }
        if let cubic = cubicTimingParameters { return .cubic(cubic.controlPoint1, cubic.controlPoint2) }
        return ViewAnimationCurve(.easeInOut)
    }
}
