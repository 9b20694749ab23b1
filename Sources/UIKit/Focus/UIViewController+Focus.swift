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

    /// Before presenting, and as the controller's view is about to disappear (a push covers it,
    /// a tab switch or its window hides it): the focused item, when it is this controller's,
    /// is remembered for the controller.
    func _rememberFocusBeforeTransition(presenting: Bool = false) {
        guard let view = viewIfLoaded, let system = view.window?.focusSystemIfMade,
              let item = system.focusedItem else { return }
        // A presenter remembers whatever was focused (the presented view covers the window); a
        // disappearing controller only its own items (a container's are not its to restore).
        if !presenting {
            guard let focusedView = UIFocusSystem.view(containing: item), focusedView.isDescendant(of: view) else { return }
        }
        system.focusBeforeTransition[ObjectIdentifier(self)] = FocusBeforeTransition(controller: self, item: item)
    }

    /// After what this controller presented was dismissed, or as its view appeared again (a
    /// pop, a tab switch back): UIKit focuses the item that was focused before again when
    /// `restoresFocusAfterTransition` is true and the item can still be focused (else focus
    /// goes to the preferred item as usual).
    func _restoreFocusAfterTransition() {
        guard let system = viewIfLoaded?.window?.focusSystemIfMade,
              let entry = system.focusBeforeTransition.removeValue(forKey: ObjectIdentifier(self)),
              entry.controller === self, restoresFocusAfterTransition, let item = entry.item else { return }
        guard system.focusedItem !== item, system.isFocusable(item, among: system.collectCandidates()) else { return }
        system.moveFocus(to: item, heading: [])
    }
}
