/// A single-keyframe animation of a property: from one value to another (Core Animation).
///
/// Core Animation's rules for the values: `fromValue` and `toValue` go from one to the other;
/// `fromValue` and `byValue` go from `fromValue` to their sum; `byValue` and `toValue` end at
/// `toValue`, `byValue` earlier; a single value starts or ends at the property's current value
/// (`byValue` alone goes from it to it plus `byValue`).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyAttributes(into other: CAAnimation) {
        super.copyAttributes(into: other)
        guard let other = other as? CABasicAnimation else { return }
        other.fromValue = fromValue
        other.toValue = toValue
        other.byValue = byValue
    }

    /// The values the animation interpolates between.
    func endpoints(current: Any) -> (Any, Any)? {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return AnimationValueMath.add(from, by).map { (from, $0) }
        case let (nil, to?, by?): return AnimationValueMath.subtract(to, by).map { ($0, to) }
        case let (from?, nil, nil): return isAdditive ? nil : (from, current)
        case let (nil, to?, nil): return isAdditive ? nil : (current, to)
        case let (nil, nil, by?):
            return isAdditive ? (Self.zero(like: by), by) : AnimationValueMath.add(current, by).map { (current, $0) }
        default: return nil
        }
    }

    override func value(atFraction fraction: Double, current: Any) -> Any? {
        guard let (from, to) = endpoints(current: current) else { return nil }
        return AnimationValueMath.interpolate(from, to, progress(fraction))
    }

    /// The progress for a cycle fraction (the timing function; springs override).
    func progress(_ fraction: Double) -> Double { eased(fraction) }

    private static func zero(like value: Any) -> Any {
        switch value {
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CGRect: return CGRect.zero
        case is CATransform3D: return CATransform3DIdentity
        default: return CGFloat(0)
        }
    }
}
