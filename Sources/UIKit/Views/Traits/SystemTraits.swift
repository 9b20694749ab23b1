/// The system traits OpenUIKit keeps, in the order changes are listed.
enum SystemTraits {
    static let all: [UITrait] = [
        UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitDisplayScale.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
        UITraitForceTouchCapability.self, UITraitPreferredContentSizeCategory.self, UITraitDisplayGamut.self,
        UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self,
    ]
}
