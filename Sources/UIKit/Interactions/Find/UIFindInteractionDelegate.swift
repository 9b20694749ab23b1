/// Supplies a find interaction's sessions and hears them begin and end (UIKit, iOS 16).
@preconcurrency @MainActor
public protocol UIFindInteractionDelegate: NSObjectProtocol {
    /// The session for a search in `view`; nil: no find navigator appears.
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession?
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession)
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession)
}

// UIKit: the session callbacks are optional.
extension UIFindInteractionDelegate {
    public func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {}
    public func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {}
}
