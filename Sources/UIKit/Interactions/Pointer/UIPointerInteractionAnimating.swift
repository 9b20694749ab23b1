/// Animations that run alongside the pointer entering or exiting a region (UIKit, iOS 13.4).
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    /// The completion's argument: whether the animations finished.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}
