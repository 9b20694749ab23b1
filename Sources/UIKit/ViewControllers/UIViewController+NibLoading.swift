import Foundation

extension UIViewController {
    /// `loadView()` for a controller with a nib name (see `UINib` for what a nib is on
    /// Linux). An archived nib's first top-level view becomes the view (nibs here carry no
    /// outlets, so the `view` outlet cannot be connected); a nib named after a view class
    /// gives an instance of it; a nib named after a controller class (the
    /// `init(nibName: "\(Self.self)", bundle: nil)` habit) gives the plain view of a
    /// controller without a nib. Returns false for that last case.
    func _loadViewFromNib() -> Bool {
        guard let nibName = nibNameStorage else { return false }
        let nib = UINib(nibName: nibName, bundle: nibBundleStorage)
        nib.lookupContext = [self]
        guard let resolved = nib.resolve() else { preconditionFailure(nib.missingNibMessage()) }
        if case .type(let type) = resolved, type is UIViewController.Type { return false }
        let objects = nib._instantiate(withOwner: self, options: nil, reuseIdentifier: nil)
        guard let loaded = objects.first(where: { $0 is UIView }) as? UIView else {
            preconditionFailure("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set.")
        }
        view = loaded
        return true
    }
}
