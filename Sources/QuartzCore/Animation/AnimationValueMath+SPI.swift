@_spi(Rendering) import CoreGraphics

/// The arithmetic Core Animation uses on animated values, for UIKit's view animations
/// (additive offsets, rebasing a running animation) (not Apple API).
@_spi(UIKit)
public enum _CAValueMath {
    /// `a` - `b` (a transform's "difference" is `a` after undoing `b`); nil when the values
    /// cannot be subtracted.
    public static func subtract(_ a: Any, _ b: Any) -> Any? { AnimationValueMath.subtract(a, b) }

    /// `a` + (`b` - `a`) × `t`.
    public static func interpolate(_ a: Any, _ b: Any, _ t: Double) -> Any? { AnimationValueMath.interpolate(a, b, t) }

    /// The value that adds nothing (for additive animations ending at the model value).
    public static func zero(like value: Any) -> Any {
        switch value {
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CGRect: return CGRect.zero
        case is CATransform3D: return CATransform3DIdentity
        default: return CGFloat(0)
        }
    }

    /// Whether two animated values are the same.
    public static func isEqual(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (p as CGPoint, q as CGPoint): return p == q
        case let (p as CGSize, q as CGSize): return p == q
        case let (p as CGRect, q as CGRect): return p == q
        case let (p as CATransform3D, q as CATransform3D): return CATransform3DEqualToTransform(p, q)
        case let (p as CGColor, q as CGColor): return p.rgba == q.rgba
        default:
            if let x = AnimationValueMath.number(a), let y = AnimationValueMath.number(b) { return x == y }
            return false
        }
    }

    /// Whether a transform is a flat (2D), invertible one: additive animations of it can be
    /// undone and interpolated by parts.
    public static func isInvertibleAffine(_ t: CATransform3D) -> Bool {
        guard TransformParts(t) != nil else { return false }
        return abs(t.m11 * t.m22 - t.m12 * t.m21) > 1e-9
    }
}

extension _CAValueMath {
    /// How far (0...1, beyond for springs) a basic animation has moved its value at
    /// `fraction` of its duration: its timing function's or its spring's progress.
    public static func progress(of animation: CABasicAnimation, atFraction fraction: Double) -> Double {
        animation.progress(Swift.min(1, Swift.max(0, fraction)))
    }

    /// How long a spring with these physics takes to come to rest.
    public static func settlingDuration(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat) -> CFTimeInterval {
        let spring = CASpringAnimation()
        spring.mass = mass
        spring.stiffness = stiffness
        spring.damping = damping
        spring.initialVelocity = initialVelocity
        return spring.settlingDuration
    }
}
