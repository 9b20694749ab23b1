/// The traits of the trait environments in a view subtree (views and their view controllers,
/// parents first), taken before and after a change so that each environment whose traits
/// changed hears `traitCollectionDidChange(_:)` with its former traits.
@MainActor
struct TraitSnapshot {
    var entries: [(environment: any UITraitEnvironment, traits: TraitValues)] = []

    /// Delivers the changes from `before` to `after` (taken of the same, unchanged tree), with
    /// the new traits current during each call.
    static func deliver(from before: TraitSnapshot, to after: TraitSnapshot) {
        for (old, new) in zip(before.entries, after.entries) where old.traits != new.traits {
            guard old.environment === new.environment else { continue }
            let previous = UITraitCollection(values: old.traits)
            UITraitCollection(values: new.traits).performAsCurrent {
                new.environment.traitCollectionDidChange(previous)
            }
        }
    }
}
