// The iOS 17 trait API of views: overrides, registrations, content size category limits.
extension UIView: UITraitChangeObservable {
    /// Traits this view sets for itself and its subviews. A change is delivered (callbacks,
    /// redraws) at the next layout or at `updateTraitsIfNeeded()`; `traitCollection` reports
    /// it at once.
    public var traitOverrides: UITraitOverrides {
        get { _traitOverrides }
        set { _traitOverrides = newValue }
    }

    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            guard let environment = environment as? TraitEnvironment else { return }
            handler(environment, previous)
        }
        ensureExtras().traitRegistrations.append(registration)
        return registration
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.action(
            api: "registerForTraitChanges(_:target:action:)", traits: traits, target: target, action: action)
        ensureExtras().traitRegistrations.append(registration)
        return registration
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration.action(
            api: "registerForTraitChanges(_:action:)", traits: traits, target: self, action: action)
        ensureExtras().traitRegistrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        extras?.traitRegistrations.removeAll { $0 === registration }
    }

    /// The smallest text size the view and its subviews use (nil: no limit).
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { extras?.minimumContentSizeCategory }
        set {
            guard newValue != extras?.minimumContentSizeCategory else { return }
            _traitsWillChange()
            ensureExtras().minimumContentSizeCategory = newValue
        }
    }

    /// The largest text size the view and its subviews use (nil: no limit).
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { extras?.maximumContentSizeCategory }
        set {
            guard newValue != extras?.maximumContentSizeCategory else { return }
            _traitsWillChange()
            ensureExtras().maximumContentSizeCategory = newValue
        }
    }
}
