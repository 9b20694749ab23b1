import Foundation

extension UITextView {
    /// Posted when the text view begins editing; the object is the text view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changed the text; the object is the text view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when the text view ends editing; the object is the text view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
