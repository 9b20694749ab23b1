/// Customizes or suppresses handwriting into a text input view (UIKit, iOS 14).
@preconcurrency @MainActor
public protocol UIScribbleInteractionDelegate: NSObjectProtocol {
    /// Whether writing may begin at `location` (default true).
    func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool
    /// Whether to wait for a pause in writing before focusing the view (default false).
    func scribbleInteractionShouldDelayFocus(_ interaction: UIScribbleInteraction) -> Bool
    func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction)
    func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction)
}

// UIKit: all optional.
extension UIScribbleInteractionDelegate {
    public func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool { true }
    public func scribbleInteractionShouldDelayFocus(_ interaction: UIScribbleInteraction) -> Bool { false }
    public func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction) {}
    public func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction) {}
}
