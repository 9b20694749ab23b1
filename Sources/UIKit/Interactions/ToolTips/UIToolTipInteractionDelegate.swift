/// Supplies tool tips that depend on where the pointer rests (UIKit, iOS 15).
@preconcurrency @MainActor
public protocol UIToolTipInteractionDelegate: NSObjectProtocol {
    /// The tip at `point` (the interaction's view's coordinates); nil: none there.
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    /// UIKit: optional; unimplemented, the interaction shows its `defaultToolTip`.
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        interaction.defaultConfiguration()
    }
}
