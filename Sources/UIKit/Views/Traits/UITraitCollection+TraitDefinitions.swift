// The iOS 17 trait API of trait collections: any trait by its type, custom traits, and
// collections built by mutation.
extension UITraitCollection {
    /// The collection's value for `trait`: a system trait's value (its "unspecified" value when
    /// the collection does not set it), or a custom trait's value or its `defaultValue`.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        values[trait]
    }

    /// A collection with the traits `mutations` sets (all others unspecified).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitMutations(values: TraitValues())
        mutations(&traits)
        self.init(values: (traits as? TraitMutations)?.values ?? TraitValues())
    }

    /// A copy of this collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = TraitMutations(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? TraitMutations)?.values ?? values)
    }

    /// The system traits dynamic colors resolve with here: appearance, contrast and level
    /// (the traits the system colors vary by).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// The system traits image assets are selected by: scale, idiom, size classes, gamut,
    /// layout direction, appearance, contrast, level and legibility weight.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self,
         UITraitVerticalSizeClass.self, UITraitDisplayGamut.self, UITraitLayoutDirection.self,
         UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self,
         UITraitLegibilityWeight.self]
    }
}
