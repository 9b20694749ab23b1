import Foundation

/// One item of a paste or drop into text, handed to `UITextPasteDelegate`'s transform
/// (UIKit, iOS 11): its item provider, and the text it becomes, set through one of the
/// `setResult` methods.
@preconcurrency @MainActor
public protocol UITextPasteItem: NSObjectProtocol {
    var itemProvider: NSItemProvider { get }
    /// The drag item's local object, when the drag came from this app.
    var localObject: Any? { get }
    /// The attributes plain text from the item is given (the text's typing attributes).
    var defaultAttributes: [NSAttributedString.Key: Any] { get }
    func setResult(string: String)
    func setResult(attributedString string: NSAttributedString)
    func setResult(attachment textAttachment: NSTextAttachment)
    /// The item pastes nothing.
    func setNoResult()
    /// The item pastes what its provider holds (nothing when no text type is supported).
    func setDefaultResult()
}
