import Foundation

/// Customizes where a `UITextSelectionDisplayInteraction` puts its views (UIKit, iOS 17).
@preconcurrency @MainActor
public protocol UITextSelectionDisplayInteractionDelegate: AnyObject {
    /// The view the highlight goes in, below the text (nil: the interaction's view).
    func selectionContainerViewBelowText(for interaction: UITextSelectionDisplayInteraction) -> UIView?
}

extension UITextSelectionDisplayInteractionDelegate {
    public func selectionContainerViewBelowText(for interaction: UITextSelectionDisplayInteraction) -> UIView? { nil }
}
