extension UIViewController: UITraitEnvironment {}

// A view controller's traits (UIKit, iOS 17): those its view inherits where the view is
// (its superview's, or its parent's or presenter's), with the controller's overrides.
extension UIViewController {
    var _traitCollection: UITraitCollection {
        var values: TraitValues
        if let view = viewStorage {
            values = view.inheritedTraits()
        } else if let parent = parentStorage ?? presentingStorage {
            values = parent.traitCollection.values
        } else {
            values = UIScreen.main.traitValues
        }
        applyControllerTraits(to: &values)
        return UITraitCollection(values: values)
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
        viewStorage?._updateTraitsIfNeeded()
    }

    func _changeTraitOverrides(_ change: (inout UITraitOverrides) -> Void) {
        var overrides = traitOverridesStorage
        change(&overrides)
        guard overrides.values != traitOverridesStorage.values
            || Set(overrides.traits.keys) != Set(traitOverridesStorage.traits.keys) else { return }
        viewStorage?._traitsWillChange()
        traitOverridesStorage = overrides
    }
}

extension UIViewController: UITraitChangeObservable {
    /// Traits this controller sets for itself, its view and everything inside. A change is
    /// delivered at the view's next layout or at `updateTraitsIfNeeded()`.
    public var traitOverrides: UITraitOverrides {
        get { traitOverridesStorage }
        set { _changeTraitOverrides { $0 = newValue } }
    }

    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            guard let environment = environment as? TraitEnvironment else { return }
            handler(environment, previous)
        }
        traitRegistrations.append(registration)
        return registration
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.action(
            api: "registerForTraitChanges(_:target:action:)", traits: traits, target: target, action: action)
        traitRegistrations.append(registration)
        return registration
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.action(
            api: "registerForTraitChanges(_:action:)", traits: traits, target: self, action: action)
        traitRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}
