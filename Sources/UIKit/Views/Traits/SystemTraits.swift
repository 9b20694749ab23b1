/// The system traits OpenUIKit keeps, in the order changes are listed.
enum SystemTraits {
    static var all: [UITrait] { keys.map(\.trait) }

    private static let keys: [TraitKey] = [
        UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitDisplayScale.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
        UITraitForceTouchCapability.self, UITraitPreferredContentSizeCategory.self, UITraitDisplayGamut.self,
        UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self,
    ].map(TraitKey.init)
}
