/// The methods a class adopts to act as the restoration class of view controllers
/// (`UIViewController.restorationClass`): at launch it makes (or finds) the view controller
/// an archived restoration path names.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// The view controller for `identifierComponents` (the restoration identifiers of it and
    /// its ancestors, its own last), or nil to leave it out of the restored interface.
    /// `coder` holds the state that view controller saved.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
