@_spi(Diagnostics) import CoreGraphics

extension UIViewController {
    /// Sets the traits a child controller (and its view) has in place of those it inherits:
    /// the collection's specified traits replace the parent's, the others are inherited;
    /// nil removes the override. Deprecated in iOS 17 (the child's `traitOverrides`), still
    /// honoured. A controller that is not a child of the receiver is ignored, with a log line.
    func _setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parentStorage === self else {
            FrameworkLog.log("UIViewController.setOverrideTraitCollection(_:forChild:): \(childViewController) is not "
                + "a child of \(self); ignored")
            return
        }
        let current = childViewController.parentTraitOverride?.collection
        guard current?.values != collection?.values || (current == nil) != (collection == nil) else { return }
        childViewController.viewStorage?._traitsWillChange()
        childViewController.parentTraitOverride = collection.map { ParentTraitOverride(parent: self, collection: $0) }
    }

    /// The collection set by `setOverrideTraitCollection(_:forChild:)`; nil when none is set or
    /// the controller is not (or no longer) a child of the receiver.
    func _overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        guard childViewController.parentStorage === self,
              let override = childViewController.parentTraitOverride, override.parent === self else { return nil }
        return override.collection
    }

    /// Writes what this controller sets over the traits it inherits: its parent's override
    /// collection for it, then its own `traitOverrides` (UIKit: these win).
    func applyControllerTraits(to values: inout TraitValues) {
        if let override = parentTraitOverride, let parent = override.parent, parentStorage === parent {
            values.overlay(override.collection.values)
        }
        traitOverridesStorage.apply(to: &values)
    }
}
