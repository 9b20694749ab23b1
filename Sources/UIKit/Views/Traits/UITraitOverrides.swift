/// The traits a view, view controller or window sets for itself and its descendants (UIKit,
/// iOS 17: `traitOverrides`). Each trait set here replaces the inherited value, even when the
/// value set is the trait's "unspecified" one; `remove(_:)` inherits it again.
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible, Sendable {
    var values = TraitValues()
    /// The traits set.
    var traits: [ObjectIdentifier: TraitKey] = [:]

    init() {}

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set {
            values[trait] = newValue
            traits[ObjectIdentifier(trait)] = TraitKey(trait)
        }
    }

    /// Whether an override is set for `trait`.
    public func contains(_ trait: UITrait) -> Bool { traits[ObjectIdentifier(trait)] != nil }

    /// Removes the override for `trait`.
    public mutating func remove(_ trait: UITrait) {
        guard traits.removeValue(forKey: ObjectIdentifier(trait)) != nil else { return }
        values.copy(trait, from: TraitValues())
    }

    /// Writes the overrides into `inherited`.
    func apply(to inherited: inout TraitValues) {
        for key in traits.values { inherited.copy(key.trait, from: values) }
    }

    var isEmpty: Bool { traits.isEmpty }

    public var description: String {
        let names = traits.values.map { $0.trait.name }.sorted()
        return "UITraitOverrides(" + names.joined(separator: ", ") + ")"
    }
}

/// A trait type stored as a value.
struct TraitKey: @unchecked Sendable {
    // @unchecked: metatypes are immutable.
    let trait: UITrait
    init(_ trait: UITrait) { self.trait = trait }
}
