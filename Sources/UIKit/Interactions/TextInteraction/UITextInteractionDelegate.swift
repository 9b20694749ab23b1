/// Hears a text interaction's gestures (UIKit, iOS 13).
@preconcurrency @MainActor
public protocol UITextInteractionDelegate: NSObjectProtocol {
    /// Whether a gesture at `point` (the interaction's view's coordinates) may act (default
    /// true).
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    func interactionWillBegin(_ interaction: UITextInteraction)
    func interactionDidEnd(_ interaction: UITextInteraction)
}

// UIKit: all optional.
extension UITextInteractionDelegate {
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}
