/// An object that calls code when its traits change (UIKit, iOS 17): views and view
/// controllers. Registrations are kept until `unregisterForTraitChanges(_:)` or until the
/// object goes away; a handler runs with the new traits current, after
/// `traitCollectionDidChange(_:)`.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Calls `handler` with the object and its previous traits when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration

    /// Sends `action` to `target` when one of `traits` changes. Porting: the action is a
    /// `Selector("traitsChanged", View.traitsChanged)` taking nothing or the environment.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration

    /// Sends `action` to the object itself when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration

    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}
