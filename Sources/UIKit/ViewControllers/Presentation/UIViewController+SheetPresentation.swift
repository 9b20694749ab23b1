// The presentation controllers of UIKit's own styles and the transition coordinator, as a
// view controller exposes them.
extension UIViewController {
    /// `sheetPresentationController`: the sheet the style calls for.
    var _sheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet: break
        case .automatic where !(self is UIAlertController): break
        default: return nil
        }
        return presentationController as? UISheetPresentationController
    }

    /// `popoverPresentationController`: the popover the style calls for.
    var _popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// `transitionCoordinator`: the running presentation's or dismissal's, else the parent's.
    var _transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let coordinator = transitionCoordinatorStorage, !coordinator.finished { return coordinator }
        return parentStorage?.transitionCoordinator
    }

    /// `activePresentationController`: the presentation controller while this controller is
    /// presented (or being presented), the adaptive sheet when a popover adapted to one.
    var _activePresentationController: UIPresentationController? {
        guard presentingStorage != nil || beingPresented, let presentation = presentationControllerStorage else { return nil }
        return presentation.adaptiveSheetStorageIfActive ?? presentation
    }
}
