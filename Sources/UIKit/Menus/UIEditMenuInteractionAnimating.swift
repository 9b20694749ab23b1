/// Lets a delegate animate alongside the edit menu's appearance or disappearance (UIKit).
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
