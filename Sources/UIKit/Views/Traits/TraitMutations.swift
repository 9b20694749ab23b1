/// The mutable traits `UITraitCollection(mutations:)` and `modifyingTraits(_:)` pass.
struct TraitMutations: UIMutableTraits {
    var values: TraitValues

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set { values[trait] = newValue }
    }
}
