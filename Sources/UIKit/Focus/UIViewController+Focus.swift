// View controllers are focus environments between their root view and its superview. The
// overridable members are declared in UIViewController.swift.
extension UIViewController: UIFocusEnvironment {
    /// UIKit: the root view's superview, else the presenting or parent view controller.
    var _parentFocusEnvironment: (any UIFocusEnvironment)? {
        if let superview = viewStorage?.superviewStorage { return superview }
        if let presenting = presentingStorage { return presenting }
        return parentStorage
    }

    func _setNeedsFocusUpdate() {
        viewIfLoaded?.window?.focusSystem.environmentRequestsUpdate(self)
    }

    /// Before presenting: the focused item is remembered for this (presenting) controller.
    func _rememberFocusBeforePresenting() {
        guard let system = viewIfLoaded?.window?.focusSystemIfMade, let item = system.focusedItem else { return }
        system.focusBeforePresentation[ObjectIdentifier(self)] = WeakFocusItem(item: item)
    }

    /// After what this controller presented was dismissed: UIKit focuses the item that was
    /// focused before the presentation again when `restoresFocusAfterTransition` is true
    /// and the item can still be focused (else focus goes to the preferred item as usual).
    func _restoreFocusAfterDismissal() {
        guard let system = viewIfLoaded?.window?.focusSystemIfMade,
              let entry = system.focusBeforePresentation.removeValue(forKey: ObjectIdentifier(self)),
              restoresFocusAfterTransition, let item = entry.item else { return }
        guard system.isFocusable(item, among: system.collectCandidates()) else { return }
        system.moveFocus(to: item, heading: [])
    }
}
