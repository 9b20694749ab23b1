/// Traits a parent sets for one of its children (`setOverrideTraitCollection(_:forChild:)`).
struct ParentTraitOverride {
    weak var parent: UIViewController?
    var collection: UITraitCollection
}
