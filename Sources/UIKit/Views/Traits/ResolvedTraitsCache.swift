/// A view's traits as last resolved, and the `TraitInputs` count they hold for. Kept for
/// views in a window of a plain screen only (the only roots whose traits come from stored
/// values alone: a parent controller's or a screen subclass's come from overridable getters),
/// in the slot the view's layer keeps for its owner (`CALayer._ownerCache`), so that a view
/// whose traits are never read costs no memory for it.
@MainActor
final class ResolvedTraitsCache {
    var generation: UInt64
    var values: TraitValues

    init(generation: UInt64, values: TraitValues) {
        self.generation = generation
        self.values = values
    }
}
