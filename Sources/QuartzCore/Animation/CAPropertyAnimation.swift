/// An animation of one layer property, named by a key path (Core Animation).
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path: "position", "position.x", "bounds.size", "opacity",
    /// "transform.rotation.z", "backgroundColor", "strokeEnd", ...
    open var keyPath: String?
    /// Whether the animated value is added to the layer's value instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition continues from where the previous ended.
    open var isCumulative = false
    /// Turns the interpolated numbers into the transform the layer shows (for `transform`
    /// key paths); nil animates the property's own values.
    open var valueFunction: CAValueFunction?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyAttributes(into other: CAAnimation) {
        super.copyAttributes(into: other)
        guard let other = other as? CAPropertyAnimation else { return }
        other.keyPath = keyPath
        other.isAdditive = isAdditive
        other.isCumulative = isCumulative
        other.valueFunction = valueFunction
    }

    override func apply(at parentTime: CFTimeInterval, to state: inout PresentationState) {
        guard let keyPath, let fraction = effectiveFraction(at: parentTime) else { return }
        guard let current = state.value(at: keyPath) else { return }
        guard var value = AnimationValueMath.plain(value(atFraction: fraction, current: current)) else { return }
        if isCumulative, repeatCount > 1 || repeatDuration > 0, duration > 0, case .active = phase(at: parentTime) {
            // Each finished cycle adds the animation's end value.
            let local = (parentTime - beginTime) * Double(speed) + timeOffset
            let cycles = floor(local / (duration * (autoreverses ? 2 : 1)))
            if cycles > 0, let end = self.value(atFraction: 1, current: current),
               let start = self.value(atFraction: 0, current: current),
               let step = AnimationValueMath.subtract(end, start) {
                for _ in 0..<Int(Swift.min(cycles, 10_000)) {
                    value = AnimationValueMath.add(value, step) ?? value
                }
            }
        }
        if let valueFunction {
            // Core Animation: the numbers are interpolated first, then made a transform.
            guard let transform = valueFunction.transform(for: value) else { return }
            value = transform
        }
        if isAdditive { value = AnimationValueMath.add(current, value) ?? value }
        state.set(value, at: keyPath)
    }

    /// The animated value at a cycle fraction (before any additive step); `current` is the
    /// value the property has without this animation.
    func value(atFraction fraction: Double, current: Any) -> Any? { nil }
}
