/// Objects that can activate when a drag rests on them (UIKit).
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionSupporting: NSObjectProtocol {
    /// Whether the object is spring-loaded.
    var isSpringLoaded: Bool { get set }
}
