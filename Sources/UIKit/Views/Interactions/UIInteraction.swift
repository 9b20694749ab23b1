/// An object that adds behavior to the view it is added to (UIKit).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view` (nil: before it is removed).
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to `view` (nil: after it was removed).
    func didMove(to view: UIView?)
}
