import Foundation

/// Told before and after a text storage processes its edits (UIKit's optional methods have
/// empty defaults here).
public protocol NSTextStorageDelegate: AnyObject {
    /// Before the layout managers hear of the edits; the delegate may change the text.
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// After attributes are fixed, before the layout managers hear of the edits (changing
    /// attributes, not characters, is safe here).
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}
