extension UITextField {
    /// The border drawn around a text field (UIKit).
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line
        case bezel
        case roundedRect
    }
}
