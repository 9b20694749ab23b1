import Foundation

extension UITextView {
    /// The border around a text view (UIKit, iOS 17).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A rounded border.
        case roundedRect = 1
    }

    /// Ours: the rounded border is the rounded-rect text field's (a hairline of `systemGray4`
    /// with 5-point corners, iOS's text field look), drawn by the view's layer so that it
    /// stays still while the text scrolls; its color is resolved again when the appearance
    /// changes.
    func applyBorderStyle(_ style: BorderStyle) {
        switch style {
        case .roundedRect:
            layer.cornerRadius = UITextField.roundedRectCornerRadius
            layer.borderWidth = UITextField.roundedRectBorderWidth
            layer.borderColor = UITextField.roundedRectBorderColor.resolvedColor(with: traitCollection).cgColor
        case .none:
            layer.cornerRadius = 0
            layer.borderWidth = 0
            layer.borderColor = nil
        }
    }
}
