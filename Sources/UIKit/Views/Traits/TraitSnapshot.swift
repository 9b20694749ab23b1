/// The traits of the trait environments in a view subtree (views and their view controllers,
/// parents first), taken before and after a change so that each environment whose traits
/// changed hears of it with its former traits.
@MainActor
struct TraitSnapshot {
    private(set) var entries: [(environment: any UITraitEnvironment, traits: TraitValues)] = []
    private var traitsByEnvironment: [ObjectIdentifier: TraitValues] = [:]

    mutating func append(_ environment: any UITraitEnvironment, _ traits: TraitValues) {
        traitsByEnvironment[ObjectIdentifier(environment)] = traits
        entries.append((environment, traits))
    }

    /// The traits alone, without references to the environments: what a view keeps until a
    /// pending change is delivered (so that it keeps nothing alive; an environment freed
    /// meanwhile whose address a new one takes would hear one change too many).
    func detached() -> TraitSnapshot {
        var copy = TraitSnapshot()
        copy.traitsByEnvironment = traitsByEnvironment
        return copy
    }

    /// Takes `older`'s traits for the environments both have.
    mutating func replace(with older: TraitSnapshot) {
        for (environment, traits) in older.traitsByEnvironment where traitsByEnvironment[environment] != nil {
            traitsByEnvironment[environment] = traits
        }
    }

    func traits(of environment: any UITraitEnvironment) -> TraitValues? {
        traitsByEnvironment[ObjectIdentifier(environment)]
    }

    /// Delivers the changes from `before` to `after`, parents first, with the new traits
    /// current during each call: UIKit's own updates (colors, fonts), then
    /// `traitCollectionDidChange(_:)`, then the registrations for a trait that changed.
    /// Environments that joined or left the subtree in between hear nothing.
    static func deliver(from before: TraitSnapshot, to after: TraitSnapshot) {
        for new in after.entries {
            guard let old = before.traits(of: new.environment), old != new.traits else { continue }
            let previous = UITraitCollection(values: old)
            let changed = new.traits.changedTraits(from: old)
            UITraitCollection(values: new.traits).performAsCurrent {
                (new.environment as? UIView)?._traitsDidChange(from: old, to: new.traits)
                (new.environment as? UIView)?._applyTraitAppearance()
                new.environment.traitCollectionDidChange(previous)
                for registration in TraitChangeRegistration.registrations(of: new.environment)
                where registration.observes(any: changed) {
                    registration.fire(new.environment, previous)
                }
            }
        }
    }
}
