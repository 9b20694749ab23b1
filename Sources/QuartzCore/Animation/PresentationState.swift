/// The values a layer shows at one moment: its model values with its animations applied in
/// order (later animations replace earlier ones' values, additive ones add to them).
struct PresentationState {
    unowned let layer: CALayer
    /// Base keys in the order they were first touched, with their current values.
    private(set) var keys: [String] = []
    private(set) var values: [String: Any] = [:]

    init(layer: CALayer) {
        self.layer = layer
    }

    /// The value at `keyPath` so far (the model's until an animation sets it).
    mutating func value(at keyPath: String) -> Any? {
        let (base, rest) = AnimatableKeyPath.split(keyPath)
        guard let baseValue = baseValue(base) else { return nil }
        return AnimatableKeyPath.component(of: baseValue, path: rest)
    }

    mutating func set(_ value: Any, at keyPath: String) {
        let (base, rest) = AnimatableKeyPath.split(keyPath)
        guard let baseValue = baseValue(base),
              let updated = AnimatableKeyPath.replacing(rest, in: baseValue, with: value) else { return }
        values[base] = updated
    }

    private mutating func baseValue(_ base: String) -> Any? {
        if let value = values[base] { return value }
        guard let model = AnimatableKeyPath.value(of: layer, base: base) else { return nil }
        keys.append(base)
        values[base] = model
        return model
    }
}
