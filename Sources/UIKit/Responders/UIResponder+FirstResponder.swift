extension UIResponder {
    /// The window whose first responder this object would be: a view's window, a view
    /// controller's view's window, the key window for other responders.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        if self is UIApplication { return UIApplication.shared.keyWindow }
        return UIApplication.shared.keyWindow
    }

    func _becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        guard let window = responderWindow else { return false }
        if let current = window.firstResponderStorage {
            if current === self { return true }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponderStorage = self
        return true
    }

    func _resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
        }
        return true
    }
}
