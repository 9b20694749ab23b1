@_spi(UIKit) import QuartzCore

// A window's environment traits: its screen's, with size classes from the window's own size.
extension UIWindow {
    /// The traits a window of `size` points gives its views (style excluded: it is resolved
    /// per view).
    func environmentTraits(for size: CGSize) -> TraitValues {
        var values = screenStorage.traitValues
        let classes = UIScreen.sizeClasses(for: size, idiom: values.userInterfaceIdiom)
        values.horizontalSizeClass = classes.horizontal
        values.verticalSizeClass = classes.vertical
        // UIKit (iOS 17): the window scene's overrides apply to every window of the scene.
        if let scene = windowScene, !scene.sceneTraitOverrides.traits.isEmpty {
            scene.sceneTraitOverrides.apply(to: &values)
        }
        return values
    }

    /// A resize that changes the size classes is a trait change for the window's views.
    func windowSizeDidChange(from oldSize: CGSize) {
        // The size classes of the window's views come from its size.
        TraitInputs.didChange()
        let oldBase = environmentTraits(for: oldSize), newBase = environmentTraits(for: bounds.size)
        guard oldBase != newBase else { return }
        TraitSnapshot.deliver(from: traitSnapshot(base: oldBase), to: traitSnapshot(base: newBase))
    }
}
