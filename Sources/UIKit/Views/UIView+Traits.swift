// Trait collections of views (UIKit, iOS 17 model): a view inherits its superview's traits
// (a window's come from its screen and size), then its view controller's `traitOverrides`
// apply, then its own, then its content size category limits. Traits are computed when
// asked; changes are delivered (`traitCollectionDidChange(_:)`, registrations) by comparing
// the subtree's traits before and after.
@_spi(UIKit) import QuartzCore

extension UIView: UITraitEnvironment {}

extension UIView {
    var _traitCollection: UITraitCollection { UITraitCollection(values: resolvedTraits()) }

    /// The environment traits: the window's, or the main screen's for a view in no window.
    func traitBase() -> TraitValues {
        if let window { return window.environmentTraits(for: window.bounds.size) }
        return UIScreen.main.traitValues
    }

    /// The view's traits, from the root of its hierarchy down (by recursion: no array of the
    /// ancestors is made at each read). In a window, each view on the way keeps what it
    /// resolved until an input changes (`TraitInputs`, `ResolvedTraitsCache`).
    func resolvedTraits() -> TraitValues {
        var cacheable = false
        return resolvedTraits(cacheable: &cacheable)
    }

    /// `cacheable` is set when the traits come from a window's stored values alone.
    private func resolvedTraits(cacheable: inout Bool) -> TraitValues {
        let generation = TraitInputs.generation
        if let stored = viewLayer?._ownerCache {
            let cache = unsafeDowncast(stored, to: ResolvedTraitsCache.self)
            if cache.generation == generation {
                cacheable = true
                return cache.values
            }
        }
        var values: TraitValues
        if let superview = superviewStorage {
            values = superview.resolvedTraits(cacheable: &cacheable)
        } else {
            values = rootTraits()
            cacheable = isTraitCacheRoot
        }
        viewControllerStorage?.applyControllerTraits(to: &values)
        applyOwnTraits(to: &values)
        if cacheable, TraitInputs.generation == generation, let layer = viewLayer {
            if let stored = layer._ownerCache {
                let cache = unsafeDowncast(stored, to: ResolvedTraitsCache.self)
                cache.generation = generation
                cache.values = values
            } else {
                layer._ownerCache = ResolvedTraitsCache(generation: generation, values: values)
            }
        }
        return values
    }

    /// Whether traits resolved from this root may be kept: a window (its environment comes
    /// from its stored screen, scene and size, each counted when it changes) on a plain screen,
    /// in a plain app (subclasses of either may override the getters read), whose scene does
    /// not depend on its visibility (one of its own, or an app's scene without overrides,
    /// which a hidden window's missing scene equals). A window subclass overriding `bounds`
    /// to differ from its layer's is not supported.
    private var isTraitCacheRoot: Bool {
        guard let window = self as? UIWindow, type(of: window.screenStorage) == UIScreen.self else { return false }
        // Without an app, a visible window's first scene read makes one: not kept.
        guard let app = UIApplication.sharedIfCreated, type(of: app) == UIApplication.self else { return false }
        return window.hasExplicitWindowScene || app.sceneRegistry.windowScene?.sceneTraitOverrides.isEmpty ?? true
    }

    /// What a view with no superview inherits: a window's screen environment, the parent (or
    /// presenting) controller's traits for a controller's view, otherwise the main screen's.
    func rootTraits() -> TraitValues {
        if let window = self as? UIWindow { return window.environmentTraits(for: window.bounds.size) }
        if let controller = viewControllerStorage, let parent = controller.parentStorage ?? controller.presentingStorage {
            return parent.traitCollection.values
        }
        return UIScreen.main.traitValues
    }

    /// The traits this view's subtree inherits from above it.
    func inheritedTraits() -> TraitValues {
        superviewStorage?.resolvedTraits() ?? rootTraits()
    }

    /// The view's own overrides, then its content size category limits.
    func applyOwnTraits(to values: inout TraitValues) {
        guard let extras else { return }
        extras.traitOverrides.apply(to: &values)
        // UIKit: the limits clamp the inherited or overridden category (never unspecified).
        guard values.preferredContentSizeCategory != .unspecified else { return }
        if let minimum = extras.minimumContentSizeCategory, minimum != .unspecified,
           values.preferredContentSizeCategory < minimum {
            values.preferredContentSizeCategory = minimum
        }
        if let maximum = extras.maximumContentSizeCategory, maximum != .unspecified,
           values.preferredContentSizeCategory > maximum {
            values.preferredContentSizeCategory = maximum
        }
    }

    func _setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyle else { return }
        _changeTraitOverrides { overrides in
            if style == .unspecified {
                overrides.remove(UITraitUserInterfaceStyle.self)
            } else {
                overrides.userInterfaceStyle = style
            }
        }
        _updateTraitsIfNeeded()
    }

    var _traitOverrides: UITraitOverrides {
        get { extras?.traitOverrides ?? UITraitOverrides() }
        set { _changeTraitOverrides { $0 = newValue } }
    }

    func _changeTraitOverrides(_ change: (inout UITraitOverrides) -> Void) {
        var overrides = extras?.traitOverrides ?? UITraitOverrides()
        let before = overrides.values
        let keys = Set(overrides.traits.keys)
        change(&overrides)
        guard before != overrides.values || keys != Set(overrides.traits.keys) else { return }
        _traitsWillChange()
        ensureExtras().traitOverrides = overrides
    }

    /// Remembers the subtree's traits before a change of overrides (once until the change is
    /// delivered) and asks for a layout, which delivers it.
    func _traitsWillChange() {
        var ancestor: UIView? = self
        while let view = ancestor {
            if view.extras?.pendingTraitSnapshot != nil {
                setNeedsLayout()
                return
            }
            ancestor = view.superviewStorage
        }
        var snapshot = traitSnapshot()
        // Pending changes below keep their older "before" traits.
        absorbPendingSnapshots(into: &snapshot, isRoot: true)
        ensureExtras().pendingTraitSnapshot = snapshot.detached()
        setNeedsLayout()
    }

    private func absorbPendingSnapshots(into snapshot: inout TraitSnapshot, isRoot: Bool) {
        if !isRoot, let pending = extras?.pendingTraitSnapshot {
            snapshot.replace(with: pending)
            extras?.pendingTraitSnapshot = nil
        }
        for subview in subviewList { subview.absorbPendingSnapshots(into: &snapshot, isRoot: false) }
    }

    /// Delivers the pending trait changes of this view's hierarchy: those recorded on it, on
    /// its ancestors and in its subtree.
    func _updateTraitsIfNeeded() {
        var ancestor = superviewStorage
        while let view = ancestor {
            if view.extras?.pendingTraitSnapshot != nil {
                view.deliverPendingTraitChanges()
                break
            }
            ancestor = view.superviewStorage
        }
        deliverPendingTraitChangesInSubtree()
    }

    private func deliverPendingTraitChangesInSubtree() {
        if extras?.pendingTraitSnapshot != nil {
            UIApplication.noteInterfaceChange()
            deliverPendingTraitChanges()
            return
        }
        for subview in subviewList { subview.deliverPendingTraitChangesInSubtree() }
    }

    /// Delivers the change recorded on this view, if any (the layout pass calls it).
    func deliverPendingTraitChanges() {
        guard let before = extras?.pendingTraitSnapshot else { return }
        extras?.pendingTraitSnapshot = nil
        TraitSnapshot.deliver(from: before, to: traitSnapshot())
    }

    /// Runs `change` (which must not alter the tree) and tells every view and view controller
    /// in the subtree whose traits it changed.
    func performTraitChange(_ change: () -> Void) {
        let before = traitSnapshot()
        change()
        TraitSnapshot.deliver(from: before, to: traitSnapshot())
    }

    /// A move to another superview: UIKit tells the subtree's views and view controllers
    /// whose traits changed (a dark container, another window's size classes), and dynamic
    /// colors resolve again.
    func inheritedTraitsDidChange(from oldTraits: TraitValues) {
        let newTraits = inheritedTraits()
        guard newTraits != oldTraits else { return }
        TraitSnapshot.deliver(from: traitSnapshot(base: oldTraits), to: traitSnapshot(base: newTraits))
    }

    /// The subtree's traits as they are now.
    func traitSnapshot() -> TraitSnapshot {
        traitSnapshot(base: inheritedTraits())
    }

    /// The subtree's traits as they are when it inherits `base`.
    func traitSnapshot(base: TraitValues) -> TraitSnapshot {
        var snapshot = TraitSnapshot()
        collectTraits(inherited: base, into: &snapshot)
        return snapshot
    }

    private func collectTraits(inherited: TraitValues, into snapshot: inout TraitSnapshot) {
        var values = inherited
        if let controller = viewControllerStorage {
            controller.applyControllerTraits(to: &values)
            snapshot.append(controller, values)
        }
        applyOwnTraits(to: &values)
        snapshot.append(self, values)
        // A presentation's container: its presentation controller's traits are the
        // container's with the controller's `overrideTraitCollection` on top.
        if let container = self as? PresentationContainerView, let presentation = container.presentationController {
            var presentationValues = values
            if let overrides = presentation.overrideTraitCollection { presentationValues.overlay(overrides.values) }
            snapshot.append(presentation, presentationValues)
        }
        for subview in subviewList {
            subview.collectTraits(inherited: values, into: &snapshot)
        }
    }

    /// The layer color for a view color: a dynamic color resolved with the view's traits.
    func _layerColor(_ color: UIColor?) -> CGColor? {
        guard let color else { return nil }
        guard color.isDynamic else { return color.cgColor }
        return color.resolvedColor(with: traitCollection).cgColor
    }

    /// The color appearance changed: colors set on the view resolve again, and views that
    /// draw or lay out with colors do so again.
    func _colorAppearanceDidChange() {
        if let color = backgroundColorStorage, color.isDynamic {
            viewLayer.backgroundColor = _layerColor(color)
        }
        // UIKit: draw(_:) runs again for a class that overrides it. A class whose drawing
        // called super and painted nothing so far may paint with the new traits (a dark-mode
        // glow): its display is checked on a one-pixel probe first, as an app's request is.
        if ViewDrawingRegistry.mayDraw(type(of: self)) {
            _setNeedsDisplayAutomatically()
        } else if ViewDrawingRegistry.mayPaintWithOtherTraits(type(of: self)) {
            _setNeedsDisplay(nil)
        }
        setNeedsLayout()
    }
}
