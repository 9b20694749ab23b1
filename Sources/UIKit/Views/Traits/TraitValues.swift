/// The values of a trait collection; "unspecified" marks a trait the collection does not set.
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
    }

    /// Whether every trait `other` specifies has the same value here.
    func contains(_ other: TraitValues) -> Bool {
        var merged = self
        merged.overlay(other)
        return merged == self
    }
}
