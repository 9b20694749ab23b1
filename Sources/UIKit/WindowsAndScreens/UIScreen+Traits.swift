extension UIScreen: UITraitEnvironment {}

// The screen's traits, from which windows and views derive theirs.
extension UIScreen {
    var _traitCollection: UITraitCollection { UITraitCollection(values: ownTraitValues()) }

    /// The screen's traits as values, what windows and views resolve theirs from. Only a
    /// subclass is asked through the overridable `traitCollection` (no collection object is
    /// made for a plain screen at each resolution).
    var traitValues: TraitValues {
        guard type(of: self) == UIScreen.self else { return traitCollection.values }
        // A subclass of the app may override the getters read (layout direction, text size):
        // asked at each resolution.
        if let app = UIApplication.sharedIfCreated, type(of: app) != UIApplication.self { return ownTraitValues() }
        let generation = ScreenTraitInputs.generation
        if ownTraitValuesGeneration != generation {
            ownTraitValuesCache = ownTraitValues()
            ownTraitValuesGeneration = generation
        }
        return ownTraitValuesCache
    }

    private func ownTraitValues() -> TraitValues {
        var values = TraitValues()
        values.displayScale = scaleStorage
        values.userInterfaceIdiom = idiom
        let classes = Self.sizeClasses(for: boundsStorage.size, idiom: idiom)
        values.horizontalSizeClass = classes.horizontal
        values.verticalSizeClass = classes.vertical
        let app = UIApplication.sharedIfCreated
        values.userInterfaceStyle = app?.systemStyleStorage ?? .light
        let direction = app?.userInterfaceLayoutDirection ?? .leftToRight
        values.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        // Mice and touch screens report no pressure.
        values.forceTouchCapability = .unavailable
        values.preferredContentSizeCategory = app?.preferredContentSizeCategory ?? .large
        values.displayGamut = .SRGB
        values.accessibilityContrast = app?.increasedContrastStorage == true ? .high : .normal
        values.legibilityWeight = app?.boldTextStorage == true ? .bold : .regular
        values.userInterfaceLevel = .base
        return values
    }

    /// Differs from UIKit (which knows the device): a screen whose shorter side is at least
    /// 600 points is treated as an iPad, a smaller one as an iPhone. The default headless
    /// screen (390 × 844) is a phone.
    var idiom: UIUserInterfaceIdiom {
        min(boundsStorage.width, boundsStorage.height) >= 600 ? .pad : .phone
    }

    /// UIKit's size classes for a window of `size`: an iPhone is compact in width (regular
    /// only in landscape on the largest phones, 896 points and wider) and regular in height
    /// in portrait, compact in landscape; an iPad is regular in height, and regular in width
    /// unless the window is narrower than 678 points (Slide Over, narrow Split View).
    static func sizeClasses(for size: CGSize, idiom: UIUserInterfaceIdiom)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        guard size.width > 0, size.height > 0 else { return (.unspecified, .unspecified) }
        if idiom == .pad {
            return (size.width >= 678 ? .regular : .compact, .regular)
        }
        let landscape = size.width > size.height
        return (landscape && size.width >= 896 ? .regular : .compact, landscape ? .compact : .regular)
    }
}
