/// Shows a spring-loaded interaction's progress (UIKit).
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionEffect: NSObjectProtocol {
    /// The context's state changed.
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: any UISpringLoadedInteractionContext)
}
