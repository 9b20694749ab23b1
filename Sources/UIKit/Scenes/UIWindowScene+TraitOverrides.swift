extension UIWindowScene {
    /// Traits set for the whole scene (iOS 17): every window of the scene, and the views and
    /// view controllers in them, inherit them (below their own overrides). Changing them
    /// delivers the trait changes to the windows' views and controllers.
    public var traitOverrides: UITraitOverrides {
        get { sceneTraitOverrides }
        set {
            let windows = self.windows
            let before = windows.map { $0.traitSnapshot(base: $0.environmentTraits(for: $0.bounds.size)) }
            sceneTraitOverrides = newValue
            for (window, old) in zip(windows, before) {
                TraitSnapshot.deliver(from: old, to: window.traitSnapshot(base: window.environmentTraits(for: window.bounds.size)))
            }
        }
    }
}
