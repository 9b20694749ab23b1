// The presentation controllers of UIKit's own styles and the transition coordinator, as a
// view controller exposes them.
extension UIViewController {
    /// UIKit (iOS 15): the sheet presentation controller when `modalPresentationStyle` is
    /// `.pageSheet` or `.formSheet` (or `.automatic`, which presents most controllers as a page
    /// sheet); nil otherwise. Configure it before or after presenting.
    public var sheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet: break
        case .automatic where !(self is UIAlertController): break
        default: return nil
        }
        return presentationController as? UISheetPresentationController
    }

    /// UIKit: the popover presentation controller when `modalPresentationStyle` is `.popover`
    /// (set the style first); nil otherwise.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// UIKit: the coordinator of the presentation or dismissal this controller (or a parent)
    /// takes part in while it runs; nil outside a transition.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let coordinator = transitionCoordinatorStorage, !coordinator.finished { return coordinator }
        return parentStorage?.transitionCoordinator
    }
}
