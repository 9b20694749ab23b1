import Foundation

/// The methods a text field's delegate implements to manage editing (UIKit). Every method is
/// optional; the defaults below are what UIKit does when the delegate does not implement one.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before the field becomes first responder; false keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before the field resigns first responder; false keeps it editing.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended. UIKit calls this only when the delegate does not implement
    /// `textFieldDidEndEditing(_:reason:)` (whose default here calls it).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why. UIKit calls this instead of `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before the user's edit replaces `range` (UTF-16) with `string`; false leaves the
    /// text as it is (the delegate may have set it itself).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// The selection changed (also after typing moved the caret).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked when the clear button is tapped; false keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when Return is pressed; false ignores the key.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for the selected characters: nil shows the suggested actions (iOS 16).
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                   suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show; animations added to `animator` run with it (iOS 16).
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to hide (iOS 16).
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                          suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}
