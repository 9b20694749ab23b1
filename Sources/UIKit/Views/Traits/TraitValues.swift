/// The values of a trait collection; "unspecified" marks a system trait the collection does
/// not set, and custom traits (`UITraitDefinition`) are present only when set.
struct TraitValues: Hashable, Sendable {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// 0: unspecified.
    var displayScale: CGFloat = 0
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var forceTouchCapability: UIForceTouchCapability = .unknown
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var displayGamut: UIDisplayGamut = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    /// Custom traits, by trait type.
    var custom: [ObjectIdentifier: CustomTraitValue] = [:]

    /// `other`'s specified traits replace these.
    mutating func overlay(_ other: TraitValues) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.forceTouchCapability != .unknown { forceTouchCapability = other.forceTouchCapability }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        custom.merge(other.custom) { _, new in new }
    }

    /// Whether every trait `other` specifies has the same value here.
    func contains(_ other: TraitValues) -> Bool {
        var merged = self
        merged.overlay(other)
        return merged == self
    }

    /// The value of any trait: a system trait's field, a custom trait's value or its default.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = trait as? any SystemTraitDefinition.Type {
                // A system trait's Value is the field's type.
                return system.read(from: self) as! T.Value
            }
            return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
        }
        set {
            if let system = trait as? any SystemTraitDefinition.Type {
                system.write(newValue, into: &self)
            } else {
                custom[ObjectIdentifier(trait)] = CustomTraitValue(newValue, trait: trait)
            }
        }
    }

    /// Copies one trait (system or custom) from `source`.
    mutating func copy(_ trait: UITrait, from source: TraitValues) {
        if let system = trait as? any SystemTraitDefinition.Type {
            system.write(system.read(from: source), into: &self)
        } else {
            custom[ObjectIdentifier(trait)] = source.custom[ObjectIdentifier(trait)]
        }
    }

    /// Whether `trait` has the same value here and in `other`.
    func sameValue(of trait: UITrait, as other: TraitValues) -> Bool {
        var copy = self
        copy.copy(trait, from: other)
        return copy == self
    }

    /// The traits whose values differ from `other`'s, system traits first.
    func changedTraits(from other: TraitValues) -> [UITrait] {
        var changed = SystemTraits.all.filter { !sameValue(of: $0, as: other) }
        for key in Set(custom.keys).union(other.custom.keys) where custom[key] != other.custom[key] {
            if let trait = (custom[key] ?? other.custom[key])?.trait { changed.append(trait) }
        }
        return changed
    }
}

/// A custom trait's value, compared with `==` when its type is `Equatable` (otherwise two
/// values are equal only when they are the same object).
struct CustomTraitValue: Hashable, @unchecked Sendable {
    // @unchecked: trait values are set and read on the main actor (trait environments) or
    // kept immutable inside trait collections.
    let value: Any
    let trait: UITrait?

    init<Value>(_ value: Value, trait: UITrait? = nil) {
        self.value = value
        self.trait = trait
    }

    static func == (lhs: CustomTraitValue, rhs: CustomTraitValue) -> Bool {
        if let left = lhs.value as? any Equatable { return left.isEqual(to: rhs.value) }
        guard type(of: lhs.value) is AnyObject.Type, type(of: rhs.value) is AnyObject.Type else { return false }
        return (lhs.value as AnyObject) === (rhs.value as AnyObject)
    }

    func hash(into hasher: inout Hasher) {
        if let hashable = value as? AnyHashable { hasher.combine(hashable) }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
