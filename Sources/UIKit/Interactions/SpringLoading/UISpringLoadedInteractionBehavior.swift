/// Decides when a spring-loaded interaction may proceed (UIKit).
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionBehavior: NSObjectProtocol {
    /// Asked as the drag moves over the view; false stops the interaction (it begins again
    /// when true).
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: any UISpringLoadedInteractionContext) -> Bool
    /// The interaction finished (activated or the drag left).
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    /// UIKit: optional.
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {}
}
