/// The state of a spring-loaded interaction, handed to its behavior, effect and activation
/// handler (UIKit).
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    /// The interaction's phase.
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view the effect applies to (default: the interaction's view).
    var targetView: UIView? { get set }
    /// An item the delegate may attach (such as a cell's index path).
    var targetItem: Any? { get set }
    /// The drag's location in `view` (nil: the window).
    func location(in view: UIView?) -> CGPoint
}
