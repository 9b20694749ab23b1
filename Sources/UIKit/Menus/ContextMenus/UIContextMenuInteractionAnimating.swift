/// Lets a delegate animate alongside a context menu's appearance or disappearance (UIKit).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller (from the configuration's preview provider), if any.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
