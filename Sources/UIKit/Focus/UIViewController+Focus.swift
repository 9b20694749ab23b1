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
}
