/// A set of standard methods that apps can adopt to support editing (UIKit).
///
/// UIKit sends these actions up the responder chain (keyboard shortcuts, the edit menu) to
/// the first responder whose `canPerformAction(_:withSender:)` accepts them. `UIResponder`
/// declares every method (as Swift sees UIKit's responder), so subclasses `override` them;
/// `UITextField` and `UITextView` implement the text ones.
///
/// Not declared: `print(_:)` (a responder method of that name would hide Swift's `print`
/// inside every view and view controller).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func pasteAndGo(_ sender: Any?)
    func pasteAndSearch(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
    func find(_ sender: Any?)
    func findAndReplace(_ sender: Any?)
    func findNext(_ sender: Any?)
    func findPrevious(_ sender: Any?)
    func useSelectionForFind(_ sender: Any?)
    func rename(_ sender: Any?)
    func duplicate(_ sender: Any?)
    func move(_ sender: Any?)
    func export(_ sender: Any?)
    func printContent(_ sender: Any?)
    func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any])
}
