extension UIViewController {
    /// Whether the keyboard stays up when the first responder resigns inside this controller.
    /// UIKit's default: true for a controller presented modally in the form sheet style, false
    /// otherwise (a navigation controller answers for itself, not for its top controller).
    /// OpenUIKit has no on-screen keyboard (a hardware keyboard only, see the keyboard row), so
    /// there is nothing to keep up: the value is what UIKit answers, for code that reads it.
    var _disablesAutomaticKeyboardDismissal: Bool {
        modalPresentationStyle == .formSheet && presentingViewController != nil
    }
}
