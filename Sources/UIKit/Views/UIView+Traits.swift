// Trait collections of views: the window's environment (screen scale, size classes, ...) with
// the interface style resolved through `overrideUserInterfaceStyle` up the hierarchy (a view,
// then the view controller it is the root view of, then its superview, ...).
extension UIView: UITraitEnvironment {}

extension UIView {
    var _traitCollection: UITraitCollection {
        var values = traitBase()
        values.userInterfaceStyle = resolvedUserInterfaceStyle()
        return UITraitCollection(values: values)
    }

    /// The environment traits: the window's, or the main screen's for a view in no window.
    func traitBase() -> TraitValues {
        if let window { return window.environmentTraits(for: window.bounds.size) }
        return UIScreen.main.traitCollection.values
    }

    /// The first style set up the chain; light when none is (UIKit's default appearance).
    func resolvedUserInterfaceStyle() -> UIUserInterfaceStyle {
        var current: UIView? = self
        while let view = current {
            if let style = view.extras?.overrideUserInterfaceStyle, style != .unspecified { return style }
            if let controller = view.viewControllerStorage, controller.overrideStyleStorage != .unspecified {
                return controller.overrideStyleStorage
            }
            current = view.superviewStorage
        }
        return .light
    }

    func _setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != (extras?.overrideUserInterfaceStyle ?? .unspecified) else { return }
        performTraitChange { ensureExtras().overrideUserInterfaceStyle = style }
    }

    /// Runs `change` (which must not alter the tree) and tells every view and view controller
    /// in the subtree whose traits it changed.
    func performTraitChange(_ change: () -> Void) {
        let before = traitSnapshot(base: traitBase())
        change()
        TraitSnapshot.deliver(from: before, to: traitSnapshot(base: traitBase()))
    }

    /// The subtree's traits as they are with environment traits `base`.
    func traitSnapshot(base: TraitValues) -> TraitSnapshot {
        var snapshot = TraitSnapshot()
        let inherited = superviewStorage?.resolvedUserInterfaceStyle() ?? .light
        collectTraits(base: base, inheritedStyle: inherited, into: &snapshot)
        return snapshot
    }

    private func collectTraits(base: TraitValues, inheritedStyle: UIUserInterfaceStyle, into snapshot: inout TraitSnapshot) {
        var style = inheritedStyle
        if let controller = viewControllerStorage {
            if controller.overrideStyleStorage != .unspecified { style = controller.overrideStyleStorage }
            var values = base
            values.userInterfaceStyle = style
            snapshot.entries.append((controller, values))
        }
        if let own = extras?.overrideUserInterfaceStyle, own != .unspecified { style = own }
        var values = base
        values.userInterfaceStyle = style
        snapshot.entries.append((self, values))
        for subview in subviewList {
            subview.collectTraits(base: base, inheritedStyle: style, into: &snapshot)
        }
    }
}
