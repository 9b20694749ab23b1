@_spi(Rendering) import CoreGraphics

/// An animation through a sequence of values, or along a path (Core Animation).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for a point property (position, anchorPoint) to move along; it overrides
    /// `values`. The point moves at an even speed along the path's length.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions 0...1 of the duration (one per value,
    /// increasing); nil spreads them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing between each pair of keyframes (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (`.linear` by default).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kept; `.rotateAuto` is not applied.
    open var rotationMode: CAAnimationRotationMode?
    /// Tension of the `.cubic` curve at each keyframe (Kochanek–Bartels). Kept; the cubic
    /// modes interpolate as if all three were 0.
    open var tensionValues: [NSNumber]?
    /// Continuity of the `.cubic` curve at each keyframe. Kept; not applied.
    open var continuityValues: [NSNumber]?
    /// Bias of the `.cubic` curve at each keyframe. Kept; not applied.
    open var biasValues: [NSNumber]?

    override func copyAttributes(into other: CAAnimation) {
        super.copyAttributes(into: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        other.values = values
        other.path = path
        other.keyTimes = keyTimes
        other.timingFunctions = timingFunctions
        other.calculationMode = calculationMode
        other.rotationMode = rotationMode
        other.tensionValues = tensionValues
        other.continuityValues = continuityValues
        other.biasValues = biasValues
    }

    override func value(atFraction fraction: Double, current: Any) -> Any? {
        let t = eased(fraction)
        if let path {
            return PathTrimming.point(along: path, atFraction: CGFloat(t))
        }
        guard let values, !values.isEmpty else { return nil }
        if values.count == 1 { return values[0] }
        let times = keyframeTimes(values)
        if calculationMode == .discrete {
            // Each value holds until the next keyframe time.
            var index = 0
            for (i, time) in times.enumerated() where t >= time { index = i }
            return values[Swift.min(index, values.count - 1)]
        }
        var segment = values.count - 2
        for i in 0..<(values.count - 1) where t < times[i + 1] {
            segment = i
            break
        }
        let start = times[segment], end = times[segment + 1]
        var local = end > start ? (t - start) / (end - start) : 1
        local = Swift.min(1, Swift.max(0, local))
        if let functions = timingFunctions, functions.indices.contains(segment) {
            local = functions[segment].progress(at: local)
        }
        return AnimationValueMath.interpolate(values[segment], values[segment + 1], local)
    }

    /// The keyframe times: `keyTimes` when they match the values, else paced by distance
    /// (`.paced`, `.cubicPaced`) or evenly spread.
    private func keyframeTimes(_ values: [Any]) -> [Double] {
        if calculationMode != .paced, calculationMode != .cubicPaced, let keyTimes,
           keyTimes.count == values.count || (calculationMode == .discrete && keyTimes.count == values.count + 1) {
            return keyTimes.map { Swift.min(1, Swift.max(0, $0.doubleValue)) }
        }
        if calculationMode == .discrete {
            // Core Animation: each value holds for an equal share of the duration.
            return values.indices.map { Double($0) / Double(values.count) }
        }
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var distances: [Double] = [0]
            for i in 1..<values.count {
                distances.append(distances[i - 1] + AnimationValueMath.distance(values[i - 1], values[i]))
            }
            if let total = distances.last, total > 0 { return distances.map { $0 / total } }
        }
        let last = Double(values.count - 1)
        return values.indices.map { Double($0) / last }
    }
}

/// How keyframe animations compute values between keyframes (Core Animation).
/// Differs from Core Animation: the cubic modes interpolate linearly between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether objects animated along a path turn to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
