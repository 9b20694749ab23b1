/// The context a spring-loaded interaction hands out: its state and the drag session's
/// location.
@MainActor
final class SpringLoadedContext: NSObject, UISpringLoadedInteractionContext {
    var state: UISpringLoadedInteractionEffectState = .inactive
    weak var targetView: UIView?
    var targetItem: Any?
    var session: (any UIDropSession)?
    weak var window: UIWindow?

    func location(in view: UIView?) -> CGPoint {
        guard let session else { return .zero }
        if let view { return session.location(in: view) }
        guard let window else { return .zero }
        return session.location(in: window)
    }
}
