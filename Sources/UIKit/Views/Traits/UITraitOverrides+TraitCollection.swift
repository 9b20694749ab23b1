extension UITraitOverrides {
    /// OpenUIKit SPI: overrides every trait `collection` specifies — its system traits not at
    /// their unspecified value, and every custom trait (`UITraitDefinition`) it sets — as a
    /// parent's `setOverrideTraitCollection(_:forChild:)` does on iOS. The snapshot
    /// integration gives a device config's traits to the controller it hosts this way.
    @_spi(Platform) public mutating func _override(with collection: UITraitCollection) {
        let unspecified = TraitValues()
        for trait in SystemTraits.all where !unspecified.sameValue(of: trait, as: collection.values) {
            values.copy(trait, from: collection.values)
            traits[ObjectIdentifier(trait)] = TraitKey(trait)
        }
        for (key, custom) in collection.values.custom {
            guard let trait = custom.trait else { continue }
            values.custom[key] = custom
            traits[key] = TraitKey(trait)
        }
    }
}
