import Foundation

/// The timing of an animation as a cubic Bézier curve: one of UIKit's standard curves, or
/// one with its own control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The standard curve these parameters are (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// UIKit: the ease-in-ease-out curve.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }

    /// A curve from (0, 0) to (1, 1) with these control points (x values are kept within
    /// 0...1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: min(1, max(0, point1.x.isFinite ? point1.x : 0)), y: point1.y.isFinite ? point1.y : 0)
        controlPoint2 = CGPoint(x: min(1, max(0, point2.x.isFinite ? point2.x : 1)), y: point2.y.isFinite ? point2.y : 1)
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
