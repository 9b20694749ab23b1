/// The popover presentation controller's delegate (UIKit): the adaptive presentation
/// delegate's methods and the popover's own.
///
/// `popoverPresentationController(_:willRepositionPopoverTo:in:)` is not declared: its
/// `AutoreleasingUnsafeMutablePointer` parameter exists only with the Objective-C runtime.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is shown: the last chance to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// UIKit (deprecated in iOS 13): asked before a tap outside dismisses the popover.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// UIKit (deprecated in iOS 13): called after a tap outside dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
