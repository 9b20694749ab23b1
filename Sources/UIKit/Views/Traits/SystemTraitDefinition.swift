/// A system trait: its value is a field of `TraitValues`.
protocol SystemTraitDefinition: UITraitDefinition {
    static var field: WritableKeyPath<TraitValues, Value> { get }
}

extension SystemTraitDefinition {
    static func read(from values: TraitValues) -> Any { values[keyPath: field] }

    static func write(_ value: Any, into values: inout TraitValues) {
        guard let value = value as? Value else { return }
        values[keyPath: field] = value
    }
}
